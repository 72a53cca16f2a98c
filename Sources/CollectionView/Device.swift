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

    /// iPhone 15 (and 14, 13): 390×844 points.
    public static let iPhone = Device(name: "iphone", size: Size(width: 390, height: 844))
    public static let iPhoneSE = Device(name: "iphone-se", size: Size(width: 375, height: 667))
    public static let iPhoneMini = Device(name: "iphone-mini", size: Size(width: 375, height: 812))
    public static let iPhoneProMax = Device(name: "iphone-pro-max", size: Size(width: 430, height: 932))
    public static let iPadMini = Device(name: "ipad-mini", size: Size(width: 744, height: 1133))
    public static let iPad = Device(name: "ipad", size: Size(width: 820, height: 1180))

    /// The default device: an iPhone 15, 390×844 points.
    public static let `default` = iPhone
    /// Every preset, in the order the help lists them.
    public static let presets: [Device] = [iPhone, iPhoneSE, iPhoneMini, iPhoneProMax, iPadMini, iPad]

    /// The preset called `name`, case and punctuation ignored (`iPhone-SE`, `iphone se`); the
    /// model number `15` may be given (`iphone15`, `iPhone 15 Pro Max`).
    ///
    /// - Throws: `ViewError.unknownDevice` listing the presets.
    public static func named(_ name: String) throws(ViewError) -> Device {
        func key(_ text: String) -> String {
            String(text.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
                .replacingFirst("iphone15", with: "iphone")
        }
        let wanted = key(name)
        if let device = presets.first(where: { key($0.name) == wanted }) { return device }
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

extension String {
    /// The string with its first `target` replaced, when it starts with it.
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        hasPrefix(target) ? replacement + dropFirst(target.count) : self
    }
}
