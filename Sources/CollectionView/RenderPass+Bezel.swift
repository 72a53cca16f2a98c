import CollectionLayout
import TerminalCore

/// What the bezel's fitted label depends on.
struct BezelLabelKey: Equatable {
    var frame: DeviceFrame
    var device: Size
    var ascii: Bool
}

extension RenderPass {
    /// Draws the device's bezel, with its label fitted once for each frame, device size and
    /// character set rather than on every frame.
    ///
    /// - Complexity: O(bezel perimeter) cells; the label's string work only after a change.
    mutating func drawBezel(into buffer: inout CellBuffer) {
        let key = BezelLabelKey(frame: view.scroll.deviceFrame, device: view.viewport.device, ascii: view.options.asciiOnly)
        if renderer.bezelLabel?.key != key {
            let label = DeviceFrame.label(name: view.options.device.name, size: view.viewport.device)
            renderer.bezelLabel = (key, view.scroll.deviceFrame.fittedLabel(label, ascii: view.options.asciiOnly))
        }
        view.scroll.deviceFrame.drawBezel(fittedLabel: renderer.bezelLabel?.text, ascii: view.options.asciiOnly, into: &buffer)
    }
}
