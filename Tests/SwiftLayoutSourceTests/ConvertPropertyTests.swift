import CollectionFiles
import CollectionLayout
import CollectionModel
import SwiftLayoutSource
import SwiftParser
import SwiftSyntax
import Testing

/// Random layout files written as Swift the way `cvsim convert` writes them, read back by the
/// evaluator: the same description and the same frames as the JSON file's. List sections (with
/// the insets, row spacing and boundary items the code gives them) and whole-layout lists among them,
/// the whole layout's boundary items and insets references.
@Suite struct ConvertPropertyTests {
    struct Generator {
        var rng: SplitMix64

        mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
        mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
        mutating func points() -> Double { chance(0.5) ? 0 : Double(int(0...16)) / (chance(0.3) ? 4 : 1) }
        mutating func small() -> Double { chance(0.6) ? 0 : Double(int(0...4)) }
        mutating func insets() -> DirectionalInsets {
            chance(0.5) ? .zero : DirectionalInsets(top: small(), leading: small(), bottom: small(), trailing: small())
        }

        /// A subitem's size in a group of `n` subitems along `axis`: mostly fractions that fit.
        mutating func size(in axis: GroupAxis, of n: Int, estimatedAllowed: Bool) -> LayoutSize {
            let share = 1 / Double(n + 1)
            func along(_ fraction: Double) -> Double { (fraction * share * 20).rounded(.down) / 20 }
            var width: LayoutDimension = .fractionalWidth(Swift.max(0.05, axis == .horizontal ? along(Double(int(10...20)) / 20) : Double(int(10...20)) / 20))
            var height: LayoutDimension = .fractionalHeight(Swift.max(0.05, axis == .vertical ? along(Double(int(10...20)) / 20) : Double(int(10...20)) / 20))
            if chance(0.1) { width = .absolute(Double(int(2...8))) }
            if chance(0.1) { height = .absolute(Double(int(2...8))) }
            if estimatedAllowed, chance(0.1) { height = .estimated(Double(int(2...8))) }
            return LayoutSize(width: width, height: height)
        }

        mutating func group(depth: Int, size: LayoutSize) -> GroupDescription {
            let axis: GroupAxis = chance(0.5) ? .horizontal : .vertical
            let n = int(1...3)
            var subitems: [LayoutElement] = []
            for _ in 0..<n {
                let inner = self.size(in: axis, of: n, estimatedAllowed: false)
                if depth < 3, chance(0.25) {
                    subitems.append(.group(group(depth: depth + 1, size: inner)))
                } else {
                    var item = ItemDescription(size: inner, contentInsets: insets(), edgeSpacing: chance(0.2) ? insets() : .zero)
                    if chance(0.2) { item.supplementaryItems = [badge()] }
                    subitems.append(.item(item))
                }
            }
            let count = subitems.count == 1 && chance(0.4) ? int(1...4) : nil
            let spacing: LayoutSpacing = chance(0.5) ? .fixed(small()) : .flexible(small())
            return GroupDescription(
                axis: axis, size: size, subitems: subitems, count: count, interItemSpacing: spacing, contentInsets: insets(),
                edgeSpacing: chance(0.2) ? insets() : .zero)
        }

        /// An anchor at some of the edges, moved by a fractional or an absolute offset (or none).
        mutating func anchor() -> LayoutAnchor {
            // At most one edge of each axis: opposite edges name no point.
            var edges: Set<RectEdge> = []
            if chance(0.6) { edges.insert(chance(0.5) ? .top : .bottom) }
            if chance(0.6) { edges.insert(chance(0.5) ? .leading : .trailing) }
            switch int(0...2) {
            case 0: return LayoutAnchor(edges: edges)
            case 1: return LayoutAnchor(edges: edges, offset: .fractional(x: Double(int(-4...4)) / 4, y: Double(int(-4...4)) / 4))
            default: return LayoutAnchor(edges: edges, offset: .absolute(x: Double(int(-8...8)), y: Double(int(-8...8))))
            }
        }

        /// A badge of an item, as `NSCollectionLayoutSupplementaryItem`.
        mutating func badge() -> ItemSupplementaryDescription {
            var badge = ItemSupplementaryDescription(
                elementKind: "badge", size: LayoutSize(width: .absolute(Double(int(6...24))), height: chance(0.2) ? .fractionalHeight(0.25) : .absolute(Double(int(6...24)))),
                containerAnchor: anchor(), itemAnchor: chance(0.3) ? anchor() : nil)
            if chance(0.3) { badge.zIndex = int(-3...30) }
            badge.contentInsets = insets()
            return badge
        }

        /// A custom group: 1 to 4 frames anywhere near the group, as an item provider gives them.
        mutating func customGroup(size: LayoutSize) -> GroupDescription {
            let frames = (0..<int(1...4)).map { _ in
                Rect(x: Double(int(0...300)), y: Double(int(0...60)), width: Double(int(1...120)), height: Double(int(1...60)) / (chance(0.3) ? 4 : 1))
            }
            return GroupDescription(size: size, customFrames: frames)
        }

        mutating func list() -> ListConfiguration {
            let appearances = ListConfiguration.Appearance.allCases
            let headers = ListConfiguration.HeaderMode.allCases
            let footers = ListConfiguration.FooterMode.allCases
            var list = ListConfiguration(
                appearance: appearances[int(0...appearances.count - 1)], headerMode: headers[int(0...headers.count - 1)],
                footerMode: footers[int(0...footers.count - 1)], showsSeparators: chance(0.7))
            // What the code sets on the section the list returns (`section.contentInsets = …`).
            if chance(0.3) { list.sectionContentInsets = insets() }
            if chance(0.3) { list.interGroupSpacing = points() }
            if chance(0.2) {
                list.sectionBoundaryItems = (0..<int(0...2)).map { _ in
                    BoundaryItemDescription(
                        elementKind: chance(0.5) ? .header : "list-title",
                        size: LayoutSize(width: .fractionalWidth(1), height: chance(0.5) ? .estimated(Double(int(10...60))) : .absolute(Double(int(10...60)))),
                        alignment: chance(0.5) ? .top : .bottom)
                }
            }
            return list
        }

        mutating func reference() -> ContentInsetsReference { ContentInsetsReference.allCases[int(0...ContentInsetsReference.allCases.count - 1)] }

        mutating func boundaryItem(_ direction: ScrollDirection, kinds: [ElementKind]) -> BoundaryItemDescription {
            let fitting = BoundaryAlignment.allCases.filter { $0.isBefore(direction) != nil }
            var b = BoundaryItemDescription(
                elementKind: kinds[int(0...kinds.count - 1)],
                size: LayoutSize(width: .fractionalWidth(1), height: chance(0.3) ? .estimated(Double(int(10...60))) : .absolute(Double(int(10...60)))),
                alignment: fitting[int(0...fitting.count - 1)])
            b.pinToVisibleBounds = chance(0.3)
            b.extendsBoundary = chance(0.8)
            if chance(0.3) { b.zIndex = int(-5...20) }
            b.contentInsets = insets()
            return b
        }

        mutating func section(_ direction: ScrollDirection) -> SectionDescription {
            // Lists scroll vertically only.
            if direction == .vertical, chance(0.2) { return SectionDescription(list: list()) }
            let top = LayoutSize(
                width: chance(0.8) ? .fractionalWidth(Double(int(10...20)) / 20) : .absolute(Double(int(100...300))),
                height: chance(0.8) ? .absolute(Double(int(40...240))) : .fractionalHeight(Double(int(2...6)) / 20))
            var s = SectionDescription(group: chance(0.15) ? customGroup(size: top) : group(depth: 1, size: top))
            s.interGroupSpacing = points()
            s.contentInsets = insets()
            s.orthogonalScrollingBehavior = chance(0.6) ? .none : OrthogonalScrollingBehavior.allCases[int(0...5)]
            for _ in 0..<int(0...2) { s.boundarySupplementaryItems.append(boundaryItem(direction, kinds: [.header, .footer, "badge-kind"])) }
            if chance(0.2) { s.contentInsetsReference = reference() }
            if chance(0.1) { s.supplementaryContentInsetsReference = reference() }
            s.supplementariesFollowContentInsets = chance(0.8)
            if chance(0.3) {
                s.decorationItems = [
                    DecorationItemDescription(
                        elementKind: chance(0.5) ? .background : "posts-background", contentInsets: insets(), zIndex: chance(0.3) ? int(-3...3) : ZIndex.background)
                ]
            }
            return s
        }

        mutating func file() -> LayoutDescription {
            if chance(0.1) {
                var c = FlowOptions()
                c.scrollDirection = chance(0.3) ? .horizontal : .vertical
                c.itemSize = Size(width: Double(int(10...200)), height: Double(int(10...200)))
                c.lineSpacing = points()
                c.interitemSpacing = points()
                c.sectionInset = EdgeInsets(top: points(), left: points(), bottom: points(), right: points())
                c.headerHeight = chance(0.5) ? Double(int(10...40)) : 0
                c.footerHeight = chance(0.3) ? Double(int(10...40)) : 0
                c.pinHeaders = chance(0.3)
                c.selfSizing = c.scrollDirection == .vertical && chance(0.3)
                if chance(0.3) { c.sectionInsetReference = FlowSectionInsetReference.allCases[int(0...2)] }
                return .flow(c)
            }
            if chance(0.05) { return .compositional(CompositionalDescription(list: list())) }
            let direction: ScrollDirection = chance(0.75) ? .vertical : .horizontal
            var sections: [SectionDescription] = []
            for _ in 0..<int(1...3) { sections.append(section(direction)) }
            var d = CompositionalDescription(scrollDirection: direction, interSectionSpacing: points(), sections: sections)
            if chance(0.2) { d.contentInsetsReference = reference() }
            if chance(0.1) { d.supplementaryContentInsetsReference = reference() }
            // The whole layout's header and footer; `.header` may clash with section 0's.
            for _ in 0..<(chance(0.3) ? int(1...2) : 0) {
                d.boundarySupplementaryItems.append(boundaryItem(direction, kinds: ["layout-header", "layout-footer", .header]))
            }
            return .compositional(d)
        }
    }

    /// The elements of a layout file's layout, or its error.
    static func laidOut(_ make: (Rect) -> any CollectionLayout, counts: [Int]) -> [String] {
        let layout = make(Rect(origin: .zero, size: phone))
        do {
            try layout.prepare(StaticDataSource(counts: counts))
            try layout.layOutCompletely()
        } catch {
            return ["error: \(error)"]
        }
        return elements(of: layout)
    }

    /// 1 000 seeds in ten runs of 100 (run side by side).
    @Test(arguments: 0..<10)
    func randomLayoutFilesConvertToSwiftAndBackToTheSameFrames(run: Int) throws {
        var laidOutCases = 0
        for seed in run * 100..<(run + 1) * 100 {
            var generator = Generator(rng: SplitMix64(seed: UInt64(seed)))
            let original = generator.file()
            // Through JSON, as `convert` reads it.
            let json = original.encodedJSON()
            let file = try LayoutFile.decode(Array(json.utf8), name: "random-\(seed).json")
            #expect(file == original, "seed \(seed): JSON round trip\n\(json)")
            let swift = try SwiftWriter.source(of: file, origin: "random-\(seed).json")
            let tree = Parser.parse(source: swift)
            #expect(!tree.hasError, "seed \(seed): the Swift does not parse\n\(swift)")
            let environment = LayoutEnvironment(containerSize: phone)
            let evaluated = try SwiftLayoutSource.parse(Array(swift.utf8), name: "random-\(seed).swift").evaluate(device: environment)
            var sectionCount = 1
            if case .compositional(let d) = file { sectionCount = d.sections.count }
            let back = try evaluated.layoutDescription(sections: sectionCount, environment: environment)
            let counts = (0..<sectionCount * 2).map { (seed + $0) % 7 + 1 }
            let expected = Self.laidOut({ file.makeLayout(name: "compositional", bounds: $0) }, counts: counts)
            let actual = Self.laidOut({ evaluated.makeLayout(bounds: $0) }, counts: counts)
            #expect(actual == expected, "seed \(seed)\n\(swift)")
            // The provider's sections repeat with the file's period only when they differ.
            if case .compositional(let d) = file, case .compositional(let e) = back, Set(d.sections).count == d.sections.count {
                #expect(e == d, "seed \(seed): the description read back")
            }
            if !(expected.first?.hasPrefix("error") ?? true) { laidOutCases += 1 }
        }
        // Most random files lay out (the rest fail the same way both ways).
        #expect(laidOutCases > 50)
    }
}
