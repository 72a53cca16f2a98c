import CollectionLayout

/// A virtual device whose screen the layout runs on, in points.
public struct Device: Hashable, Sendable {
    /// The preset's name, as given to `--device`.
    public var name: String
    /// The portrait screen size in points.
    public var size: Size

    /// The safe-area insets without bars when held upright: status bar (and notch or Dynamic
    /// Island), home indicator. Zero for a custom viewport.
    public var portraitInsets: EdgeInsets
    /// The same on its side (the notch's side as `left`).
    public var landscapeInsets: EdgeInsets

    public init(name: String, size: Size, portraitInsets: EdgeInsets = .zero, landscapeInsets: EdgeInsets = .zero) {
        self.name = name
        self.size = size
        self.portraitInsets = portraitInsets
        self.landscapeInsets = landscapeInsets
    }

    // The insets are each device's published values; docs/layout-files.md ("Safe area and
    // bars") gives the source of every number.

    /// iPhone 15 (Dynamic Island; the 14 and 13 have the same size): 390×844 points.
    public static let iPhone = Device(
        name: "iphone", size: Size(width: 390, height: 844),
        portraitInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), landscapeInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    /// iPhone SE: a home button, a 20-pt status bar hidden on its side.
    public static let iPhoneSE = Device(
        name: "iphone-se", size: Size(width: 375, height: 667),
        portraitInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeInsets: .zero)
    /// iPhone 13 mini (notch).
    public static let iPhoneMini = Device(
        name: "iphone-mini", size: Size(width: 375, height: 812),
        portraitInsets: EdgeInsets(top: 50, left: 0, bottom: 34, right: 0), landscapeInsets: EdgeInsets(top: 0, left: 50, bottom: 21, right: 50))
    /// iPhone 15 Pro Max (Dynamic Island).
    public static let iPhoneProMax = Device(
        name: "iphone-pro-max", size: Size(width: 430, height: 932),
        portraitInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), landscapeInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    /// iPad mini (6th generation): status bar and home indicator either way up.
    public static let iPadMini = Device(
        name: "ipad-mini", size: Size(width: 744, height: 1133),
        portraitInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), landscapeInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    /// iPad Air (and iPad 10th generation).
    public static let iPad = Device(
        name: "ipad", size: Size(width: 820, height: 1180),
        portraitInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), landscapeInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))

    /// The safe-area insets without bars when the screen is `screen` (its width and height as
    /// held): the landscape ones when it is wider than tall.
    public func insets(screen: Size) -> EdgeInsets { screen.width > screen.height ? landscapeInsets : portraitInsets }

    /// Whether a screen of `screen` has a compact height: a phone on its side.
    public static func isCompactHeight(_ screen: Size) -> Bool { screen.width > screen.height && screen.height < 500 }

    /// The screen's insets for `screen` with `chrome` and `behavior`.
    public func screenInsets(screen: Size, chrome: BarChrome, behavior: ContentInsetAdjustmentBehavior) -> ScreenInsets {
        ScreenInsets(device: insets(screen: screen), chrome: chrome, behavior: behavior, compactHeight: Self.isCompactHeight(screen))
    }

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
