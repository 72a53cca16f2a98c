import CollectionLayout
import Foundation
import Testing

@testable import cvsim

/// A compositional file of several sections shows every one of them without data options: one
/// generated section each, titled by its orthogonal behaviour.
@Suite struct SampleDataTests {
    static let behaviors = LayoutFileCommandTests.resources + "/orthogonal-behaviors.json"
    static let names = ["continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered"]

    @Test func theViewerShowsEveryBehaviourNamedInItsHeader() throws {
        let view = try RunCommand.parse(["--layout-file", Self.behaviors]).makeScene().view
        #expect(view.data.numberOfSections == 5)
        #expect((0..<5).map { view.data.numberOfItems(inSection: $0) } == Array(repeating: 20, count: 5))
        #expect((0..<5).map { view.data.sectionTitle($0) } == Self.names)
        #expect((0..<5).allSatisfy { view.layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: IndexPath(section: $0, item: 0)) != nil })
        #expect(view.data.pagination == .none, "fixed sections, no paging")
    }

    @Test func layoutPrintsTheSameSectionsWithoutItems() throws {
        let document = try LayoutCommandTests().layout(["--layout-file", Self.behaviors])
        let cells = document.elements.filter { $0.category == "cell" }
        #expect(Dictionary(grouping: cells, by: \.section).mapValues(\.count) == [0: 20, 1: 20, 2: 20, 3: 20, 4: 20])
        #expect(document.elements.filter { $0.kind == "header" }.map(\.section) == [0, 1, 2, 3, 4])
    }

    /// A Swift file whose section provider switches on a `CaseIterable` enum: one section per
    /// case, titled by it.
    @Test func theViewerShowsTheSectionsASwiftProviderImplies() throws {
        let path = LayoutFileCommandTests.resources + "/swift/SettingsViewController.swift"
        let view = try RunCommand.parse(["--layout-file", path]).makeScene().view
        #expect(view.data.numberOfSections == 5)
        #expect((0..<5).map { view.data.numberOfItems(inSection: $0) } == Array(repeating: 20, count: 5))
        #expect((0..<5).map { view.layout.listConfiguration(forSection: $0)?.appearance } == [nil, .insetGrouped, .insetGrouped, .insetGrouped, .insetGrouped])
        #expect((0..<5).map { view.data.sectionTitle($0) } == ["Shortcuts", "Account", "General", "Privacy", "About"])
        #expect(view.data.pagination == .none, "fixed sections, no paging")
    }

    /// A file of one section keeps the endless feed; `--items` replaces the sample.
    @Test func otherFilesAndGivenItemsAreUnchanged() throws {
        let list = try RunCommand.parse(["--layout-file", LayoutFileCommandTests.resources + "/list.json"]).makeScene().view
        #expect(list.data.sectionTitle(0) == "Feed" || list.data.numberOfSections == 0)
        #expect(list.data.pagination != .none)
        let given = try RunCommand.parse(["--layout-file", Self.behaviors, "--items", "3"]).makeScene().view
        #expect(given.data.numberOfSections == 1)
    }
}
