import CollectionLayout

/// A virtual device whose screen the layout runs on, in points: a real model
/// (`Device+Models.swift`) or a custom viewport.
public struct Device: Hashable, Sendable {
    /// The model's name, as given to `--device` (`iphone-15`); `WxH` for a custom viewport.
    public var name: String
    /// The model as Apple names it (`iPhone 15`); empty for a custom viewport.
    public var model: String
    /// The portrait screen size in points.
    public var size: Size
    /// Pixels per point (`UIScreen.scale`): 2 or 3; 1 for a custom viewport.
    public var scale: Double
    /// What sits at the top of the screen held upright.
    public var topFeature: TopFeature

    /// The safe-area insets without bars when held upright: status bar (and notch or Dynamic
    /// Island), home indicator. Zero for a custom viewport.
    public var portraitInsets: EdgeInsets
    /// The same on its side (the notch's side as `left`).
    public var landscapeInsets: EdgeInsets

    /// What takes the top of a model's screen, and so the top of its safe area.
    public enum TopFeature: String, Hashable, Sendable {
        /// A plain status bar (a home button below the screen, or an iPad's).
        case statusBar = "status bar"
        /// The Face ID notch.
        case notch
        /// The Dynamic Island.
        case dynamicIsland = "Dynamic Island"
    }

    public init(
        name: String, model: String = "", size: Size, scale: Double = 1, topFeature: TopFeature = .statusBar,
        portraitInsets: EdgeInsets = .zero, landscapeInsets: EdgeInsets = .zero
    ) {
        self.name = name
        self.model = model
        self.size = size
        self.scale = scale
        self.topFeature = topFeature
        self.portraitInsets = portraitInsets
        self.landscapeInsets = landscapeInsets
    }

    /// The safe-area insets without bars when the screen is `screen` (its width and height as
    /// held): the landscape ones when it is wider than tall.
    public func insets(screen: Size) -> EdgeInsets { screen.width > screen.height ? landscapeInsets : portraitInsets }

    /// Whether a screen of `screen` has a compact height: a phone on its side.
    public static func isCompactHeight(_ screen: Size) -> Bool { screen.width > screen.height && screen.height < 500 }

    /// The screen's insets for `screen` with `chrome` and `behavior`.
    public func screenInsets(screen: Size, chrome: BarChrome, behavior: ContentInsetAdjustmentBehavior) -> ScreenInsets {
        ScreenInsets(device: insets(screen: screen), chrome: chrome, behavior: behavior, compactHeight: Self.isCompactHeight(screen))
    }

    /// The model called `name`: its `--device` name, an alias (`iphone`, `ipad` …) or Apple's
    /// name, case, spaces and punctuation ignored (`iPhone 15 Pro Max`, `iphone15`).
    ///
    /// - Throws: `ViewError.unknownDevice` listing the models.
    public static func named(_ name: String) throws(ViewError) -> Device {
        let wanted = key(name)
        if let device = presets.first(where: { key($0.name) == wanted || key($0.model) == wanted }) { return device }
        if let alias = aliases.first(where: { key($0.alias) == wanted }), let device = presets.first(where: { $0.name == alias.model }) {
            return device
        }
        throw .unknownDevice(
            "unknown device '\(name)'; choose one of \(presets.map(\.name).joined(separator: ", ")) (or \(aliases.map(\.alias).joined(separator: ", ")))")
    }

    /// A name as `named(_:)` compares it: lowercase letters and digits alone.
    private static func key(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
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
