import CCurl
import Platform
import Foundation

/// The system's libcurl, opened with `dlopen` the first time a feed is made, so that a run
/// without `--feed` maps neither it nor the TLS, Kerberos and LDAP libraries it brings.
///
/// The file is `libcurl.so.4` (Debian's `libcurl4`, which Swift's Foundation needs too), or
/// the one `CVSIM_LIBCURL` names. It is never closed.
final class CurlLibrary: @unchecked Sendable {
    // Immutable after init; the C side serialises its own state (the idle handles).
    let pointer: OpaquePointer

    private init(_ pointer: OpaquePointer) { self.pointer = pointer }

    /// The file opened when `CVSIM_LIBCURL` is not set.
    static let defaultFile = SystemLibraries.curl

    /// The library for this process, opened on first use.
    static let shared: Result<CurlLibrary, FeedError> = open(
        ProcessInfo.processInfo.environment["CVSIM_LIBCURL"].flatMap { $0.isEmpty ? nil : $0 } ?? defaultFile)

    /// Opens `file` and initialises it.
    ///
    /// - Returns: the library, or the error `--feed` stops with: what `dlopen` said.
    static func open(_ file: String) -> Result<CurlLibrary, FeedError> {
        var reason = [CChar](repeating: 0, count: 512)
        guard let pointer = ccurl_open(file, &reason, reason.count) else {
            let text = String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .failure(FeedError("--feed needs libcurl (\(file)): \(text)"))
        }
        return .success(CurlLibrary(pointer))
    }
}
