import CollectionLayout
import TerminalCore

extension RenderPass {
    /// The inspector box's title, on its top border.
    static let inspectorTitle = " Inspector (I closes) "

    /// The inspector box, on the side of the screen away from the focused cell.
    func drawInspector(into buffer: inout CellBuffer) {
        let lines = input.inspectorLines().map { input.options.asciiOnly ? Self.asciiFallback($0) : $0 }
        let textWidth = lines.map { CharacterWidth.of($0) }.max() ?? 0
        // As wide as the title too, whatever the lines: "no focused item" is shorter than it.
        let width = min(buffer.width, max(textWidth, CharacterWidth.of(Self.inspectorTitle)) + 4)
        let height = min(buffer.height - 1, lines.count + 2)
        guard width >= 8, height >= 3 else { return }
        var left = buffer.width - width
        if let frame = input.focusedAttributesAsLaidOut()?.frame {
            let cells = input.viewport.cellRect(for: frame)
            if cells.x + cells.width / 2 + input.scroll.deviceFrame.screen.x > buffer.width / 2 { left = 0 }
        }
        let box = CellRect(x: left, y: 0, width: width, height: height)
        let style = Style(foreground: .rgb(255, 255, 255), background: .rgb(0x30, 0x20, 0x40))
        buffer.fill(x: box.x, y: box.y, width: box.width, height: box.height, style: style)
        buffer.drawBox(box, glyphs: input.options.asciiOnly ? .asciiLight : .light, style: style)
        let titleStyle = Style(foreground: .rgb(255, 255, 255), background: style.background, attributes: [.bold])
        buffer.write(Self.inspectorTitle, x: box.x + 2, y: box.y, style: titleStyle, limit: box.maxX - 1)
        for (i, line) in lines.prefix(height - 2).enumerated() {
            buffer.write(line, x: box.x + 2, y: box.y + 1 + i, style: style, limit: box.maxX - 1)
        }
    }
}
