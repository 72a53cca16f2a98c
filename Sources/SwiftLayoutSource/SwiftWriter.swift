import CollectionFiles
import CollectionLayout

/// Writes a layout description as idiomatic UIKit Swift: `makeLayout() -> UICollectionViewLayout`
/// with named lets, and a section provider switching on `sectionIndex % n` when the sections
/// differ. What it writes parses without diagnostics and evaluates back to the same layout.
public enum SwiftWriter {
    /// The Swift source of `description`; `origin` (a file name) is named in its comment.
    ///
    /// - Throws: `LayoutFileError` for what UIKit has no words for: a built-in layout other than
    ///   the flow layout, per-section flow options, a group with `count` and several subitems.
    public static func source(of description: LayoutDescription, origin: String) throws(LayoutFileError) -> String {
        var out = "import UIKit\n\n/// The layout of \(origin), as `cvsim convert` wrote it.\n"
        switch description {
        case .compositional(let d): try compositional(d, into: &out)
        case .flow(let o): try flow(o, into: &out)
        case .waterfall, .mosaic, .horizontal:
            let kind = description.builtInName!
            throw LayoutFileError("the \(kind) layout is cvsim's own, with no UIKit equivalent to write; only \"flow\" and \"compositional\" files convert to Swift")
        }
        return out
    }

    static func number(_ v: Double) -> String { v.wholeOrDecimalText }

    static func literal(_ s: String) -> String {
        var r = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": r += "\\\""
            case "\\": r += "\\\\"
            case "\n": r += "\\n"
            case "\t": r += "\\t"
            case "\r": r += "\\r"
            default:
                if c.value < 0x20 || c.value == 0x7F { r += "\\u{\(String(c.value, radix: 16))}" } else { r.unicodeScalars.append(c) }
            }
        }
        return r + "\""
    }

    // MARK: - Compositional

    private static func compositional(_ d: CompositionalDescription, into out: inout String) throws(LayoutFileError) {
        var layoutWide = d
        layoutWide.sections = []
        let configured = layoutWide != CompositionalDescription(sections: [])
        if d.sections.count == 1, let list = d.sections[0].list, !list.setsItsSection, !configured {
            // Every section the one list: UIKit's whole-layout list.
            out += "func makeLayout() -> UICollectionViewLayout {\n"
            listConfiguration(list, into: &out)
            out += "    return UICollectionViewCompositionalLayout.list(using: configuration)\n}\n"
            return
        }
        out += "func makeLayout() -> UICollectionViewLayout {\n"
        if configured {
            out += "    let configuration = UICollectionViewCompositionalLayoutConfiguration()\n"
            if d.scrollDirection != .vertical { out += "    configuration.scrollDirection = .\(d.scrollDirection.rawValue)\n" }
            if d.interSectionSpacing != 0 { out += "    configuration.interSectionSpacing = \(number(d.interSectionSpacing))\n" }
            references(d.contentInsetsReference, d.supplementaryContentInsetsReference, of: "configuration", into: &out)
            var names = Names()
            boundaryItems(d.boundarySupplementaryItems, of: "configuration", names: &names, into: &out)
        }
        let tail = configured ? ", configuration: configuration)" : ")"
        // A list section is made from the provider's layout environment.
        let lists = d.sections.contains { $0.list != nil }
        func call(_ s: SectionDescription, _ name: String) -> String {
            s.list == nil ? "\(name)()" : "\(name)(layoutEnvironment: layoutEnvironment)"
        }
        if d.sections.count == 1, !lists {
            out += "    return UICollectionViewCompositionalLayout(section: makeSection()\(tail)\n}\n"
            try section(d.sections[0], name: "makeSection", direction: d.scrollDirection, into: &out)
            return
        }
        if d.sections.count == 1 {
            out += "    return UICollectionViewCompositionalLayout(sectionProvider: { _, layoutEnvironment in\n"
            out += "        \(call(d.sections[0], "makeSection"))\n    }\(tail)\n}\n"
            try section(d.sections[0], name: "makeSection", direction: d.scrollDirection, into: &out)
            return
        }
        out += "    return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, \(lists ? "layoutEnvironment" : "_") in\n"
        out += "        switch sectionIndex % \(d.sections.count) {\n"
        for (i, s) in d.sections.enumerated() {
            out += i == d.sections.count - 1 ? "        default: " : "        case \(i): "
            out += "return \(call(s, "makeSection\(i)"))\n"
        }
        out += "        }\n    }\(tail)\n}\n"
        for (i, s) in d.sections.enumerated() { try section(s, name: "makeSection\(i)", direction: d.scrollDirection, into: &out) }
    }

    /// `var configuration = UICollectionLayoutListConfiguration(…)` and the properties that differ
    /// from UIKit's defaults.
    private static func listConfiguration(_ list: ListConfiguration, into out: inout String) {
        var defaults = ListConfiguration(appearance: list.appearance)
        (defaults.sectionContentInsets, defaults.interGroupSpacing) = (list.sectionContentInsets, list.interGroupSpacing)
        let changed = list != defaults
        out += "    \(changed ? "var" : "let") configuration = UICollectionLayoutListConfiguration(appearance: .\(list.appearance.rawValue))\n"
        if list.headerMode != defaults.headerMode { out += "    configuration.headerMode = .\(list.headerMode.rawValue)\n" }
        if list.footerMode != defaults.footerMode { out += "    configuration.footerMode = .\(list.footerMode.rawValue)\n" }
        if list.showsSeparators != defaults.showsSeparators { out += "    configuration.showsSeparators = \(list.showsSeparators)\n" }
    }

    private static func dimension(_ d: LayoutDimension) -> String {
        switch d {
        case .fractionalWidth(let f): return ".fractionalWidth(\(number(f)))"
        case .fractionalHeight(let f): return ".fractionalHeight(\(number(f)))"
        case .absolute(let p): return ".absolute(\(number(p)))"
        case .estimated(let p): return ".estimated(\(number(p)))"
        }
    }

    private static func size(_ s: LayoutSize) -> String {
        "NSCollectionLayoutSize(widthDimension: \(dimension(s.width)), heightDimension: \(dimension(s.height)))"
    }

    private static func insets(_ i: DirectionalInsets) -> String {
        "NSDirectionalEdgeInsets(top: \(number(i.top)), leading: \(number(i.leading)), bottom: \(number(i.bottom)), trailing: \(number(i.trailing)))"
    }

    private static func edgeSpacing(_ i: DirectionalInsets) -> String {
        func side(_ v: Double) -> String { v == 0 ? "nil" : ".fixed(\(number(v)))" }
        return "NSCollectionLayoutEdgeSpacing(leading: \(side(i.leading)), top: \(side(i.top)), trailing: \(side(i.trailing)), bottom: \(side(i.bottom)))"
    }

    /// Names for the lets of one function: `item`, `item2`, `group`, `group2` …
    private struct Names {
        var used: [String: Int] = [:]
        mutating func next(_ base: String) -> String {
            let n = used[base, default: 0] + 1
            used[base] = n
            return n == 1 ? base : "\(base)\(n)"
        }
    }

    /// `TARGET.contentInsetsReference = .x` and the supplementary one, when not `.automatic`.
    private static func references(_ content: ContentInsetsReference, _ supplementary: ContentInsetsReference, of target: String, into body: inout String) {
        if content != .automatic { body += "    \(target).contentInsetsReference = .\(content.rawValue)\n" }
        if supplementary != .automatic { body += "    \(target).supplementaryContentInsetsReference = .\(supplementary.rawValue)\n" }
    }

    /// `let header = NSCollectionLayoutBoundarySupplementaryItem(…)` for each item, then
    /// `TARGET.boundarySupplementaryItems = [header, …]` (nothing for none).
    private static func boundaryItems(
        _ items: [BoundaryItemDescription], of target: String = "section", names: inout Names, into body: inout String
    ) {
        var boundary: [String] = []
        for b in items {
            let base = b.elementKind == .header ? "header" : b.elementKind == .footer ? "footer" : "supplementary"
            let let_ = names.next(base)
            let kind = b.elementKind == .header ? "UICollectionView.elementKindSectionHeader"
                : b.elementKind == .footer ? "UICollectionView.elementKindSectionFooter" : literal(b.elementKind.rawValue)
            body += "    let \(let_) = NSCollectionLayoutBoundarySupplementaryItem(\n"
            body += "        layoutSize: \(size(b.size)),\n        elementKind: \(kind), alignment: .\(b.alignment.rawValue))\n"
            if b.pinToVisibleBounds { body += "    \(let_).pinToVisibleBounds = true\n" }
            if !b.extendsBoundary { body += "    \(let_).extendsBoundary = false\n" }
            if b.zIndex != ZIndex.supplementary { body += "    \(let_).zIndex = \(b.zIndex)\n" }
            if b.contentInsets != .zero { body += "    \(let_).contentInsets = \(insets(b.contentInsets))\n" }
            boundary.append(let_)
        }
        if !items.isEmpty { body += "    \(target).boundarySupplementaryItems = [\(boundary.joined(separator: ", "))]\n" }
    }

    private static func section(_ s: SectionDescription, name: String, direction: ScrollDirection, into out: inout String) throws(LayoutFileError) {
        if let list = s.list {
            out += "\nfunc \(name)(layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {\n"
            listConfiguration(list, into: &out)
            guard list.setsItsSection else {
                out += "    return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)\n}\n"
                return
            }
            out += "    let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)\n"
            if let i = list.sectionContentInsets { out += "    section.contentInsets = \(insets(i))\n" }
            if list.interGroupSpacing != 0 { out += "    section.interGroupSpacing = \(number(list.interGroupSpacing))\n" }
            if let items = list.sectionBoundaryItems {
                // The code's own items, none included (`[]` removes the header the modes make).
                var names = Names()
                boundaryItems(items, names: &names, into: &out)
                if items.isEmpty { out += "    section.boundarySupplementaryItems = []\n" }
            }
            out += "    return section\n}\n"
            return
        }
        var names = Names()
        var body = ""
        let group = try group(s.group, names: &names, into: &body)
        body += "    let section = NSCollectionLayoutSection(group: \(group))\n"
        if s.interGroupSpacing != 0 { body += "    section.interGroupSpacing = \(number(s.interGroupSpacing))\n" }
        if s.contentInsets != .zero { body += "    section.contentInsets = \(insets(s.contentInsets))\n" }
        if s.orthogonalScrollingBehavior != .none { body += "    section.orthogonalScrollingBehavior = .\(s.orthogonalScrollingBehavior.rawValue)\n" }
        references(s.contentInsetsReference, s.supplementaryContentInsetsReference, of: "section", into: &body)
        if !s.supplementariesFollowContentInsets { body += "    section.supplementariesFollowContentInsets = false\n" }
        boundaryItems(s.boundarySupplementaryItems, names: &names, into: &body)
        var decorations: [String] = []
        for d in s.decorationItems {
            let let_ = names.next("background")
            body += "    let \(let_) = NSCollectionLayoutDecorationItem.background(elementKind: \(literal(d.elementKind.rawValue)))\n"
            if d.contentInsets != .zero { body += "    \(let_).contentInsets = \(insets(d.contentInsets))\n" }
            if d.zIndex != ZIndex.background { body += "    \(let_).zIndex = \(d.zIndex)\n" }
            decorations.append(let_)
        }
        if !decorations.isEmpty { body += "    section.decorationItems = [\(decorations.joined(separator: ", "))]\n" }
        out += "\nfunc \(name)() -> NSCollectionLayoutSection {\n\(body)    return section\n}\n"
    }

    /// A badge's parts as Swift.
    private struct BadgeText {
        var badge: ItemSupplementaryDescription

        static func anchor(_ a: LayoutAnchor) -> String {
            let edges = RectEdge.allCases.filter { a.edges.contains($0) }.map { ".\($0.rawValue)" }.joined(separator: ", ")
            switch a.offset {
            case .absolute(0, 0): return "NSCollectionLayoutAnchor(edges: [\(edges)])"
            case .absolute(let x, let y): return "NSCollectionLayoutAnchor(edges: [\(edges)], absoluteOffset: CGPoint(x: \(number(x)), y: \(number(y))))"
            case .fractional(let x, let y): return "NSCollectionLayoutAnchor(edges: [\(edges)], fractionalOffset: CGPoint(x: \(number(x)), y: \(number(y))))"
            }
        }
    }

    /// Writes a badge's anchors and `NSCollectionLayoutSupplementaryItem`; returns its name.
    private static func badge(_ text: BadgeText, names: inout Names, into body: inout String) -> String {
        let b = text.badge
        let anchor = names.next("badgeAnchor")
        body += "    let \(anchor) = \(BadgeText.anchor(b.containerAnchor))\n"
        var itemAnchor = ""
        if let own = b.itemAnchor {
            let name = names.next("badgeItemAnchor")
            body += "    let \(name) = \(BadgeText.anchor(own))\n"
            itemAnchor = ", itemAnchor: \(name)"
        }
        let let_ = names.next("badge")
        body += "    let \(let_) = NSCollectionLayoutSupplementaryItem(\n"
        body += "        layoutSize: \(size(b.size)),\n        elementKind: \(literal(b.elementKind.rawValue)), containerAnchor: \(anchor)\(itemAnchor))\n"
        if b.zIndex != ZIndex.supplementary { body += "    \(let_).zIndex = \(b.zIndex)\n" }
        if b.contentInsets != .zero { body += "    \(let_).contentInsets = \(insets(b.contentInsets))\n" }
        return let_
    }

    /// Writes the lets of a group's subitems and the group; returns the group's name.
    private static func group(_ g: GroupDescription, names: inout Names, into body: inout String) throws(LayoutFileError) -> String {
        if let frames = g.customFrames {
            let let_ = names.next("group")
            body += "    let \(let_) = NSCollectionLayoutGroup.custom(layoutSize: \(size(g.size))) { _ in\n        [\n"
            for f in frames {
                body += "            NSCollectionLayoutGroupCustomItem(frame: CGRect(x: \(number(f.minX)), y: \(number(f.minY)), width: \(number(f.width)), height: \(number(f.height)))),\n"
            }
            body += "        ]\n    }\n"
            return let_
        }
        var subitems: [String] = []
        for element in g.subitems {
            switch element {
            case .item(let i):
                guard i.flexibleEdges.isEmpty else {
                    throw LayoutFileError("an item's flexible edge spacing has no Swift that cvsim reads back (NSCollectionLayoutEdgeSpacing with .flexible)")
                }
                let badges = i.supplementaryItems.map { badge(BadgeText(badge: $0), names: &names, into: &body) }
                let let_ = names.next("item")
                if badges.isEmpty {
                    body += "    let \(let_) = NSCollectionLayoutItem(layoutSize: \(size(i.size)))\n"
                } else {
                    body += "    let \(let_) = NSCollectionLayoutItem(layoutSize: \(size(i.size)), supplementaryItems: [\(badges.joined(separator: ", "))])\n"
                }
                if i.contentInsets != .zero { body += "    \(let_).contentInsets = \(insets(i.contentInsets))\n" }
                if i.edgeSpacing != .zero { body += "    \(let_).edgeSpacing = \(edgeSpacing(i.edgeSpacing))\n" }
                subitems.append(let_)
            case .group(let inner):
                subitems.append(try group(inner, names: &names, into: &body))
            }
        }
        let let_ = names.next("group")
        if let count = g.count {
            guard subitems.count == 1 else {
                throw LayoutFileError("a group with \"count\" and \(subitems.count) subitems has no UIKit equivalent (subitem:count: takes one)")
            }
            body += "    let \(let_) = NSCollectionLayoutGroup.\(g.axis.rawValue)(\n        layoutSize: \(size(g.size)),\n        subitem: \(subitems[0]), count: \(count))\n"
        } else {
            body += "    let \(let_) = NSCollectionLayoutGroup.\(g.axis.rawValue)(\n        layoutSize: \(size(g.size)),\n        subitems: [\(subitems.joined(separator: ", "))])\n"
        }
        switch g.interItemSpacing {
        case .fixed(0): break
        case .fixed(let p): body += "    \(let_).interItemSpacing = .fixed(\(number(p)))\n"
        case .flexible(let p): body += "    \(let_).interItemSpacing = .flexible(\(number(p)))\n"
        }
        if g.contentInsets != .zero { body += "    \(let_).contentInsets = \(insets(g.contentInsets))\n" }
        if g.edgeSpacing != .zero { body += "    \(let_).edgeSpacing = \(edgeSpacing(g.edgeSpacing))\n" }
        return let_
    }

    // MARK: - Flow

    private static func flow(_ c: FlowOptions, into out: inout String) throws(LayoutFileError) {
        guard c.sections.isEmpty else {
            throw LayoutFileError("per-section options of a flow layout are a delegate's answers in UIKit (insetForSectionAt: …), not written by convert")
        }
        guard !c.sectionBackgrounds, c.sectionSpacing == 0 else {
            throw LayoutFileError("\"sectionBackground\" and \"sectionSpacing\" have no UICollectionViewFlowLayout property")
        }
        let horizontal = c.scrollDirection == .horizontal
        if !c.uniformItemSize, !c.selfSizing {
            // Read back, every cell is `itemSize`, as in UIKit.
            out += "// The file sized each item by the data's size hint; here every cell is itemSize unless a delegate's\n"
            out += "// collectionView(_:layout:sizeForItemAt:) answers, as in UIKit.\n"
        }
        out += "func makeLayout() -> UICollectionViewLayout {\n    let layout = UICollectionViewFlowLayout()\n"
        if horizontal { out += "    layout.scrollDirection = .horizontal\n" }
        out += "    layout.itemSize = CGSize(width: \(number(c.itemSize.width)), height: \(number(c.itemSize.height)))\n"
        out += "    layout.minimumLineSpacing = \(number(c.lineSpacing))\n"
        out += "    layout.minimumInteritemSpacing = \(number(c.interitemSpacing))\n"
        let i = c.sectionInset
        if i != .zero {
            out += "    layout.sectionInset = UIEdgeInsets(top: \(number(i.top)), left: \(number(i.left)), bottom: \(number(i.bottom)), right: \(number(i.right)))\n"
        }
        func reference(_ length: Double) -> String {
            horizontal ? "CGSize(width: \(number(length)), height: 0)" : "CGSize(width: 0, height: \(number(length)))"
        }
        if c.headerHeight != 0 { out += "    layout.headerReferenceSize = \(reference(c.headerHeight))\n" }
        if c.footerHeight != 0 { out += "    layout.footerReferenceSize = \(reference(c.footerHeight))\n" }
        if c.sectionInsetReference != .fromContentInset { out += "    layout.sectionInsetReference = .\(c.sectionInsetReference.rawValue)\n" }
        if c.pinHeaders { out += "    layout.sectionHeadersPinToVisibleBounds = true\n" }
        if c.selfSizing { out += "    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize\n" }
        out += "    return layout\n}\n"
    }
}
