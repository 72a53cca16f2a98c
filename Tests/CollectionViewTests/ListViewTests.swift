import CollectionFiles
import TerminalCore
import CollectionLayout
import CollectionModel
import Foundation
import Testing
@testable import CollectionView

/// The viewer over the list resource files (`Resources/layouts/settings-list.json`,
/// `mail-list.json`, `sidebar.json` with their datasets): rows measured with the list's margins,
/// and whole screens of each appearance.
@Suite struct ListViewTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Resources").standardized.path

    func makeView(layout: String, data: String, width: Int = 48, height: Int = 24, ascii: Bool = false) throws -> CollectionViewState {
        let file = try LayoutFile.load(contentsOf: "\(Self.resources)/layouts/\(layout)")
        let dataset = try Dataset.load(contentsOf: "\(Self.resources)/datasets/\(data)")
        var options = ViewOptions()
        options.animationDuration = 0
        options.showsDevice = false
        options.asciiOnly = ascii
        return try CollectionViewState(
            data: ModelDataSource(data: try CollectionData(dataset: dataset)),
            layouts: [LayoutChoice.file(name: layout, file: file)], options: options, terminalWidth: width, terminalHeight: height)
    }

    /// Every row on screen is as tall as its text set as a list row: 11 pt above and below,
    /// the layout margin each side, never under 44 pt.
    @Test func rowsAreMeasuredAsListRows() throws {
        let view = try makeView(layout: "mail-list.json", data: "mailbox.json")
        #expect(view.layout.listConfiguration(forSection: 0)?.appearance == .plain)
        var checked = 0
        for element in view.layout.layoutAttributesForElements(in: view.viewport.visibleRect) where element.category == .cell {
            let content = view.data.content(at: element.indexPath)
            let style = CellTextStyle.listRow(ListMetrics(.plain, containerWidth: element.frame.width), category: .default)
            #expect(element.frame.height == onPixels(style.height(title: content.title, body: content.body, width: element.frame.width), view))
            #expect(element.frame.height > 44)
            checked += 1
        }
        #expect(checked > 2)
    }

    @Test func settingsStyleInsetGroupedList() throws {
        let view = try makeView(layout: "settings-list.json", data: "settings.json")
        let text = screen(view)
        #expect(text.contains("CONNECTIVITY"), "grouped headers in capitals")
        #expect(text.contains("◢") && text.contains("◤"), "rounded corners")
        assertSnapshot(text, named: "list-inset-grouped")
        view.press(.tab, .tab)
        #expect(view.interaction.focus == IndexPath(section: 0, item: 2))
        // The focused row is drawn selected (its whole width), the others in the grouped row colour.
        var buffer = CellBuffer(width: 0, height: 0)
        view.render(into: &buffer, now: 0)
        let rows = buffer.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let focused = try #require(rows.firstIndex { $0.contains("Bluetooth") })
        let other = try #require(rows.firstIndex { $0.contains("Wi-Fi") })
        #expect(buffer[4, focused].style.background == RenderPass.ListPalette.selected)
        #expect(buffer[4, focused].style.attributes.contains(.bold))
        #expect(buffer[44, focused].style.background == RenderPass.ListPalette.selected)
        #expect(buffer[4, other].style.background == RenderPass.ListPalette.groupedRow)
        #expect(buffer[0, other].style.background == .default, "the grouped background around the block")
    }

    @Test func insetGroupedWithoutUnicodeIsNotched() throws {
        let view = try makeView(layout: "settings-list.json", data: "settings.json", ascii: true)
        let text = screen(view)
        #expect(!text.contains("◢") && !text.contains("─"))
        #expect(text.contains("-----"), "separators in ASCII")
    }

    /// A mail row in Chinese on a phone in the bezel (100×30): the row is as tall as the device
    /// measures it (87.2 pt, two lines of body), which is three terminal rows here — the sender
    /// and the first line of the body, cut by display width with `…`, not the sender alone.
    @Test func aChineseMailRowKeepsItsBody() throws {
        let file = try LayoutFile.load(contentsOf: "\(Self.resources)/layouts/mail-list.json")
        let item = Item(
            id: ItemID("c1"), title: "李娜", height: 44, color: "#0a84ff",
            body: "周五一起吃午饭吗？——你好！周五中午有空吗？车站附近新开了一家拉面店，味道很好。")
        let data = try CollectionData(sections: [Section(title: "收件箱", items: [item] + (0..<30).map {
            Item(id: ItemID("m\($0)"), title: "Sender \($0)", height: 44, color: "#0a84ff", body: "Subject \($0) — a short note")
        })])
        var options = ViewOptions()
        options.animationDuration = 0
        let view = try CollectionViewState(
            data: ModelDataSource(data: data), layouts: [LayoutChoice.file(name: "mail-list.json", file: file)], options: options,
            terminalWidth: 100, terminalHeight: 30)
        let frame = try #require(view.layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 0))).frame
        let style = CellTextStyle.listRow(ListMetrics(.plain, containerWidth: frame.width), category: .default)
        #expect(frame.height == onPixels(style.height(title: item.title, body: item.body ?? "", width: frame.width), view))
        let rows = screen(view).split(separator: "\n").map(String.init)
        let sender = try #require(rows.firstIndex { $0.contains("李娜") })
        #expect(!rows[sender].contains("…"), "the sender whole")
        #expect(rows[sender + 1].contains("周五一起吃午饭吗") && rows[sender + 1].contains("…"), "\(rows[sender + 1])")
    }

    @Test func mailStylePlainList() throws {
        let view = try makeView(layout: "mail-list.json", data: "mailbox.json")
        assertSnapshot(screen(view), named: "list-plain-mail")
    }

    @Test func sidebarWithHeaderItems() throws {
        let view = try makeView(layout: "sidebar.json", data: "sidebar.json")
        let text = screen(view)
        #expect(!text.contains("─"), "a sidebar has no separators")
        #expect(text.contains("Library") && text.contains("⌄"), "the first item is the section's header, with a disclosure chevron")
        assertSnapshot(text, named: "list-sidebar")
    }

    /// A text size step measures the rows again with the list's margins: every row grows.
    @Test func dynamicTypeGrowsListRows() throws {
        let view = try makeView(layout: "settings-list.json", data: "settings.json")
        let before = try #require(view.layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 0))).frame.height
        #expect(before == 44)
        view.setContentSizeCategory(.accessibilityExtraExtraExtraLarge)
        let after = try #require(view.layout.layoutAttributesForItem(at: IndexPath(section: 0, item: 0))).frame
        let style = CellTextStyle.listRow(ListMetrics(.insetGrouped, containerWidth: view.layout.bounds.width), category: .accessibilityExtraExtraExtraLarge)
        #expect(after.height == onPixels(style.height(title: "Airplane Mode", body: "", width: after.width), view))
        #expect(after.height > 44)
    }
}
