import CollectionLayout
import CollectionModel
import Testing

@testable import CollectionView

/// A model data source whose sections answer their own insets and spacings, as a delegate's
/// `insetForSectionAt:`, `minimumLineSpacingForSectionAt:` and
/// `minimumInteritemSpacingForSectionAt:` do.
private final class SpacedData: CollectionViewDataSource {
    let base: ModelDataSource
    let inset = EdgeInsets(top: 12, left: 20, bottom: 8, right: 20)
    let line = 4.0
    let interitem = 6.0

    init(_ base: ModelDataSource) { self.base = base }

    func sectionInset(inSection section: Int) -> EdgeInsets? { inset }
    func lineSpacing(inSection section: Int) -> Double? { line }
    func interitemSpacing(inSection section: Int) -> Double? { interitem }

    var numberOfSections: Int { base.numberOfSections }
    func numberOfItems(inSection section: Int) -> Int { base.numberOfItems(inSection: section) }
    func sizeHint(forItemAt indexPath: IndexPath) -> SizeHint { base.sizeHint(forItemAt: indexPath) }
    func itemID(at indexPath: IndexPath) -> AnyHashable { base.itemID(at: indexPath) }
    func content(at indexPath: IndexPath) -> CellContent { base.content(at: indexPath) }
    func sectionTitle(_ section: Int) -> String { base.sectionTitle(section) }
    func insertItem(after indexPath: IndexPath?) throws -> IndexPath { try base.insertItem(after: indexPath) }
    func deleteItem(at indexPath: IndexPath) throws { try base.deleteItem(at: indexPath) }
    var canUndo: Bool { base.canUndo }
    var firstChangedItem: IndexPath? { base.firstChangedItem }
    func undo() throws -> IndexPath? { try base.undo() }
    func beginInteractiveMovement(at indexPath: IndexPath) throws { try base.beginInteractiveMovement(at: indexPath) }
    func updateInteractiveMovement(to target: IndexPath) throws { try base.updateInteractiveMovement(to: target) }
    func endInteractiveMovement() throws { try base.endInteractiveMovement() }
    func cancelInteractiveMovement() { base.cancelInteractiveMovement() }
}

@Suite struct EstimatingDataSourceTests {
    /// Once cells are measured, the layout reads the data through the measured estimates: the
    /// sections' own insets and spacings still come through, so the items stay where the data
    /// puts them after an edit.
    @Test func measuredCellsKeepTheSectionsInsetsAndSpacings() throws {
        let data = SpacedData(try notesData(count: 40))
        var options = ViewOptions()
        options.animationDuration = 0
        options.showsDevice = false
        let view = try CollectionViewState(
            data: data, layouts: selfSizingChoices(columns: 2), options: options, terminalWidth: 60, terminalHeight: 30)
        _ = screen(view)
        _ = try data.insertItem(after: IndexPath(section: 0, item: 30))
        view.dataChanged()
        view.settle()
        _ = screen(view)
        #expect(!view.sizing.measured.estimates.isEmpty)
        let estimating = view.layoutDataSource
        #expect(estimating.sectionInset(inSection: 0) == data.inset)
        #expect(estimating.lineSpacing(inSection: 0) == data.line)
        #expect(estimating.interitemSpacing(inSection: 0) == data.interitem)

        let width = view.layout.bounds.width
        let column = (width - data.inset.left - data.inset.right - data.interitem) / 2
        let frames = (0..<12).compactMap { view.layout.layoutAttributesForItem(at: IndexPath(section: 0, item: $0))?.frame }
        #expect(frames.count == 12)
        #expect(frames[0].minX == data.inset.left && frames[0].minY == data.inset.top)
        for f in frames {
            #expect(f.minX == data.inset.left || f.minX == data.inset.left + column + data.interitem, "\(f)")
            #expect(abs(f.width - column) < 0.01, "\(f)")
        }
        // Consecutive items of a column are the line spacing apart.
        for x in Set(frames.map(\.minX)) {
            let inColumn = frames.filter { $0.minX == x }.sorted { $0.minY < $1.minY }
            for (a, b) in zip(inColumn, inColumn.dropFirst()) { #expect(abs(b.minY - a.maxY - data.line) < 0.01, "\(a) \(b)") }
        }
    }
}
