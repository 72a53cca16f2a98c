import CollectionFiles
import ArgumentParser
import CollectionLayout
import CollectionModel
import CollectionView

/// The device options shared by `run`, `layout`, `render` and `diff`: which screen, which way up.
struct DeviceOptions: ParsableArguments {
    @Option(help: ArgumentHelp(Device.helpText, valueName: "MODEL"))
    var device: DeviceName?

    @Option(help: "The device's orientation: portrait or landscape (default portrait).")
    var orientation: OrientationName?

    @Option(help: ArgumentHelp(
        "The bars over the screen: none (default), nav, large-title, tab, or a combination such as nav,tab; the device's safe area (status bar, notch or Dynamic Island, home indicator) applies with or without bars.",
        valueName: "BARS"))
    var chrome: BarsText?

    @Option(help: ArgumentHelp(
        "How the safe area becomes the adjusted content inset (contentInsetAdjustmentBehavior): automatic (default), scrollableAxes, never (the content starts at the screen's top edge: the bare rectangle), always.",
        valueName: "BEHAVIOR"))
    var contentInsetAdjustment: BehaviorName?

    @Option(help: ArgumentHelp("The navigation bar's title (default: the layout's name).", valueName: "TEXT"))
    var title: String?

    /// Checks each option as it is parsed.
    func validate() throws {
        _ = try device?.value
        _ = try orientation?.value
        _ = try chrome?.value
        _ = try contentInsetAdjustment?.value
    }

    /// Whether `--device` or `--orientation` was given (a dump's own device is used otherwise).
    var isGiven: Bool { device != nil || orientation != nil }

    /// The bars and behaviour asked for, on top of a layout file's (`scene`): no bars and
    /// `.automatic` when neither names any — the device's own safe area, as UIKit has it.
    ///
    /// - Throws: `UsageError` for an unknown bar or behaviour.
    func screen(file scene: LayoutFileScene = LayoutFileScene()) throws -> (bars: BarChrome, behavior: ContentInsetAdjustmentBehavior, title: String?) {
        var bars = scene.chrome ?? .none
        var behavior = scene.contentInsetAdjustmentBehavior ?? .automatic
        if let chrome { bars = try chrome.value }
        if let contentInsetAdjustment { behavior = try contentInsetAdjustment.value }
        return (bars, behavior, title ?? scene.title)
    }

    /// The device in the orientation asked for: `--viewport` if given (then turned as asked),
    /// else the `--device` model (`Device.default` without it).
    ///
    /// - Throws: `UsageError` for an unknown device or orientation.
    func resolved(viewport: ViewportText?) throws -> Device {
        var device: Device
        if let viewport {
            let size = try viewport.value
            device = Device(name: "\(size.width.wholeOrDecimalText)x\(size.height.wholeOrDecimalText)", size: size)
        } else {
            device = try self.device?.value ?? Device.default
        }
        // An orientation puts the longer side where it says; a viewport alone stays as given.
        let size = device.size
        switch try orientation?.value {
        case nil: break
        case false?: if size.width > size.height { device.size = size.transposed }
        case true?: if size.width < size.height { device.size = size.transposed }
        }
        return device
    }
}
