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
        let key = BezelLabelKey(frame: deviceFrame, device: viewport.device, ascii: asciiOnly)
        if bezelLabel?.key != key {
            let label = DeviceFrame.label(name: deviceName, size: viewport.device)
            bezelLabel = (key, deviceFrame.fittedLabel(label, ascii: asciiOnly))
        }
        deviceFrame.drawBezel(fittedLabel: bezelLabel?.text, ascii: asciiOnly, into: &buffer)
    }
}
