import CollectionLayout
import Testing
@testable import CollectionView

@Suite struct ViewportTests {
    @Test func deviceWidthFitsTerminalAndSquaresLookSquare() {
        let viewport = Viewport(device: Size(width: 390, height: 844), columns: 39, rows: 20)
        #expect(viewport.scale == 0.1)
        #expect(viewport.rowScale == 0.05)
        #expect(viewport.visibleRect == Rect(x: 0, y: 0, width: 390, height: 400))
        // A 100-point square: 10 columns by 5 rows, which a 1:2 cell shows square.
        #expect(viewport.cellRect(for: Rect(x: 100, y: 100, width: 100, height: 100)) == CellRect(x: 10, y: 5, width: 10, height: 5))
    }

    @Test func zoomAndOffsetShiftByWholeCells() {
        var viewport = Viewport(device: Size(width: 390, height: 844), columns: 39, rows: 20, zoom: 2, offset: Point(x: 0, y: 35))
        #expect(viewport.scale == 0.2)
        // The offset rounds on its own, halves down (35 pt = 3.5 rows → 3), so the frame's rows shift by 3.
        #expect(viewport.cellRect(for: Rect(x: 10, y: 100, width: 50, height: 40)) == CellRect(x: 2, y: 7, width: 10, height: 4))
        viewport.offset = Point(x: 0, y: 45)
        #expect(viewport.cellRect(for: Rect(x: 10, y: 100, width: 50, height: 40)) == CellRect(x: 2, y: 6, width: 10, height: 4))
    }

    /// Property: a frame contains the point of a cell exactly when the frame covers that cell,
    /// so a click lands on the item drawn under the mouse.
    @Test func pointOfCellAgreesWithCellsOfFrame() {
        var rng = SplitMix64(seed: 9)
        for _ in 0..<2_000 {
            let viewport = Viewport(
                device: Size(width: 390, height: 844), columns: Int.random(in: 20...200, using: &rng), rows: 40,
                zoom: Viewport.zoomSteps.randomElement(using: &rng)!,
                offset: Point(x: Double.random(in: 0...100, using: &rng), y: Double.random(in: 0...5_000, using: &rng)))
            let frame = Rect(
                x: viewport.offset.x + Double.random(in: -20...400, using: &rng), y: viewport.offset.y + Double.random(in: -20...800, using: &rng),
                width: Double.random(in: 1...150, using: &rng), height: Double.random(in: 1...150, using: &rng))
            let cells = viewport.cellRect(for: frame)
            let column = Int.random(in: 0..<viewport.columns, using: &rng), row = Int.random(in: 0..<40, using: &rng)
            #expect(frame.contains(viewport.point(column: column, row: row)) == cells.contains(x: column, y: row),
                    "\(frame) → \(cells), cell \(column),\(row)")
        }
    }

    @Test func clampKeepsOffsetInsideContent() {
        var viewport = Viewport(device: Size(width: 390, height: 844), columns: 39, rows: 20, offset: Point(x: -5, y: 10_000))
        viewport.clampOffset(contentSize: Size(width: 390, height: 1000))
        #expect(viewport.offset == Point(x: 0, y: 600))
        viewport.clampOffset(contentSize: Size(width: 390, height: 100))
        #expect(viewport.offset == Point(x: 0, y: 0))
    }

    /// Property: frames that do not overlap map to cells that do not overlap, and a gap of at
    /// least one cell in points stays at least one cell wide, at any scale and offset.
    @Test func frameToCellMappingNeverOverlapsNeighbours() {
        var rng = SplitMix64(seed: 4)
        for _ in 0..<5_000 {
            let columns = Int.random(in: 20...240, using: &rng)
            let zoom = Viewport.zoomSteps.randomElement(using: &rng)!
            let offset = Point(x: Double.random(in: 0...500, using: &rng), y: Double.random(in: 0...50_000, using: &rng))
            let viewport = Viewport(device: Size(width: 390, height: 844), columns: columns, rows: 40, zoom: zoom, offset: offset)
            let a = Rect(
                x: Double.random(in: 0...400, using: &rng), y: Double.random(in: 0...50_000, using: &rng),
                width: Double.random(in: 0.5...200, using: &rng), height: Double.random(in: 0.5...200, using: &rng))
            let gap = Double.random(in: 0...30, using: &rng)
            let horizontal = Bool.random(using: &rng)
            let b = horizontal
                ? Rect(x: a.maxX + gap, y: a.minY + Double.random(in: -50...50, using: &rng), width: Double.random(in: 0.5...200, using: &rng), height: a.height)
                : Rect(x: a.minX + Double.random(in: -50...50, using: &rng), y: a.maxY + gap, width: a.width, height: Double.random(in: 0.5...200, using: &rng))
            let ca = viewport.cellRect(for: a), cb = viewport.cellRect(for: b)
            #expect(!ca.intersects(cb), "\(a) and \(b) overlap as \(ca) and \(cb)")
            if horizontal, gap * viewport.scale >= 1 {
                #expect(cb.x - ca.maxX >= 1, "a gap of \(gap) pt at \(viewport.scale) col/pt vanished: \(ca) \(cb)")
            }
            if !horizontal, gap * viewport.rowScale >= 1 {
                #expect(cb.y - ca.maxY >= 1, "a gap of \(gap) pt at \(viewport.rowScale) row/pt vanished: \(ca) \(cb)")
            }
        }
    }

    @Test func devicePresetsAndViewports() throws {
        #expect(try Device.named("iPhone-SE").size == Size(width: 375, height: 667))
        #expect(try Device.named("ipad").size == Size(width: 820, height: 1180))
        #expect(try Device.named("iPhone 15 Pro Max") == .iPhone15ProMax)
        #expect(try Device.named("iphone15") == .iPhone15)
        #expect(try Device.named("iPhone SE (3rd generation)") == .iPhoneSE)
        #expect(try Device.named("iphone") == .iPhone16Pro)
        #expect(try Device.named("ipad-mini").size == Size(width: 744, height: 1133))
        #expect(Device.default.size == Size(width: 390, height: 844))
        #expect(throws: ViewError.self) { try Device.named("nokia") }
    }
}
