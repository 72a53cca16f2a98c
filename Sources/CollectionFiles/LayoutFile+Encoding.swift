import CollectionLayout
import CollectionModel

extension LayoutDescription {
    /// The layout as layout-file JSON (docs/layout-files.md) that `LayoutFile.decode` reads back
    /// to the same value: two-space indented, defaults left out.
    ///
    /// - Complexity: O(size of the description).
    public func encodedJSON() -> String {
        var w = JSONWriter()
        switch self {
        case .compositional(let d)
        where d.sections.count == 1 && d.sections[0].list.map({ !$0.setsItsSection }) == true && d == CompositionalDescription(list: d.sections[0].list!):
            // Every section the one list (`UICollectionViewCompositionalLayout.list(using:)`).
            w.open("{")
            w.key("list")
            w.list(d.sections[0].list!)
            w.close("}")
        case .compositional(let d):
            w.open("{")
            w.field("layout", "\"compositional\"")
            if d.scrollDirection != .vertical { w.field("scrollDirection", w.string(d.scrollDirection.rawValue)) }
            if d.interSectionSpacing != 0 { w.field("interSectionSpacing", w.number(d.interSectionSpacing)) }
            w.references(content: d.contentInsetsReference, supplementary: d.supplementaryContentInsetsReference)
            if !d.boundarySupplementaryItems.isEmpty { w.boundaryItems(d.boundarySupplementaryItems) }
            w.key("sections")
            w.open("[")
            for s in d.sections { w.element { $0.section(s) } }
            w.close("]")
            w.close("}")
        case .flow(let o):
            w.builtIn(
                o, name: FlowEngine.name, scrollDirection: o.scrollDirection, selfSizing: o.selfSizing, uniformItemSize: o.uniformItemSize,
                sectionInsetReference: o.sectionInsetReference)
        case .waterfall(let o): w.builtIn(o, name: WaterfallEngine.name, selfSizing: o.selfSizing)
        case .mosaic(let o): w.builtIn(o, name: MosaicEngine.name)
        case .horizontal(let o): w.builtIn(o, name: HorizontalSectionsEngine.name)
        }
        return w.out + "\n"
    }
}

/// Writes indented JSON: objects' fields and arrays' elements separated by commas.
private struct JSONWriter {
    var out = ""
    private var indent = 0
    private var first = [true]

    func number(_ v: Double) -> String { v.wholeOrDecimalText }

    func string(_ s: String) -> String {
        JSONText.quoted(s)
    }

    private mutating func separate() {
        if first[first.count - 1] { first[first.count - 1] = false } else { out += "," }
        out += "\n" + String(repeating: "  ", count: indent)
    }

    mutating func open(_ bracket: String) {
        out += bracket
        indent += 1
        first.append(true)
    }

    mutating func close(_ bracket: String) {
        indent -= 1
        let empty = first.removeLast()
        if !empty { out += "\n" + String(repeating: "  ", count: indent) }
        out += bracket
    }

    mutating func key(_ k: String) {
        separate()
        out += string(k) + ": "
    }

    mutating func field(_ k: String, _ raw: String) {
        key(k)
        out += raw
    }

    mutating func element(_ body: (inout JSONWriter) -> Void) {
        separate()
        body(&self)
    }

    mutating func section(_ s: SectionDescription) {
        open("{")
        if let list = s.list {
            key("list")
            self.list(list)
            if let insets = list.sectionContentInsets { key("contentInsets"); self.insets(insets) }
            if list.interGroupSpacing != 0 { field("interGroupSpacing", number(list.interGroupSpacing)) }
            if let items = list.sectionBoundaryItems { boundaryItems(items) }
            close("}")
            return
        }
        key("group")
        group(s.group)
        if s.interGroupSpacing != 0 { field("interGroupSpacing", number(s.interGroupSpacing)) }
        if s.contentInsets != .zero { key("contentInsets"); insets(s.contentInsets) }
        if s.orthogonalScrollingBehavior != .none { field("orthogonalScrollingBehavior", string(s.orthogonalScrollingBehavior.rawValue)) }
        references(content: s.contentInsetsReference, supplementary: s.supplementaryContentInsetsReference)
        if !s.supplementariesFollowContentInsets { field("supplementariesFollowContentInsets", "false") }
        if !s.boundarySupplementaryItems.isEmpty { boundaryItems(s.boundarySupplementaryItems) }
        if !s.decorationItems.isEmpty {
            key("decorationItems")
            open("[")
            for d in s.decorationItems {
                element { w in
                    w.open("{")
                    w.field("elementKind", w.string(d.elementKind.rawValue))
                    if d.contentInsets != .zero { w.key("contentInsets"); w.insets(d.contentInsets) }
                    if d.zIndex != ZIndex.background { w.field("zIndex", String(d.zIndex)) }
                    w.close("}")
                }
            }
            close("]")
        }
        close("}")
    }

    /// `"contentInsetsReference"` and `"supplementaryContentInsetsReference"` of the layout or a
    /// section, when not `automatic`.
    mutating func references(content: ContentInsetsReference, supplementary: ContentInsetsReference) {
        if content != .automatic { field("contentInsetsReference", string(content.rawValue)) }
        if supplementary != .automatic { field("supplementaryContentInsetsReference", string(supplementary.rawValue)) }
    }

    /// `"boundarySupplementaryItems": [...]` of a section or the whole layout.
    mutating func boundaryItems(_ items: [BoundaryItemDescription]) {
        key("boundarySupplementaryItems")
        open("[")
        for b in items {
            element { w in
                w.open("{")
                w.field("elementKind", w.string(b.elementKind.rawValue))
                w.key("size")
                w.size(b.size)
                w.field("alignment", w.string(b.alignment.rawValue))
                if b.pinToVisibleBounds { w.field("pinToVisibleBounds", "true") }
                if !b.extendsBoundary { w.field("extendsBoundary", "false") }
                if b.zIndex != ZIndex.supplementary { w.field("zIndex", String(b.zIndex)) }
                if b.contentInsets != .zero { w.key("contentInsets"); w.insets(b.contentInsets) }
                w.close("}")
            }
        }
        close("]")
    }

    mutating func list(_ list: ListConfiguration) {
        open("{")
        field("appearance", string(list.appearance.rawValue))
        if list.headerMode != .none { field("headerMode", string(list.headerMode.rawValue)) }
        if list.footerMode != .none { field("footerMode", string(list.footerMode.rawValue)) }
        if !list.showsSeparators { field("showsSeparators", "false") }
        close("}")
    }

    mutating func group(_ g: GroupDescription) {
        if let frames = g.customFrames {
            open("{")
            field("group", "\"custom\"")
            key("size")
            size(g.size)
            field(
                "customFrames",
                "[" + frames.map { "{\"x\": \(number($0.minX)), \"y\": \(number($0.minY)), \"width\": \(number($0.width)), \"height\": \(number($0.height))}" }
                    .joined(separator: ", ") + "]")
            close("}")
            return
        }
        open("{")
        field("group", string(g.axis.rawValue))
        key("size")
        size(g.size)
        key("subitems")
        open("[")
        for e in g.subitems {
            element { w in
                switch e {
                case .item(let i):
                    w.open("{")
                    w.key("size")
                    w.size(i.size)
                    if i.contentInsets != .zero { w.key("contentInsets"); w.insets(i.contentInsets) }
                    if i.edgeSpacing != .zero { w.key("edgeSpacing"); w.insets(i.edgeSpacing) }
                    if !i.supplementaryItems.isEmpty {
                        w.key("supplementaryItems")
                        w.open("[")
                        for badge in i.supplementaryItems { w.element { $0.badge(badge) } }
                        w.close("]")
                    }
                    w.close("}")
                case .group(let inner):
                    w.group(inner)
                }
            }
        }
        close("]")
        if let count = g.count { field("count", String(count)) }
        if g.interItemSpacing != .fixed(0) {
            key("interItemSpacing")
            switch g.interItemSpacing {
            case .fixed(let p): out += "{\"fixed\": \(number(p))}"
            case .flexible(let p): out += "{\"flexible\": \(number(p))}"
            }
        }
        if g.contentInsets != .zero { key("contentInsets"); insets(g.contentInsets) }
        if g.edgeSpacing != .zero { key("edgeSpacing"); insets(g.edgeSpacing) }
        close("}")
    }

    /// An item's supplementary item (a badge) and its anchors.
    mutating func badge(_ b: ItemSupplementaryDescription) {
        open("{")
        field("elementKind", string(b.elementKind.rawValue))
        key("size")
        size(b.size)
        key("containerAnchor")
        anchor(b.containerAnchor)
        if let own = b.itemAnchor { key("itemAnchor"); anchor(own) }
        if b.zIndex != ZIndex.supplementary { field("zIndex", String(b.zIndex)) }
        if b.contentInsets != .zero { key("contentInsets"); insets(b.contentInsets) }
        close("}")
    }

    mutating func anchor(_ a: LayoutAnchor) {
        open("{")
        field("edges", "[" + RectEdge.allCases.filter { a.edges.contains($0) }.map { string($0.rawValue) }.joined(separator: ", ") + "]")
        switch a.offset {
        case .absolute(0, 0): break
        case .absolute(let x, let y): field("absoluteOffset", "{\"x\": \(number(x)), \"y\": \(number(y))}")
        case .fractional(let x, let y): field("fractionalOffset", "{\"x\": \(number(x)), \"y\": \(number(y))}")
        }
        close("}")
    }

    mutating func size(_ s: LayoutSize) {
        out += "{\"width\": \(dimension(s.width)), \"height\": \(dimension(s.height))}"
    }

    func dimension(_ d: LayoutDimension) -> String {
        switch d {
        case .fractionalWidth(let f): return "{\"fractionalWidth\": \(number(f))}"
        case .fractionalHeight(let f): return "{\"fractionalHeight\": \(number(f))}"
        case .absolute(let p): return "{\"absolute\": \(number(p))}"
        case .estimated(let p): return "{\"estimated\": \(number(p))}"
        }
    }

    mutating func insets(_ i: DirectionalInsets) {
        var parts: [String] = []
        if i.top != 0 { parts.append("\"top\": \(number(i.top))") }
        if i.leading != 0 { parts.append("\"leading\": \(number(i.leading))") }
        if i.bottom != 0 { parts.append("\"bottom\": \(number(i.bottom))") }
        if i.trailing != 0 { parts.append("\"trailing\": \(number(i.trailing))") }
        out += "{" + parts.joined(separator: ", ") + "}"
    }

    /// A built-in layout: its name, the keys only some layouts take, its values that differ from
    /// its defaults, and its sections.
    mutating func builtIn<Options: LayoutFileKeyed>(
        _ o: Options, name: String, scrollDirection: ScrollDirection = .vertical, selfSizing: Bool = false, uniformItemSize: Bool = false,
        sectionInsetReference: FlowSectionInsetReference = .fromContentInset
    ) {
        open("{")
        field("layout", string(name))
        if scrollDirection != .vertical { field("scrollDirection", string(scrollDirection.rawValue)) }
        if o.sectionSpacing != 0 { field("sectionSpacing", number(o.sectionSpacing)) }
        options(o.file.removing(Options().file))
        if !o.sections.isEmpty {
            key("sections")
            open("[")
            for section in o.sections {
                element { inner in
                    inner.open("{")
                    inner.options(Options.file(section))
                    inner.close("}")
                }
            }
            close("]")
        }
        if selfSizing { field("selfSizing", "true") }
        if uniformItemSize { field("uniformItemSize", "true") }
        if sectionInsetReference != .fromContentInset { field("sectionInsetReference", string(sectionInsetReference.rawValue)) }
        close("}")
    }

    mutating func options(_ o: LayoutFileOptions) {
        if let v = o.columns { field("columns", String(v)) }
        if let v = o.lineSpacing { field("lineSpacing", number(v)) }
        if let v = o.interitemSpacing { field("interitemSpacing", number(v)) }
        if let v = o.sectionInset {
            field("sectionInset", "{\"top\": \(number(v.top)), \"left\": \(number(v.left)), \"bottom\": \(number(v.bottom)), \"right\": \(number(v.right))}")
        }
        if let v = o.headerHeight { field("headerHeight", number(v)) }
        if let v = o.footerHeight { field("footerHeight", number(v)) }
        if let v = o.pinHeaders { field("pinHeaders", v ? "true" : "false") }
        if let v = o.sectionBackground { field("sectionBackground", v ? "true" : "false") }
        if let v = o.itemSize { field("itemSize", "{\"width\": \(number(v.width)), \"height\": \(number(v.height))}") }
    }
}
