import ArgumentParser
import CollectionLayout
import CollectionView

/// The device options shared by `run`, `layout`, `render` and `diff`: which screen, which way up.
struct DeviceOptions: ParsableArguments {
    @Option(help: "The virtual device: \(Device.presets.map(\.name).joined(separator: ", ")) (default iphone).")
    var device: String?

    @Option(help: "The device's orientation: portrait or landscape (default portrait).")
    var orientation: String?

    /// Whether `--device` or `--orientation` was given (a dump's own device is used otherwise).
    var isGiven: Bool { device != nil || orientation != nil }

    /// The device in the orientation asked for: `--viewport` if given (then turned as asked),
    /// else the `--device` preset (an iPhone 15).
    ///
    /// - Throws: `UsageError` for an unknown device or orientation.
    func resolved(viewport: String?, viewportSize: () throws -> Size) throws -> Device {
        var device: Device
        if let viewport {
            device = Device(name: viewport, size: try viewportSize())
        } else {
            do {
                device = try Device.named(self.device ?? Device.default.name)
            } catch {
                throw UsageError(error.description)
            }
        }
        // An orientation puts the longer side where it says; a viewport alone stays as given.
        let size = device.size
        switch orientation?.lowercased() {
        case nil: break
        case "portrait": if size.width > size.height { device.size = size.transposed }
        case "landscape": if size.width < size.height { device.size = size.transposed }
        default: throw UsageError("--orientation must be portrait or landscape, not '\(orientation!)'")
        }
        return device
    }
}
