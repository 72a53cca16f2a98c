/// The value of the environment variable `name`, or nil when it is not set (read without
/// Foundation, so that the modules below the app need not link it).
public func environmentValue(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
}
