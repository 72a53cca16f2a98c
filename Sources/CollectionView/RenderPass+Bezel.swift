import CollectionLayout
import TerminalCore

/// What the screen's background — blanks and the bezel with its label — depends on.
struct BackgroundKey: Equatable {
    var frame: DeviceFrame
    var device: Size
    var name: String
    var ascii: Bool
    var width: Int
    var height: Int
}

extension RenderPass {
    /// Paints `buffer` (of the terminal's size) with blanks and the bezel: one copy of a
    /// background drawn once for each terminal size, device frame and character set — the bezel's
    /// label fitted then too — rather than a clear and the bezel's drawing every frame. The bezel
    /// lies outside the screen's cells, so the content copied in afterwards meets none of it.
    ///
    /// A buffer this view left with only the screen's cells and the status line's row drawn over
    /// the background (`markBackground`) keeps it: those two are drawn whole again, and the
    /// copy is skipped.
    ///
    /// - Complexity: O(width × height) for the copy, when made; the bezel's drawing and the
    ///   label's string work only after a change.
    mutating func paintBackground(into buffer: inout CellBuffer) {
        let frame = input.scroll.deviceFrame, ascii = input.options.asciiOnly
        let key = BackgroundKey(
            frame: frame, device: input.viewport.device, name: input.options.device.name, ascii: ascii, width: buffer.width, height: buffer.height)
        if renderer.background?.key != key {
            var background = CellBuffer(width: buffer.width, height: buffer.height)
            let label = DeviceFrame.label(name: key.name, size: key.device)
            frame.drawBezel(fittedLabel: frame.fittedLabel(label, ascii: ascii), ascii: ascii, into: &background)
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
