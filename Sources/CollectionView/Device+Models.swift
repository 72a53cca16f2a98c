import CollectionLayout

// The models `--device` names. Every number — points, scale, the safe area either way up — is
// a published figure; docs/layout-files.md ("The device's safe area") cites the source of each
// and says where sources disagree. DeviceModelTests checks this table against that one.

extension Device {
    /// A home-button iPhone: a 20-pt status bar upright, hidden on its side; no home indicator.
    private static func homeButtonPhone(_ name: String, _ model: String, _ size: Size) -> Device {
        Device(
            name: name, model: model, size: size, scale: 2, topFeature: .statusBar,
            portraitInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeInsets: .zero)
    }

    /// A Face ID iPhone: `top` under the notch or island upright, the home indicator's 34 pt;
    /// on its side the status bar hides, `top` at each side and 21 pt of home indicator.
    private static func faceIDPhone(_ name: String, _ model: String, _ size: Size, _ feature: TopFeature, top: Double) -> Device {
        Device(
            name: name, model: model, size: size, scale: 3, topFeature: feature,
            portraitInsets: EdgeInsets(top: top, left: 0, bottom: 34, right: 0),
            landscapeInsets: EdgeInsets(top: 0, left: top, bottom: 21, right: top))
    }

    /// An iPad without a home button: a 24-pt status bar and a 20-pt home indicator either way up.
    private static func iPad(_ name: String, _ model: String, _ size: Size) -> Device {
        let insets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        return Device(name: name, model: model, size: size, scale: 2, topFeature: .statusBar, portraitInsets: insets, landscapeInsets: insets)
    }

    public static let iPhoneSE = homeButtonPhone("iphone-se", "iPhone SE (3rd generation)", Size(width: 375, height: 667))
    public static let iPhone13Mini = faceIDPhone("iphone-13-mini", "iPhone 13 mini", Size(width: 375, height: 812), .notch, top: 50)
    public static let iPhone14 = faceIDPhone("iphone-14", "iPhone 14", Size(width: 390, height: 844), .notch, top: 47)
    public static let iPhone15 = faceIDPhone("iphone-15", "iPhone 15", Size(width: 393, height: 852), .dynamicIsland, top: 59)
    public static let iPhone15ProMax = faceIDPhone(
        "iphone-15-pro-max", "iPhone 15 Pro Max", Size(width: 430, height: 932), .dynamicIsland, top: 59)
    public static let iPhone16Pro = faceIDPhone("iphone-16-pro", "iPhone 16 Pro", Size(width: 402, height: 874), .dynamicIsland, top: 62)
    public static let iPad10 = iPad("ipad-10", "iPad (10th generation)", Size(width: 820, height: 1180))
    public static let iPadAir11 = iPad("ipad-air-11", "iPad Air 11-inch (M2)", Size(width: 820, height: 1180))
    public static let iPadPro13 = iPad("ipad-pro-13", "iPad Pro 13-inch (M4)", Size(width: 1032, height: 1376))
    public static let iPadMini6 = iPad("ipad-mini-6", "iPad mini (6th generation)", Size(width: 744, height: 1133))

    /// Every model, in the order the help lists them.
    public static let presets: [Device] = [
        iPhoneSE, iPhone13Mini, iPhone14, iPhone15, iPhone15ProMax, iPhone16Pro, iPad10, iPadAir11, iPadPro13, iPadMini6,
    ]

    /// The names of earlier versions, each one model: `iphone` is the newest iPhone in the table.
    public static let aliases: [(alias: String, model: String)] = [
        ("iphone", "iphone-16-pro"), ("iphone-mini", "iphone-13-mini"), ("iphone-pro-max", "iphone-15-pro-max"),
        ("ipad", "ipad-air-11"), ("ipad-mini", "ipad-mini-6"),
    ]

    /// The device a run without `--device` uses: the iPhone 14, 390×844 points, the screen size
    /// cvsim has always started with (so frames keep their width), with its own notch's safe area.
    public static let `default` = iPhone14

    /// `--device`'s help: the models, the aliases and the default.
    public static var helpText: String {
        let aliased = aliases.map { "\($0.alias) = \($0.model)" }.joined(separator: ", ")
        return "The virtual device: \(presets.map(\.name).joined(separator: ", ")) (aliases: \(aliased); default \(Device.default.name))."
    }
}
