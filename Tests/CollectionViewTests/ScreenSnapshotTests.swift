import CollectionLayout
import Testing
@testable import CollectionView

/// Whole screens compared with golden files (record with RECORD_SNAPSHOTS=1).
@Suite struct ScreenSnapshotTests {
    @Test func waterfallFirstScreen() throws {
        let view = try makeView()
        assertSnapshot(screen(view), named: "waterfall")
    }

    @Test func waterfallAscii() throws {
        let view = try makeView(ascii: true)
        assertSnapshot(screen(view), named: "waterfall-ascii")
    }
}
