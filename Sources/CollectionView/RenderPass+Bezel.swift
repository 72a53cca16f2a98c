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

/// What the screen's background — blanks and the bezel — depends on.
struct BackgroundKey: Equatable {
    var bezel: BezelLabelKey
    var width: Int
    var height: Int
}

extension RenderPass {
    /// Paints `buffer` (of the terminal's size) with blanks and the bezel: one copy of a
    /// background drawn once for each terminal size, device frame and character set, rather than
    /// a clear and the bezel's drawing every frame. The bezel lies outside the screen's cells,
    /// so the content copied in afterwards meets none of it.
    ///
    /// A buffer this view left with only the screen's cells and the status line's row drawn over
    /// the background (`markBackground`) keeps it: those two are drawn whole again, and the
    /// copy is skipped.
    mutating func paintBackground(into buffer: inout CellBuffer) {
        let bezel = BezelLabelKey(frame: view.scroll.deviceFrame, device: view.viewport.device, ascii: view.options.asciiOnly)
        let key = BackgroundKey(bezel: bezel, width: buffer.width, height: buffer.height)
        if renderer.background?.key != key {
            var background = CellBuffer(width: buffer.width, height: buffer.height)
            drawBezel(into: &background)
            // A mark no other background shares (nor, but by a 2⁻⁶⁴ chance, another view's).
            renderer.background = (key, background, UInt64.random(in: 1...UInt64.max))
        }
        guard let background = renderer.background else { return }
        if buffer.mark != background.mark { buffer.copy(background.buffer, x: 0, y: 0) }
    }

    /// Marks `buffer` as holding the background outside the screen's cells and the status
    /// line's row, which the next frame into it draws whole (`paintBackground`). Only for a
    /// frame that drew nothing else there: no help, no inspector, no message instead of the
    /// content.
    func markBackground(of buffer: inout CellBuffer) {
        if let background = renderer.background { buffer.mark = background.mark }
    }
}
