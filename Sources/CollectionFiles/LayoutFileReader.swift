import CollectionLayout
import CollectionModel

/// Turns parsed JSON into a validated `LayoutDescription`, naming the JSON path of every problem,
/// as `DecodingError` does with its coding path. Numbers are checked against `OptionLimits`.
struct LayoutFileReader {
    let name: String
    /// The deepest nesting of groups accepted.
    static let maximumDepth = 64
    static let maximumLength = OptionLimits.maximumLength
    /// The largest fraction a dimension takes: 100 times its container.
    static let maximumFraction = 100.0
    static let maximumCount = 100_000

    private func fail(_ path: String, _ message: String) -> LayoutFileError {
        LayoutFileError("\(name): \(path.isEmpty ? "(top level)" : path): \(message)")
    }

    private static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// A number as written: `-1`, `0.5`.
    static func format(_ value: Double) -> String { value.wholeOrDecimalText }

    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .number(let n): return format(n)
        case .string(let s): return "\"\(s)\""
        case .bool(let b): return b ? "true" : "false"
        default: return value.kindName
        }
    }

    // MARK: - Shapes

    /// The members of an object whose keys are all in `allowed`.
    private func object(_ value: JSONValue, _ path: String, _ allowed: [String]) throws(LayoutFileError) -> [String: JSONValue] {
        guard case .object(let members) = value else { throw fail(path, "must be an object, got \(value.kindName)") }
        var result: [String: JSONValue] = [:]
        for (key, member) in members {
            guard allowed.contains(key) else {
                throw fail(Self.join(path, key), "unknown key; expected one of \(allowed.joined(separator: ", "))")
            }
            result[key] = member
        }
        return result
    }

    private func array(_ value: JSONValue, _ path: String) throws(LayoutFileError) -> [JSONValue] {
        guard case .array(let elements) = value else { throw fail(path, "must be an array, got \(value.kindName)") }
        return elements
    }

    private func string(_ value: JSONValue, _ path: String) throws(LayoutFileError) -> String {
        guard case .string(let text) = value else { throw fail(path, "must be a string, got \(value.kindName)") }
        return text
    }

    private func bool(_ value: JSONValue, _ path: String) throws(LayoutFileError) -> Bool {
        guard case .bool(let flag) = value else { throw fail(path, "must be true or false, got \(Self.describe(value))") }
        return flag
    }

    /// A length: a finite number from 0 (or, when `positive`, from `SizeHint.minimumDimension`) to 10 000 000.
    private func length(_ value: JSONValue, _ path: String, positive: Bool = false) throws(LayoutFileError) -> Double {
        guard case .number(let n) = value else { throw fail(path, "must be a number, got \(Self.describe(value))") }
        switch OptionLimits.problem(n, dimension: positive) {
        case nil: return n
        // A negative number, −∞ among them, is out of sign; +∞ and NaN are too large below.
        case .outOfSign,
            .notFinite where n < 0:
            throw fail(path, "must be \(positive ? "> 0" : "≥ 0"), got \(Self.format(n))")
        case .belowMinimum: throw fail(path, "must be at least \(Self.format(SizeHint.minimumDimension)), got \(Self.format(n))")
        case .notFinite, .tooLarge: throw fail(path, "must be at most 10000000, got \(Self.format(n))")
        }
    }

    private func integer(_ value: JSONValue, _ path: String, in range: ClosedRange<Int>) throws(LayoutFileError) -> Int {
        guard case .number(let n) = value, n == n.rounded(), abs(n) < 1e15 else {
            throw fail(path, "must be a whole number, got \(Self.describe(value))")
        }
        guard range.contains(Int(n)) else {
            throw fail(path, "must be from \(range.lowerBound) to \(range.upperBound), got \(Self.format(n))")
        }
        return Int(n)
    }

    private func choice<T>(_ value: JSONValue, _ path: String, _ options: [(String, T)]) throws(LayoutFileError) -> T {
        let names = options.map { "\"\($0.0)\"" }.joined(separator: ", ")
        guard case .string(let text) = value else { throw fail(path, "must be one of \(names), got \(Self.describe(value))") }
        guard let found = options.first(where: { $0.0 == text }) else { throw fail(path, "unknown value \"\(text)\"; expected one of \(names)") }
        return found.1
    }

    // MARK: - Top level

    /// The file's layout and its screen keys (bars, inset adjustment, title: `LayoutFileScene`).
    func read(_ root: JSONValue) throws(LayoutFileError) -> LayoutFile.Contents {
        guard case .object(let members) = root else { throw fail("", "must be an object with \"layout\", got \(root.kindName)") }
        let scene = try LayoutFileScene.read(root, name: name)
        let layout = try layout(.object(members.filter { !LayoutFileScene.keys.contains($0.0) }))
        return LayoutFile.Contents(layout: layout, scene: scene)
    }

    private func layout(_ root: JSONValue) throws(LayoutFileError) -> LayoutDescription {
        if root["layout"] == nil, let list = root["list"] {
            // A layout of list sections only: `UICollectionViewCompositionalLayout.list(using:)`.
            _ = try object(root, "", ["list"])
            return .list(using: try listConfiguration(list, "list"))
        }
        guard let layout = root["layout"] else { throw fail("layout", "missing; expected \"compositional\", \"waterfall\", \"flow\", \"mosaic\" or \"horizontal\" (or a \"list\" key for a list)") }
        let names: [(String, String?)] = [("compositional", nil)] + LayoutDescription.builtInNames.map { ($0, $0) }
        if let name = try choice(layout, "layout", names) { return try builtIn(root, layout: name) }
        return .compositional(try compositional(root))
    }

    // MARK: - Compositional

    private func compositional(_ value: JSONValue) throws(LayoutFileError) -> CompositionalDescription {
        let o = try object(value, "", [
            "layout", "scrollDirection", "interSectionSpacing", "sections", "contentInsetsReference", "supplementaryContentInsetsReference",
            "boundarySupplementaryItems",
        ])
        var direction = ScrollDirection.vertical
        if let v = o["scrollDirection"] {
            direction = try choice(v, "scrollDirection", ScrollDirection.allCases.map { ($0.rawValue, $0) })
        }
        let spacing = try o["interSectionSpacing"].map { v throws(LayoutFileError) in try length(v, "interSectionSpacing") } ?? 0
        guard let sectionsValue = o["sections"] else { throw fail("sections", "missing; expected an array of sections") }
        let values = try array(sectionsValue, "sections")
        guard !values.isEmpty else { throw fail("sections", "must hold at least one section, got an empty array") }
        var sections: [SectionDescription] = []
        for (i, v) in values.enumerated() { sections.append(try section(v, "sections[\(i)]", direction)) }
        var description = CompositionalDescription(scrollDirection: direction, interSectionSpacing: spacing, sections: sections)
        if let v = o["contentInsetsReference"] { description.contentInsetsReference = try reference(v, "contentInsetsReference") }
        if let v = o["supplementaryContentInsetsReference"] {
            description.supplementaryContentInsetsReference = try reference(v, "supplementaryContentInsetsReference")
        }
        if let v = o["boundarySupplementaryItems"] {
            // The whole layout's header and footer (`configuration.boundarySupplementaryItems`).
            for (i, item) in try array(v, "boundarySupplementaryItems").enumerated() {
                description.boundarySupplementaryItems.append(try boundaryItem(item, "boundarySupplementaryItems[\(i)]", direction))
            }
        }
        return description
    }

    /// A `UIContentInsetsReference` by its Swift name.
    private func reference(_ value: JSONValue, _ path: String) throws(LayoutFileError) -> ContentInsetsReference {
        try choice(value, path, ContentInsetsReference.allCases.map { ($0.rawValue, $0) })
    }

    private func section(_ value: JSONValue, _ path: String, _ direction: ScrollDirection) throws(LayoutFileError) -> SectionDescription {
        if case .object(let members) = value, let listValue = value["list"] {
            // What the code sets on the section `.list(using:layoutEnvironment:)` returns.
            let own = ["list", "contentInsets", "interGroupSpacing", "boundarySupplementaryItems"]
            if let other = members.first(where: { !own.contains($0.0) }) {
                throw fail(
                    Self.join(path, other.0),
                    "a list section takes only \"list\", \"contentInsets\", \"interGroupSpacing\" and \"boundarySupplementaryItems\" (the list sets its own group)")
            }
            guard direction == .vertical else {
                throw fail(Self.join(path, "list"), "lists scroll vertically; remove \"scrollDirection\": \"horizontal\"")
            }
            var list = try listConfiguration(listValue, Self.join(path, "list"))
            if let v = value["contentInsets"] { list.sectionContentInsets = try insets(v, Self.join(path, "contentInsets"), signed: true) }
            if let v = value["interGroupSpacing"] { list.interGroupSpacing = try length(v, Self.join(path, "interGroupSpacing")) }
            if let v = value["boundarySupplementaryItems"] {
                let itemsPath = Self.join(path, "boundarySupplementaryItems")
                list.sectionBoundaryItems = try array(v, itemsPath).enumerated().map { (i, item) throws(LayoutFileError) in
                    try boundaryItem(item, "\(itemsPath)[\(i)]", direction)
                }
            }
            return SectionDescription(list: list)
        }
        let o = try object(value, path, [
            "group", "interGroupSpacing", "contentInsets", "orthogonalScrollingBehavior", "boundarySupplementaryItems",
            "decorationItems", "contentInsetsReference", "supplementaryContentInsetsReference", "supplementariesFollowContentInsets",
        ])
        guard let groupValue = o["group"] else { throw fail(Self.join(path, "group"), "missing; a section needs a group") }
        var s = SectionDescription(group: try group(groupValue, Self.join(path, "group"), depth: 1))
        if let v = o["contentInsetsReference"] { s.contentInsetsReference = try reference(v, Self.join(path, "contentInsetsReference")) }
        if let v = o["supplementaryContentInsetsReference"] {
            s.supplementaryContentInsetsReference = try reference(v, Self.join(path, "supplementaryContentInsetsReference"))
        }
        if let v = o["supplementariesFollowContentInsets"] {
            s.supplementariesFollowContentInsets = try bool(v, Self.join(path, "supplementariesFollowContentInsets"))
        }
        if let v = o["interGroupSpacing"] { s.interGroupSpacing = try length(v, Self.join(path, "interGroupSpacing")) }
        // A section's insets may be negative, as UIKit lays them out (its groups reach past it).
        if let v = o["contentInsets"] { s.contentInsets = try insets(v, Self.join(path, "contentInsets"), signed: true) }
        if let v = o["orthogonalScrollingBehavior"] {
            s.orthogonalScrollingBehavior = try choice(
                v, Self.join(path, "orthogonalScrollingBehavior"), OrthogonalScrollingBehavior.allCases.map { ($0.rawValue, $0) })
        }
        if let v = o["boundarySupplementaryItems"] {
            let itemsPath = Self.join(path, "boundarySupplementaryItems")
            for (i, item) in try array(v, itemsPath).enumerated() {
                s.boundarySupplementaryItems.append(try boundaryItem(item, "\(itemsPath)[\(i)]", direction))
            }
        }
        let itemKinds = Self.itemSupplementaryKinds(s.group)
        for (i, b) in s.boundarySupplementaryItems.enumerated() where itemKinds.contains(b.elementKind) {
            throw fail(
                "\(Self.join(path, "boundarySupplementaryItems"))[\(i)].elementKind",
                "\"\(b.elementKind.rawValue)\" is also an item's supplementary kind in this section; give them different kinds")
        }
        if let v = o["decorationItems"] {
            let itemsPath = Self.join(path, "decorationItems")
            for (i, item) in try array(v, itemsPath).enumerated() {
                s.decorationItems.append(try decorationItem(item, "\(itemsPath)[\(i)]"))
            }
        }
        return s
    }

    /// The kinds of the supplementary items of `group`'s items, nested groups included.
    private static func itemSupplementaryKinds(_ group: GroupDescription) -> Set<ElementKind> {
        var kinds: Set<ElementKind> = []
        for element in group.subitems {
            switch element {
            case .item(let item): kinds.formUnion(item.supplementaryItems.map(\.elementKind))
            case .group(let inner): kinds.formUnion(itemSupplementaryKinds(inner))
            }
        }
        return kinds
    }

    private func listConfiguration(_ value: JSONValue, _ path: String) throws(LayoutFileError) -> ListConfiguration {
        let o = try object(value, path, ["appearance", "headerMode", "footerMode", "showsSeparators"])
        guard let appearanceValue = o["appearance"] else {
            let names = ListConfiguration.Appearance.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw fail(Self.join(path, "appearance"), "missing; expected one of \(names)")
        }
        let appearance = try choice(appearanceValue, Self.join(path, "appearance"), ListConfiguration.Appearance.allCases.map { ($0.rawValue, $0) })
        var list = ListConfiguration(appearance: appearance)
        if let v = o["headerMode"] {
            list.headerMode = try choice(v, Self.join(path, "headerMode"), ListConfiguration.HeaderMode.allCases.map { ($0.rawValue, $0) })
        }
        if let v = o["footerMode"] {
            list.footerMode = try choice(v, Self.join(path, "footerMode"), ListConfiguration.FooterMode.allCases.map { ($0.rawValue, $0) })
        }
        if let v = o["showsSeparators"] { list.showsSeparators = try bool(v, Self.join(path, "showsSeparators")) }
        return list
    }

    private func group(_ value: JSONValue, _ path: String, depth: Int) throws(LayoutFileError) -> GroupDescription {
        guard depth <= Self.maximumDepth else {
            throw fail(path, "groups nest deeper than \(Self.maximumDepth) levels")
        }
        if case .string("custom")? = value["group"] { return try customGroup(value, path) }
        let o = try object(value, path, ["group", "size", "subitems", "count", "interItemSpacing", "contentInsets", "edgeSpacing"])
        guard let axisValue = o["group"] else { throw fail(Self.join(path, "group"), "missing; expected \"horizontal\", \"vertical\" or \"custom\"") }
        let axis = try choice(axisValue, Self.join(path, "group"), [("horizontal", GroupAxis.horizontal), ("vertical", .vertical)])
        guard let sizeValue = o["size"] else { throw fail(Self.join(path, "size"), "missing; a group needs a size") }
        let size = try size(sizeValue, Self.join(path, "size"))
        guard let subitemsValue = o["subitems"] else { throw fail(Self.join(path, "subitems"), "missing; a group needs at least one subitem") }
        let subitemsPath = Self.join(path, "subitems")
        let values = try array(subitemsValue, subitemsPath)
        guard !values.isEmpty else { throw fail(subitemsPath, "must hold at least one item or group, got an empty array") }
        var subitems: [LayoutElement] = []
        for (i, v) in values.enumerated() {
            let subpath = "\(subitemsPath)[\(i)]"
            if case .object = v, v["group"] != nil {
                subitems.append(.group(try group(v, subpath, depth: depth + 1)))
            } else {
                subitems.append(.item(try item(v, subpath)))
            }
        }
        var g = GroupDescription(axis: axis, size: size, subitems: subitems)
        if let v = o["count"] { g.count = try integer(v, Self.join(path, "count"), in: 1...Self.maximumCount) }
        if let v = o["interItemSpacing"] { g.interItemSpacing = try spacing(v, Self.join(path, "interItemSpacing")) }
        if let v = o["contentInsets"] { g.contentInsets = try insets(v, Self.join(path, "contentInsets")) }
        if let v = o["edgeSpacing"] { (g.edgeSpacing, g.flexibleEdges) = try edgeSpacing(v, Self.join(path, "edgeSpacing")) }
        return g
    }

    /// `{"group": "custom", "size": SIZE, "customFrames": [{"x", "y", "width", "height"}, ...]}`: the
    /// frames a custom group's item provider gives, relative to the group.
    private func customGroup(_ value: JSONValue, _ path: String) throws(LayoutFileError) -> GroupDescription {
        let o = try object(value, path, ["group", "size", "customFrames"])
        guard let sizeValue = o["size"] else { throw fail(Self.join(path, "size"), "missing; a group needs a size") }
        let size = try size(sizeValue, Self.join(path, "size"))
        guard let framesValue = o["customFrames"] else { throw fail(Self.join(path, "customFrames"), "missing; a custom group needs its items' frames") }
        let framesPath = Self.join(path, "customFrames")
        let values = try array(framesValue, framesPath)
        guard !values.isEmpty, values.count <= Self.maximumCount else {
            throw fail(framesPath, "must hold from 1 to \(Self.maximumCount) frames, got \(values.count)")
        }
        var frames: [Rect] = []
        for (i, v) in values.enumerated() {
            let p = "\(framesPath)[\(i)]"
            let f = try object(v, p, ["x", "y", "width", "height"])
            var n: [Double] = []
            for key in ["x", "y", "width", "height"] {
                guard case .number(let d)? = f[key], d.isFinite, abs(d) <= Self.maximumLength, key.count == 1 || d > 0 else {
                    throw fail(Self.join(p, key), key.count == 1 ? "missing or not a number from -10000000 to 10000000" : "missing or not a length > 0 up to 10000000")
                }
                n.append(d)
            }
            frames.append(Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
        }
        return GroupDescription(size: size, customFrames: frames)
    }

    private func item(_ value: JSONValue, _ path: String) throws(LayoutFileError) -> ItemDescription {
        let o = try object(value, path, ["size", "contentInsets", "edgeSpacing", "supplementaryItems"])
        guard let sizeValue = o["size"] else { throw fail(Self.join(path, "size"), "missing; an item needs a size") }
        var item = ItemDescription(size: try size(sizeValue, Self.join(path, "size")))
        if let v = o["contentInsets"] { item.contentInsets = try insets(v, Self.join(path, "contentInsets")) }
        if let v = o["edgeSpacing"] { (item.edgeSpacing, item.flexibleEdges) = try edgeSpacing(v, Self.join(path, "edgeSpacing")) }
        if let v = o["supplementaryItems"] {
            let itemsPath = Self.join(path, "supplementaryItems")
            for (i, element) in try array(v, itemsPath).enumerated() {
                let badge = try itemSupplementary(element, "\(itemsPath)[\(i)]")
                if item.supplementaryItems.contains(where: { $0.elementKind == badge.elementKind }) {
                    throw fail("\(itemsPath)[\(i)].elementKind", "\"\(badge.elementKind.rawValue)\" is already used by another of this item's supplementary items")
                }
                item.supplementaryItems.append(badge)
            }
        }
        return item
    }

    /// An item's supplementary item (a badge): its kind, an absolute size, its anchors.
    private func itemSupplementary(_ value: JSONValue, _ path: String) throws(LayoutFileError) -> ItemSupplementaryDescription {
        let o = try object(value, path, ["elementKind", "size", "containerAnchor", "itemAnchor", "zIndex", "contentInsets"])
        guard let kindValue = o["elementKind"] else { throw fail(Self.join(path, "elementKind"), "missing; expected a kind such as \"badge\"") }
        let kind = try string(kindValue, Self.join(path, "elementKind"))
        guard !kind.isEmpty else { throw fail(Self.join(path, "elementKind"), "must not be empty") }
        guard kind != "header", kind != "footer", kind != "background" else {
            throw fail(Self.join(path, "elementKind"), "\"\(kind)\" names a section's element; use another kind, such as \"badge\"")
        }
        guard let sizeValue = o["size"] else { throw fail(Self.join(path, "size"), "missing; a supplementary item needs a size") }
        let size = try size(sizeValue, Self.join(path, "size"))
        for (name, dimension) in [("width", size.width), ("height", size.height)] {
            // A badge is not measured: its size is in points or a fraction of its item's.
            if case .estimated = dimension {
                throw fail(Self.join(Self.join(path, "size"), name), "a supplementary item's size is {\"absolute\": P} or a fraction of its item's")
            }
        }
        guard let anchorValue = o["containerAnchor"] else {
            throw fail(Self.join(path, "containerAnchor"), "missing; expected {\"edges\": [...]} with an optional offset")
        }
        var badge = ItemSupplementaryDescription(
            elementKind: ElementKind(rawValue: kind), size: size, containerAnchor: try anchor(anchorValue, Self.join(path, "containerAnchor")))
        if let v = o["itemAnchor"] { badge.itemAnchor = try anchor(v, Self.join(path, "itemAnchor")) }
        if let v = o["zIndex"] { badge.zIndex = try integer(v, Self.join(path, "zIndex"), in: -10_000...10_000) }
        if let v = o["contentInsets"] { badge.contentInsets = try insets(v, Self.join(path, "contentInsets")) }
        return badge
    }

    /// An anchor: `{"edges": [EDGE, ...], "fractionalOffset": {"x", "y"}}` or `"absoluteOffset"`.
    private func anchor(_ value: JSONValue, _ path: String) throws(LayoutFileError) -> LayoutAnchor {
        let o = try object(value, path, ["edges", "fractionalOffset", "absoluteOffset"])
        var edges: Set<RectEdge> = []
        if let v = o["edges"] {
            for (i, edge) in try array(v, Self.join(path, "edges")).enumerated() {
                edges.insert(try choice(edge, "\(Self.join(path, "edges"))[\(i)]", RectEdge.allCases.map { ($0.rawValue, $0) }))
            }
            for (a, b) in [(RectEdge.top, RectEdge.bottom), (.leading, .trailing)] where edges.contains(a) && edges.contains(b) {
                throw fail(Self.join(path, "edges"), "\"\(a.rawValue)\" and \"\(b.rawValue)\" together name no point; give one of them")
            }
        }
        guard o["fractionalOffset"] == nil || o["absoluteOffset"] == nil else {
            throw fail(path, "an anchor has at most one of fractionalOffset, absoluteOffset; got both")
        }
        func point(_ key: String) throws(LayoutFileError) -> (Double, Double)? {
            guard let v = o[key] else { return nil }
            let p = Self.join(path, key)
            let xy = try object(v, p, ["x", "y"])
            func coordinate(_ name: String) throws(LayoutFileError) -> Double {
                guard let c = xy[name] else { return 0 }
                guard case .number(let n) = c, n.isFinite, abs(n) <= Self.maximumLength else {
                    throw fail(Self.join(p, name), "must be a number from -10000000 to 10000000, got \(Self.describe(c))")
                }
                return n
            }
            return (try coordinate("x"), try coordinate("y"))
        }
        var anchor = LayoutAnchor(edges: edges)
        if let (x, y) = try point("fractionalOffset") { anchor.offset = .fractional(x: x, y: y) }
        if let (x, y) = try point("absoluteOffset") { anchor.offset = .absolute(x: x, y: y) }
        return anchor
    }

    private func size(_ value: JSONValue, _ path: String) throws(LayoutFileError) -> LayoutSize {
        let o = try object(value, path, ["width", "height"])
        guard let w = o["width"] else { throw fail(Self.join(path, "width"), "missing; expected a dimension") }
        guard let h = o["height"] else { throw fail(Self.join(path, "height"), "missing; expected a dimension") }
        return LayoutSize(width: try dimension(w, Self.join(path, "width")), height: try dimension(h, Self.join(path, "height")))
    }

    private func dimension(_ value: JSONValue, _ path: String) throws(LayoutFileError) -> LayoutDimension {
        let kinds = ["fractionalWidth", "fractionalHeight", "absolute", "estimated"]
        let o = try object(value, path, kinds)
        guard o.count == 1, let (kind, v) = o.first else {
            let given = o.isEmpty ? "none" : kinds.filter { o[$0] != nil }.joined(separator: " and ")
            throw fail(path, "a dimension has exactly one of fractionalWidth, fractionalHeight, absolute, estimated; got \(given)")
        }
        guard case .number(let n) = v else { throw fail(path, "\(kind) must be a number, got \(Self.describe(v))") }
        switch kind {
        case "fractionalWidth", "fractionalHeight":
            // UIKit takes any positive fraction; what comes out larger than its container
            // overflows it and is clipped by the screen. The bound keeps lengths finite and sane.
            guard n > 0, n <= Self.maximumFraction else {
                throw fail(path, "\(kind) must be > 0 and ≤ \(Self.format(Self.maximumFraction)), got \(Self.format(n))")
            }
            return kind == "fractionalWidth" ? .fractionalWidth(n) : .fractionalHeight(n)
        default:
            guard n > 0 else { throw fail(path, "\(kind) must be > 0, got \(Self.format(n))") }
            guard n <= Self.maximumLength else { throw fail(path, "\(kind) must be at most 10000000, got \(Self.format(n))") }
            return kind == "absolute" ? .absolute(n) : .estimated(n)
        }
    }

    private func insets(_ value: JSONValue, _ path: String, signed: Bool = false) throws(LayoutFileError) -> DirectionalInsets {
        let o = try object(value, path, ["top", "leading", "bottom", "trailing"])
        func side(_ key: String) throws(LayoutFileError) -> Double {
            guard let v = o[key] else { return 0 }
            guard signed, case .number(let n) = v, n < 0 else { return try length(v, Self.join(path, key)) }
            guard n.isFinite, n >= -10_000_000 else { throw fail(Self.join(path, key), "must be from -10000000 to 10000000, got \(Self.format(n))") }
            return n
        }
        return DirectionalInsets(top: try side("top"), leading: try side("leading"), bottom: try side("bottom"), trailing: try side("trailing"))
    }

    /// Edge spacing (`NSCollectionLayoutEdgeSpacing`): each side P (fixed), `{"fixed": P}` or
    /// `{"flexible": P}`; the points of every side and which sides are flexible.
    private func edgeSpacing(_ value: JSONValue, _ path: String) throws(LayoutFileError) -> (DirectionalInsets, Set<RectEdge>) {
        let o = try object(value, path, ["top", "leading", "bottom", "trailing"])
        var flexible: Set<RectEdge> = []
        func side(_ edge: RectEdge) throws(LayoutFileError) -> Double {
            guard let v = o[edge.rawValue] else { return 0 }
            let p = Self.join(path, edge.rawValue)
            guard case .object = v else { return try length(v, p) }
            let spacing = try spacing(v, p)
            if case .flexible = spacing { flexible.insert(edge) }
            return spacing.minimum
        }
        let insets = DirectionalInsets(top: try side(.top), leading: try side(.leading), bottom: try side(.bottom), trailing: try side(.trailing))
        return (insets, flexible)
    }

    private func spacing(_ value: JSONValue, _ path: String) throws(LayoutFileError) -> LayoutSpacing {
        let o = try object(value, path, ["fixed", "flexible"])
        guard o.count == 1, let (kind, v) = o.first else {
            throw fail(path, "spacing has exactly one of fixed, flexible; got \(o.isEmpty ? "none" : "both")")
        }
        let points = try length(v, Self.join(path, kind))
        return kind == "fixed" ? .fixed(points) : .flexible(points)
    }

    private func boundaryItem(_ value: JSONValue, _ path: String, _ direction: ScrollDirection) throws(LayoutFileError) -> BoundaryItemDescription {
        let o = try object(value, path, ["elementKind", "size", "alignment", "pinToVisibleBounds", "extendsBoundary", "zIndex", "contentInsets"])
        guard let kindValue = o["elementKind"] else { throw fail(Self.join(path, "elementKind"), "missing; expected \"header\", \"footer\" or another kind") }
        let kind = try string(kindValue, Self.join(path, "elementKind"))
        guard !kind.isEmpty else { throw fail(Self.join(path, "elementKind"), "must not be empty") }
        guard let sizeValue = o["size"] else { throw fail(Self.join(path, "size"), "missing; a boundary item needs a size") }
        let size = try size(sizeValue, Self.join(path, "size"))
        let alignments = BoundaryAlignment.allCases.filter { $0.isBefore(direction) != nil }
        let fallback: BoundaryAlignment = direction == .vertical
            ? (kind == "footer" ? .bottom : .top) : (kind == "footer" ? .trailing : .leading)
        var alignment = fallback
        if let v = o["alignment"] {
            let all = BoundaryAlignment.allCases.map { ($0.rawValue, $0) }
            alignment = try choice(v, Self.join(path, "alignment"), all)
            guard alignments.contains(alignment) else {
                throw fail(
                    Self.join(path, "alignment"),
                    "\"\(alignment.rawValue)\" does not fit a \(direction.rawValue) layout; expected one of \(alignments.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))")
            }
        }
        var item = BoundaryItemDescription(elementKind: ElementKind(rawValue: kind), size: size, alignment: alignment)
        if let v = o["pinToVisibleBounds"] { item.pinToVisibleBounds = try bool(v, Self.join(path, "pinToVisibleBounds")) }
        if let v = o["extendsBoundary"] { item.extendsBoundary = try bool(v, Self.join(path, "extendsBoundary")) }
        if let v = o["zIndex"] { item.zIndex = try integer(v, Self.join(path, "zIndex"), in: -10_000...10_000) }
        if let v = o["contentInsets"] { item.contentInsets = try insets(v, Self.join(path, "contentInsets")) }
        return item
    }

    private func decorationItem(_ value: JSONValue, _ path: String) throws(LayoutFileError) -> DecorationItemDescription {
        let o = try object(value, path, ["elementKind", "contentInsets", "zIndex"])
        var item = DecorationItemDescription()
        if let v = o["elementKind"] {
            // A section's background of any kind the app registers (`"posts-background"`): kept as written.
            let kind = try string(v, Self.join(path, "elementKind"))
            guard !kind.isEmpty else { throw fail(Self.join(path, "elementKind"), "must not be empty") }
            item.elementKind = ElementKind(rawValue: kind)
        }
        if let v = o["contentInsets"] { item.contentInsets = try insets(v, Self.join(path, "contentInsets")) }
        if let v = o["zIndex"] { item.zIndex = try integer(v, Self.join(path, "zIndex"), in: -10_000...10_000) }
        return item
    }

    // MARK: - Built-in layouts

    /// A built-in layout's file: its top-level keys, each section's, and the keys only some
    /// layouts take (`scrollDirection`, `selfSizing`).
    private func builtIn(_ value: JSONValue, layout name: String) throws(LayoutFileError) -> LayoutDescription {
        let o = try object(
            value, "", ["layout", "scrollDirection", "sectionSpacing", "sections", "selfSizing", "uniformItemSize", "sectionInsetReference"] + LayoutFileOptions.keys)
        let top = try options(o, "")
        var direction = ScrollDirection.vertical
        if let v = o["scrollDirection"] {
            direction = try choice(v, "scrollDirection", ScrollDirection.allCases.map { ($0.rawValue, $0) })
        }
        let spacing = try o["sectionSpacing"].map { v throws(LayoutFileError) in try length(v, "sectionSpacing") }
        var sections: [LayoutFileOptions] = []
        if let v = o["sections"] {
            let values = try array(v, "sections")
            guard !values.isEmpty else { throw fail("sections", "must hold at least one section, got an empty array") }
            for (i, section) in values.enumerated() {
                let path = "sections[\(i)]"
                sections.append(try options(try object(section, path, LayoutFileOptions.keys), path))
            }
        }
        var selfSizing = false
        if let v = o["selfSizing"], try bool(v, "selfSizing") {
            switch LayoutDescription.selfSizingRefusal(layout: name, direction: direction) {
            case .layout(let other):
                throw fail("selfSizing", "works with the \"waterfall\" and \"flow\" layouts, not \"\(other)\"; a compositional file sizes items with {\"estimated\": P} heights")
            case .horizontal:
                throw fail("selfSizing", "needs a vertical layout; remove \"scrollDirection\": \"horizontal\"")
            case nil:
                selfSizing = true
            }
        }
        let uniform = try o["uniformItemSize"].map { v throws(LayoutFileError) in try bool(v, "uniformItemSize") } ?? false
        if uniform, name != FlowEngine.name {
            throw fail("uniformItemSize", "works with the \"flow\" layout only, whose items it sizes by \"itemSize\"; not \"\(name)\"")
        }
        var reference = FlowSectionInsetReference.fromContentInset
        if let v = o["sectionInsetReference"] {
            guard name == FlowEngine.name else {
                throw fail("sectionInsetReference", "works with the \"flow\" layout only (UIKit's flow layout's); not \"\(name)\"")
            }
            reference = try choice(v, "sectionInsetReference", FlowSectionInsetReference.allCases.map { ($0.rawValue, $0) })
        }
        func read<Options: LayoutFileKeyed>(_: Options.Type) -> Options {
            var options = Options()
            options.file = top
            if let spacing { options.sectionSpacing = spacing }
            options.sections = sections.map(Options.section)
            return options
        }
        switch name {
        case FlowEngine.name:
            var flow = read(FlowOptions.self)
            flow.scrollDirection = direction
            flow.selfSizing = selfSizing
            flow.uniformItemSize = uniform
            flow.sectionInsetReference = reference
            return .flow(flow)
        case WaterfallEngine.name:
            var waterfall = read(WaterfallOptions.self)
            waterfall.selfSizing = selfSizing
            return .waterfall(waterfall)
        case MosaicEngine.name: return .mosaic(read(MosaicOptions.self))
        default: return .horizontal(read(HorizontalOptions.self))
        }
    }

    /// The option keys of one object, each checked, whichever layout uses them.
    private func options(_ o: [String: JSONValue], _ path: String) throws(LayoutFileError) -> LayoutFileOptions {
        var s = LayoutFileOptions()
        if let v = o["columns"] { s.columns = try integer(v, Self.join(path, "columns"), in: OptionLimits.columns) }
        if let v = o["lineSpacing"] { s.lineSpacing = try length(v, Self.join(path, "lineSpacing")) }
        if let v = o["interitemSpacing"] { s.interitemSpacing = try length(v, Self.join(path, "interitemSpacing")) }
        if let v = o["headerHeight"] { s.headerHeight = try length(v, Self.join(path, "headerHeight")) }
        if let v = o["footerHeight"] { s.footerHeight = try length(v, Self.join(path, "footerHeight")) }
        if let v = o["pinHeaders"] { s.pinHeaders = try bool(v, Self.join(path, "pinHeaders")) }
        if let v = o["sectionBackground"] { s.sectionBackground = try bool(v, Self.join(path, "sectionBackground")) }
        if let v = o["sectionInset"] {
            let p = Self.join(path, "sectionInset")
            let i = try object(v, p, ["top", "left", "bottom", "right"])
            func side(_ key: String) throws(LayoutFileError) -> Double {
                guard let v = i[key] else { return 0 }
                return try length(v, Self.join(p, key))
            }
            s.sectionInset = EdgeInsets(top: try side("top"), left: try side("left"), bottom: try side("bottom"), right: try side("right"))
        }
        if let v = o["itemSize"] {
            let p = Self.join(path, "itemSize")
            let i = try object(v, p, ["width", "height"])
            guard let w = i["width"] else { throw fail(Self.join(p, "width"), "missing; expected a number > 0") }
            guard let h = i["height"] else { throw fail(Self.join(p, "height"), "missing; expected a number > 0") }
            s.itemSize = Size(width: try length(w, Self.join(p, "width"), positive: true), height: try length(h, Self.join(p, "height"), positive: true))
        }
        return s
    }
}
