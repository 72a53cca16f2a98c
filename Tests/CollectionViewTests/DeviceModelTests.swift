import CollectionLayout
import Foundation
import Testing
@testable import CollectionView

/// The models `--device` takes against the table docs/layout-files.md publishes with its sources
/// ("The device's safe area"): every model, both ways up — so the code and its documentation
/// cannot drift apart — and against the figures the issue gave from Apple's devices.
@Suite struct DeviceModelTests {
    static let doc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/layout-files.md").standardized.path

    /// One row of the documented table.
    struct Row {
        var name, model: String
        var size: Size
        var scale: Double
        var top: String
        var portrait, landscape: EdgeInsets
    }

    static func insets(_ text: String) -> EdgeInsets? {
        let n = text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        return n.count == 4 ? EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3]) : nil
    }

    /// The rows of the table `| \`--device\` | model | points | scale | top | portrait | landscape |`.
    static func documentedRows() throws -> [Row] {
        let text = try String(contentsOfFile: doc, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> Row? in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 9, cells[1].hasPrefix("`i"), cells[3].contains("×") else { return nil }
            let points = cells[3].split(separator: "×").compactMap { Double($0) }
            guard points.count == 2, let scale = Double(cells[4]), let portrait = insets(cells[6]), let landscape = insets(cells[7]) else { return nil }
            return Row(
                name: cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`")), model: cells[2],
                size: Size(width: points[0], height: points[1]), scale: scale, top: cells[5], portrait: portrait, landscape: landscape)
        }
    }

    @Test func everyModelBothWaysUpIsAsDocumented() throws {
        let rows = try Self.documentedRows()
        #expect(rows.map(\.name) == Device.presets.map(\.name), "the table lists every model, in the help's order")
        for (row, device) in zip(rows, Device.presets) {
            #expect(device.model == row.model && device.size == row.size && device.scale == row.scale, "\(row.name)")
            #expect(device.topFeature.rawValue == row.top, "\(row.name)")
            // What the view and the commands use: the screen's insets without bars, held each way.
            for (screen, expected) in [(device.size, row.portrait), (device.size.transposed, row.landscape)] {
                let insets = device.screenInsets(screen: screen, chrome: .none, behavior: .automatic)
                #expect(insets.expandedSafeArea == expected, "\(row.name) \(screen)")
                #expect(insets.compactHeight == (row.name.hasPrefix("iphone") && screen.width > screen.height), "\(row.name) \(screen)")
            }
        }
    }

    /// The figures the issue quoted (size, portrait top/bottom, landscape side/bottom), each
    /// checked against a published source (docs/layout-files.md).
    @Test(arguments: [
        ("iphone-se", 375.0, 667.0, 20.0, 0.0, 0.0, 0.0),
        ("iphone-13-mini", 375, 812, 50, 34, 50, 21),
        ("iphone-14", 390, 844, 47, 34, 47, 21),
        ("iphone-15", 393, 852, 59, 34, 59, 21),
        ("iphone-15-pro-max", 430, 932, 59, 34, 59, 21),
        ("iphone-16-pro", 402, 874, 62, 34, 62, 21),
    ])
    func theIssuesFigures(name: String, width: Double, height: Double, top: Double, bottom: Double, side: Double, sideBottom: Double) throws {
        let device = try Device.named(name)
        #expect(device.size == Size(width: width, height: height))
        #expect(device.portraitInsets == EdgeInsets(top: top, left: 0, bottom: bottom, right: 0))
        #expect(device.landscapeInsets == EdgeInsets(top: 0, left: side, bottom: sideBottom, right: side))
        #expect(device.scale == (name == "iphone-se" ? 2 : 3))
    }

    /// The old names are aliases of one model each, as documented; `iphone` is the newest iPhone.
    @Test func oldNamesAreAliases() throws {
        #expect(try Device.named("iphone") == .iPhone16Pro)
        #expect(try Device.named("iphone-mini") == .iPhone13Mini)
        #expect(try Device.named("iphone-pro-max") == .iPhone15ProMax)
        #expect(try Device.named("ipad") == .iPadAir11)
        #expect(try Device.named("ipad-mini") == .iPadMini6)
        let text = try String(contentsOfFile: Self.doc, encoding: .utf8)
        for (alias, model) in Device.aliases { #expect(text.contains("`\(alias)` = `\(model)`"), "\(alias) documented") }
        #expect(Device.default == .iPhone14)
    }
}
