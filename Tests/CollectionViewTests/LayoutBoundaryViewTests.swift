import CollectionLayout
import CollectionModel
import TerminalCore
import Testing
@testable import CollectionView

/// The whole layout's header (`configuration.boundarySupplementaryItems`) in the viewer: of no
/// section, it is named by its kind, not by section 0's title as that section's header is.
@Suite struct LayoutBoundaryViewTests {
    @Test func aLayoutsHeaderIsNamedByItsKind() throws {
        var section = SectionDescription(
            group: GroupDescription(
                axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
                subitems: [.item(ItemDescription(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1))))]))
        section.boundarySupplementaryItems = [BoundaryItemDescription(elementKind: .header, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)), alignment: .top)]
        var description = CompositionalDescription(sections: [section])
        description.boundarySupplementaryItems = [
            BoundaryItemDescription(elementKind: "team-banner", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(80)), alignment: .top)
        ]
        var options = ViewOptions()
        options.animationDuration = 0
        options.showsDevice = false
        let view = try CollectionViewState(
            data: ModelDataSource(data: CollectionData(generatedCounts: [4], seed: 1)),
            layouts: [LayoutChoice(name: "banner.json") { CompositionalLayout(description: description, bounds: $0) }], options: options,
            terminalWidth: 40, terminalHeight: 30)
        var buffer = CellBuffer(width: 0, height: 0)
        view.render(into: &buffer, now: 0)
        let rows = buffer.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func row(of kind: ElementKind) throws -> String {
            let frame = try #require(view.layout.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(section: 0, item: 0))).frame
            let rect = view.viewport.cellRect(for: frame)
            return rows[rect.y + (rect.height - 1) / 2]
        }
        // The banner 0–80 pt, section 0's header under it (80–120), its cells from 120.
        #expect(view.layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: IndexPath(section: 0, item: 0))?.frame.minY == 80)
        #expect(try row(of: "team-banner").trimmingCharacters(in: .whitespaces).hasPrefix("team-banner"))
        #expect(try row(of: .header).contains("Section 1"))
        #expect(!(try row(of: "team-banner")).contains("Section"))
    }
}
