import CollectionLayout

/// A virtual device whose screen the layout runs on, in points.
public struct Device: Hashable, Sendable {
    /// The preset's name, as given to `--device`.
    public var name: String
    /// The portrait screen size in points.
    public var size: Size

    public init(name: String, size: Size) {
        self.name = name
        self.size = size
    }

    public static let iPhone15 = Device(name: "iphone15", size: Size(width: 390, height: 844))
    public static let iPhoneSE = Device(name: "iphonese", size: Size(width: 375, height: 667))
    public static let iPhone15ProMax = Device(name: "iphone15promax", size: Size(width: 430, height: 932))
    public static let iPad = Device(name: "ipad", size: Size(width: 820, height: 1180))

    /// The default device: an iPhone 15, 390×844 points.
    public static let `default` = iPhone15
    /// Every preset, in the order the help lists them.
    public static let presets: [Device] = [iPhone15, iPhoneSE, iPhone15ProMax, iPad]

    /// The preset called `name` (case and punctuation ignored: `iPhone-SE`, `iphone se`).
    ///
    /// - Throws: `ViewError.unknownDevice` listing the presets.
    public static func named(_ name: String) throws(ViewError) -> Device {
        let key = String(name.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        if let device = presets.first(where: { $0.name == key }) { return device }
        throw .unknownDevice("unknown device '\(name)'; choose one of \(presets.map(\.name).joined(separator: ", "))")
    }

    /// A custom viewport from `WxH` (say `390x844`).
    ///
    /// - Throws: `ViewError.invalidViewport` when malformed or out of 50...10000 points.
    public static func viewport(_ text: String) throws(ViewError) -> Device {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else {
            throw .invalidViewport("viewport '\(text)' must be WIDTHxHEIGHT in points, such as 390x844")
        }
        guard w.isFinite, h.isFinite, (50...10_000).contains(w), (50...10_000).contains(h) else {
            throw .invalidViewport("viewport '\(text)' must be between 50 and 10000 points each way")
        }
        return Device(name: "\(parts[0])x\(parts[1])", size: Size(width: w, height: h))
    }
}

/// Why the view cannot do what it is asked.
public enum ViewError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownDevice(String)
    case invalidViewport(String)
    case noLayouts(String)

    public var description: String {
        switch self {
        case .unknownDevice(let m), .invalidViewport(let m), .noLayouts(let m): return m
        }
    }
}
