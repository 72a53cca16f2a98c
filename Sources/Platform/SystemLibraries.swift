/// The shared libraries cvsim opens or links, by platform. (curses is linked, so its name is in
/// Package.swift's `linkerSettings`: `ncursesw` on Linux, the system's `ncurses` on macOS.)
public enum SystemLibraries {
    /// The file `--feed` opens with `dlopen` on first use (unless `CVSIM_LIBCURL` names another).
    #if canImport(Darwin)
    public static let curl = "libcurl.4.dylib"
    #else
    public static let curl = "libcurl.so.4"
    #endif
}
