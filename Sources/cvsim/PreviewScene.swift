import CollectionLayout
import CollectionView
import TerminalUI

/// A small stand-in scene until the collection view lands: a waterfall of generated items,
/// scrolled by rows, paged in with a simulated latency. Exercises the terminal layer (flush,
/// input, wakeups, resize) with real layout output.
final class PreviewScene: TerminalScene {
    private let layout: WaterfallLayout
    private var data: StaticDataSource
    private var random: SplitMix64
    private let latency: Duration
    private let pageSize: Int
    private let layoutName: String
    private let viewport: Size
    private var offsetRows = 0
    private var pageDue: ContinuousClock.Instant?
    private var capabilities = TerminalCapabilities(colorMode: .monochrome, unicode: false, mouse: false)
    private var size = (width: 80, height: 24)
    private(set) var needsRedraw = true

    init(
        layoutKind: LayoutKind, configuration: LayoutConfiguration, viewport: Size, seed: UInt64,
        latency: Duration, pageSize: Int
    ) throws {
        layoutName = layoutKind.rawValue
        self.viewport = viewport
        layout = WaterfallLayout(configuration: configuration, bounds: Rect(origin: .zero, size: viewport))
        random = SplitMix64(seed: seed)
        data = StaticDataSource(sections: [[]])
        self.latency = latency
        self.pageSize = pageSize
        appendPage()
        try layout.prepare(data)
    }

    private func appendPage() {
        for _ in 0..<pageSize {
            data.sections[0].append(SizeHint(height: Double(80 + random.next() % 160)))
        }
        layout.invalidate(.appendedItems)
    }

    /// Points per column and per row.
    private var scale: (x: Double, y: Double) {
        let x = viewport.width / Double(max(1, size.width))
        return (x, x * 2)
    }

    private var maxOffsetRows: Int {
        let rows = Int((layout.contentSize.height / scale.y).rounded(.up))
        return max(0, rows - (size.height - 1))
    }

    func configure(capabilities: TerminalCapabilities) { self.capabilities = capabilities }

    func handle(_ event: InputEvent) -> SceneResponse {
        let page = max(1, size.height - 2)
        switch event {
        case .key(.character("q")): return .quit
        case .key(.up): offsetRows -= 1
        case .key(.down): offsetRows += 1
        case .key(.pageUp): offsetRows -= page
        case .key(.pageDown): offsetRows += page
        case .key(.home): offsetRows = 0
        case .key(.end): offsetRows = maxOffsetRows
        case .wheel(let delta, _, _): offsetRows += delta * 3
        case .resize(let width, let height): size = (width, height)
        default: return .continue
        }
        offsetRows = min(max(0, offsetRows), maxOffsetRows)
        needsRedraw = true
        return .continue
    }

    func advance(to now: ContinuousClock.Instant) {
        if let due = pageDue, due <= now {
            pageDue = nil
            appendPage()
            try? layout.prepare(data)
            needsRedraw = true
        }
        if pageDue == nil, offsetRows >= maxOffsetRows - size.height {
            pageDue = now + latency
            needsRedraw = true
        }
    }

    func nextWakeup(after now: ContinuousClock.Instant) -> ContinuousClock.Instant? { pageDue }

    func render(into buffer: inout CellBuffer) {
        size = (buffer.width, buffer.height)
        needsRedraw = false
        buffer.clear()
        let (sx, sy) = scale
        let top = Double(offsetRows) * sy
        let visible = Rect(x: 0, y: top, width: viewport.width, height: Double(buffer.height - 1) * sy)
        let box = capabilities.unicode ? Array("┌┐└┘─│") : Array("++++-|")
        var drawn = 0
        for attributes in layout.layoutAttributesForElements(in: visible) where attributes.category == .cell {
            let f = attributes.frame
            let x0 = Int((f.minX / sx).rounded()), x1 = Int((f.maxX / sx).rounded()) - 1
            let y0 = Int(((f.minY - top) / sy).rounded()), y1 = Int(((f.maxY - top) / sy).rounded()) - 1
            guard x1 > x0, y1 > y0 else { continue }
            drawn += 1
            let hue = UInt8(truncatingIfNeeded: attributes.indexPath.item &* 47)
            let style = Style(foreground: .rgb(hue, 200, 255 &- hue))
            let rows = max(0, y0)...min(buffer.height - 2, y1)
            guard !rows.isEmpty else { continue }
            for y in rows {
                let (l, r, fill): (Character, Character, Character) =
                    y == y0 ? (box[0], box[1], box[4]) : y == y1 ? (box[2], box[3], box[4]) : (box[5], box[5], " ")
                let line = String(l) + String(repeating: fill, count: max(0, x1 - x0 - 1)) + String(r)
                buffer.write(line, x: x0, y: y, style: style)
            }
            if y0 + 1 <= rows.upperBound, y0 + 1 >= 0 {
                buffer.write("Item \(attributes.indexPath.item)", x: x0 + 2, y: y0 + 1, style: style, limit: x1)
            }
        }
        let status = pageDue != nil ? "loading…" : "idle"
        let line = "\(layoutName)  row \(offsetRows)/\(maxOffsetRows)  drawn \(drawn)  items \(data.sections[0].count)  \(status)"
        buffer.write(line, x: 0, y: buffer.height - 1, style: Style(attributes: .reverse))
    }
}
