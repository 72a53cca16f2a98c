import CollectionFiles
import ArgumentParser
import CollectionLayout
import CollectionModel
import CollectionView

/// The device options shared by `run`, `layout`, `render` and `diff`: which screen, which way up.
struct DeviceOptions: ParsableArguments {
    @Option(help: "The virtual device: \(Device.presets.map(\.name).joined(separator: ", ")) (default iphone).")
    var device: DeviceName?

    @Option(help: "The device's orientation: portrait or landscape (default portrait).")
    var orientation: OrientationName?

    @Option(help: ArgumentHelp(
        "The bars over the screen: none, nav, large-title, tab, or a combination such as nav,tab; with it the device's safe area (status bar, notch or Dynamic Island, home indicator) applies. Without it: the bare screen, no safe area.",
        valueName: "BARS"))
    var chrome: BarsText?

    @Option(help: ArgumentHelp(
        "How the safe area becomes the adjusted content inset (contentInsetAdjustmentBehavior): automatic (default), scrollableAxes, never, always; brings the safe area as --chrome none does.",
        valueName: "BEHAVIOR"))
    var contentInsetAdjustment: BehaviorName?

    @Option(help: ArgumentHelp("The navigation bar's title (default: the layout's name).", valueName: "TEXT"))
    var title: String?

    /// Checks each option as it is parsed.
    func validate() throws {
        _ = try device?.device()
        _ = try orientation?.isLandscape()
        _ = try chrome?.bars()
        _ = try contentInsetAdjustment?.behavior()
    }

    /// Whether `--device` or `--orientation` was given (a dump's own device is used otherwise).
    var isGiven: Bool { device != nil || orientation != nil }

    /// The bars and behaviour asked for, on top of a layout file's (`scene`): nil bars when
    /// neither names any (the bare screen).
    ///
    /// - Throws: `UsageError` for an unknown bar or behaviour.
    func screen(file scene: LayoutFileScene = LayoutFileScene()) throws -> (bars: BarChrome?, behavior: ContentInsetAdjustmentBehavior, title: String?) {
        var bars = scene.chrome
        var behavior = scene.contentInsetAdjustmentBehavior
        if let chrome { bars = try chrome.bars() }
        if let contentInsetAdjustment {
            behavior = try contentInsetAdjustment.behavior()
            if bars == nil { bars = BarChrome.none }
        }
        return (bars, behavior ?? .automatic, title ?? scene.title)
    }

    /// The device in the orientation asked for: `--viewport` if given (then turned as asked),
    /// else the `--device` preset (an iPhone 15).
    ///
    /// - Throws: `UsageError` for an unknown device or orientation.
    func resolved(viewport: SizeText?, viewportSize: () throws -> Size) throws -> Device {
        var device: Device
        if let viewport {
            device = Device(name: viewport.text, size: try viewportSize())
        } else {
            device = try self.device?.device() ?? Device.default
        }
        // An orientation puts the longer side where it says; a viewport alone stays as given.
        let size = device.size
        switch try orientation?.isLandscape() {
        case nil: break
        case false?: if size.width > size.height { device.size = size.transposed }
        case true?: if size.width < size.height { device.size = size.transposed }
        }
        return device
    }
}
