import CollectionLayout
import SwiftSyntax

/// UIKit's layout API as the evaluator knows it: the types, initializers, static members and
/// properties that the compositional layout and the flow layout have in cvsim.
enum UIKit {
    static let types: Set<String> = [
        "NSCollectionLayoutDimension", "NSCollectionLayoutSize", "NSCollectionLayoutItem", "NSCollectionLayoutGroup",
        "NSCollectionLayoutSection", "NSCollectionLayoutSpacing", "NSCollectionLayoutEdgeSpacing",
        "NSCollectionLayoutBoundarySupplementaryItem", "NSCollectionLayoutDecorationItem", "NSDirectionalEdgeInsets",
        "UIEdgeInsets", "CGSize", "CGPoint", "CGRect", "CGFloat", "Double", "Float", "Int",
        "UICollectionViewCompositionalLayout", "UICollectionViewCompositionalLayoutConfiguration", "UICollectionViewFlowLayout",
        "UICollectionViewLayout", "UICollectionView", "UICollectionView.ScrollDirection", "UICollectionLayoutSectionOrthogonalScrollingBehavior",
        "NSRectAlignment", "UIUserInterfaceSizeClass", "UIContentSizeCategory", "UIScreen", "UICollectionViewController",
        "UICollectionViewFlowLayout.SectionInsetReference", "NSCollectionLayoutGroupCustomItem",
        "UIUserInterfaceIdiom", "NSCollectionLayoutEnvironment", "NSCollectionLayoutAnchor", "NSCollectionLayoutSupplementaryItem",
        "NSDirectionalRectEdge", "UIDevice",
    ]

    static func isType(_ name: String) -> Bool { types.contains(name) || listTypes.contains(name) }

    /// A new `UICollectionViewFlowLayout` with UIKit's defaults: 50×50 items, 10-pt line and
    /// interitem spacings, no insets, vertical.
    static func defaultFlowLayout(at node: Syntax) -> Ref {
        let ref = Ref(.flow, node: node)
        ref.flow.itemSize = Size(width: 50, height: 50)
        ref.flow.lineSpacing = 10
        ref.flow.interitemSpacing = 10
        return ref
    }

    /// The labels of a call, `_` for none: `layoutSize:subitems:`.
    static func signature(_ args: [Argument]) -> String { args.map { ($0.label ?? "_") + ":" }.joined() }

    // MARK: - Static members and initializers

    static func staticMember(_ type: String, _ name: String, _ args: [Argument]?, _ node: some SyntaxProtocol, _ it: Interpreter) throws(EvaluationError) -> Value {
        let sig = args.map(signature)
        func arg(_ i: Int) -> Argument { args![i] }
        func points(_ i: Int) throws(EvaluationError) -> Double { try length(arg(i).value, arg(i).node, it) }
        func unknown() -> EvaluationError {
            let call = "\(type == "" ? "" : type + ".")\(name)\(sig.map { "(\($0))" } ?? "")"
            // A member of a geometry or number type that is not UIKit's is the app's own extension
            // (`NSDirectionalEdgeInsets.uniform(size:)`), in a file that was not read; so is a
            // constant of the collection view's (`UICollectionView.sectionKindBackground`, an
            // element kind, which is then its text).
            // A device's or screen's property that is not UIKit's (`UIDevice.isPad`, `UIScreen.width`) too.
            if ["NSDirectionalEdgeInsets", "UIEdgeInsets", "CGSize", "CGPoint", "CGRect", "CGFloat", "Double", "Int"].contains(type)
                || (args == nil && ["UICollectionView", "UICollectionReusableView", "UIDevice", "UIScreen"].contains(type))
            {
                var error = EvaluationError(
                    node, "unknown call '\(call)': not one of \(type)'s that cvsim evaluates; an extension of \(type) \(it.searched == "this file" ? "in a file not read" : "outside the project read (another module)") declares it, most likely")
                error.isUnknownName = true
                return error
            }
            return EvaluationError(node, "unknown call '\(call)': cvsim evaluates the NSCollectionLayout API its layout files have (docs/swift-sources.md)")
        }
        if let list = try listMember(type, name, args, node, it) { return list }
        switch (type, name, sig) {
        // Numbers.
        case ("CGFloat", "zero", nil), ("Double", "zero", nil), ("Float", "zero", nil): return .double(0)
        case ("CGFloat", "init", "_:"?), ("Double", "init", "_:"?), ("Float", "init", "_:"?):
            return .double(try it.double(arg(0).value, arg(0).node))
        case ("Int", "init", "_:"?):
            let d = try it.double(arg(0).value, arg(0).node)
            guard d.isFinite, Swift.abs(d) < 1e15 else { throw EvaluationError(node, "\(d) does not fit an Int") }
            return .int(Int(d))
        // Geometry.
        // `NSDirectionalEdgeInsets()`, `CGSize()` …: Swift's zero-filled initializers of the C structs.
        case ("NSDirectionalEdgeInsets", "init", ""?): return .directionalInsets(.zero)
        case ("UIEdgeInsets", "init", ""?): return .edgeInsets(.zero)
        case ("CGSize", "init", ""?): return .cgSize(.zero)
        case ("CGPoint", "init", ""?): return .cgPoint(.zero)
        case ("CGRect", "init", ""?): return .cgRect(Rect(x: 0, y: 0, width: 0, height: 0))
        case ("CGSize", "zero", nil): return .cgSize(.zero)
        case ("CGSize", "init", "width:height:"?):
            return .cgSize(Size(width: try it.double(arg(0).value, arg(0).node), height: try it.double(arg(1).value, arg(1).node)))
        case ("CGPoint", "zero", nil): return .cgPoint(.zero)
        case ("CGPoint", "init", "x:y:"?):
            return .cgPoint(Point(x: try it.double(arg(0).value, arg(0).node), y: try it.double(arg(1).value, arg(1).node)))
        case ("CGRect", "init", "origin:size:"?):
            guard case .cgPoint(let o) = try it.coerce(arg(0).value, to: "CGPoint", arg(0).node),
                case .cgSize(let s) = try it.coerce(arg(1).value, to: "CGSize", arg(1).node)
            else { throw EvaluationError(node, "CGRect(origin:size:) takes a CGPoint and a CGSize") }
            return .cgRect(Rect(origin: o, size: s))
        case ("CGRect", "zero", nil): return .cgRect(Rect(x: 0, y: 0, width: 0, height: 0))
        case ("CGRect", "init", "x:y:width:height:"?):
            var v: [Double] = []
            for i in 0..<4 { v.append(try it.double(arg(i).value, arg(i).node)) }
            return .cgRect(Rect(x: v[0], y: v[1], width: v[2], height: v[3]))
        // A geometry type's own initializer without its labels (`CGRect(0, 0, w, h)`), which an
        // extension in a file not read declares: its numbers in the order of the one initializer
        // that takes as many, as CGRectMake takes them — said once, as an assumption.
        case ("CGRect", "init", "_:_:_:_:"?), ("CGSize", "init", "_:_:"?), ("CGPoint", "init", "_:_:"?):
            var v: [Double] = []
            for i in 0..<args!.count { v.append(try it.double(arg(i).value, arg(i).node)) }
            let labels = type == "CGRect" ? "x:y:width:height:" : type == "CGSize" ? "width:height:" : "x:y:"
            it.notice(node, "\(type)(\(sig!)) is not UIKit's and is not declared in the code read: taken as \(type)(\(labels))")
            switch type {
            case "CGRect": return .cgRect(Rect(x: v[0], y: v[1], width: v[2], height: v[3]))
            case "CGSize": return .cgSize(Size(width: v[0], height: v[1]))
            default: return .cgPoint(Point(x: v[0], y: v[1]))
            }
        case ("UIScreen", "main", nil): return .constant("screen")
        case ("NSDirectionalEdgeInsets", "zero", nil): return .directionalInsets(.zero)
        case ("NSDirectionalEdgeInsets", "init", "top:leading:bottom:trailing:"?):
            // Signed: a section's insets may be negative (its content then reaches past it); an
            // item's or group's are checked where they are set.
            func signed(_ i: Int) throws(EvaluationError) -> Double { try signedLength(arg(i).value, arg(i).node, it) }
            return .directionalInsets(DirectionalInsets(top: try signed(0), leading: try signed(1), bottom: try signed(2), trailing: try signed(3)))
        case ("UIEdgeInsets", "zero", nil): return .edgeInsets(.zero)
        case ("UIEdgeInsets", "init", "top:left:bottom:right:"?):
            return .edgeInsets(EdgeInsets(top: try points(0), left: try points(1), bottom: try points(2), right: try points(3)))
        // Sizes.
        case ("NSCollectionLayoutDimension", "fractionalWidth", "_:"?), ("NSCollectionLayoutDimension", "fractionalHeight", "_:"?):
            let f = try it.double(arg(0).value, arg(0).node)
            // UIKit takes any positive fraction (what is larger than its container overflows it);
            // the bound is a layout file's.
            guard f > 0, f <= 100 else { throw EvaluationError(node, "\(name) must be > 0 and ≤ 100, got \(Interpreter.format(f))") }
            return .dimension(name == "fractionalWidth" ? .fractionalWidth(f) : .fractionalHeight(f))
        case ("NSCollectionLayoutDimension", "absolute", "_:"?), ("NSCollectionLayoutDimension", "estimated", "_:"?):
            let p = try it.double(arg(0).value, arg(0).node)
            guard p > 0, p <= 10_000_000 else { throw EvaluationError(node, "\(name) must be > 0 and at most 10000000, got \(Interpreter.format(p))") }
            return .dimension(name == "absolute" ? .absolute(p) : .estimated(p))
        case ("NSCollectionLayoutDimension", "uniformAcrossSiblings", "estimate:"?):
            // Siblings of one estimated height each: cvsim measures each and the group takes the tallest.
            let p = try it.double(arg(0).value, arg(0).node)
            guard p > 0, p <= 10_000_000 else { throw EvaluationError(node, "estimate must be > 0 and at most 10000000, got \(Interpreter.format(p))") }
            return .dimension(.estimated(p))
        case ("NSCollectionLayoutSize", "init", "widthDimension:heightDimension:"?):
            return .layoutSize(LayoutSize(width: try dimension(arg(0), it), height: try dimension(arg(1), it)))
        case ("NSCollectionLayoutSpacing", "fixed", "_:"?): return .spacing(.fixed(try points(0)))
        case ("NSCollectionLayoutSpacing", "flexible", "_:"?): return .spacing(.flexible(try points(0)))
        // Items and groups.
        case ("NSCollectionLayoutItem", "init", "layoutSize:"?):
            let ref = Ref(.item, node: Syntax(node))
            ref.size = try layoutSize(arg(0), it)
            return .object(ref)
        case ("NSCollectionLayoutItem", "init", "layoutSize:supplementaryItems:"?):
            let ref = Ref(.item, node: Syntax(node))
            ref.size = try layoutSize(arg(0), it)
            guard case .array(let values) = arg(1).value else { throw EvaluationError(arg(1).node, "supplementaryItems must be an array") }
            for v in values {
                guard case .object(let s) = try it.coerce(v, to: "NSCollectionLayoutSupplementaryItem", arg(1).node), s.kind == .supplementary else {
                    throw EvaluationError(arg(1).node, "expected NSCollectionLayoutSupplementaryItem, got \(v.kindName)")
                }
                ref.supplementaryItems.append(s)
            }
            return .object(ref)
        // Badges.
        case ("NSCollectionLayoutAnchor", "init", "edges:"?), ("NSCollectionLayoutAnchor", "init", "edges:absoluteOffset:"?),
            ("NSCollectionLayoutAnchor", "init", "edges:fractionalOffset:"?):
            let edges = try rectEdges(arg(0), it)
            for (a, b) in [(RectEdge.top, RectEdge.bottom), (.leading, .trailing)] where edges.contains(a) && edges.contains(b) {
                throw EvaluationError(arg(0).node, ".\(a.rawValue) and .\(b.rawValue) together name no point; give one of them")
            }
            guard args!.count == 2 else { return .anchor(LayoutAnchor(edges: edges)) }
            guard case .cgPoint(let p) = try it.coerce(arg(1).value, to: "CGPoint", arg(1).node) else {
                throw EvaluationError(arg(1).node, "an anchor's offset is a CGPoint, got \(arg(1).value.kindName)")
            }
            guard Swift.abs(p.x) <= 10_000_000, Swift.abs(p.y) <= 10_000_000 else { throw EvaluationError(arg(1).node, "the offset is too large") }
            let offset: LayoutAnchor.Offset = args![1].label == "absoluteOffset" ? .absolute(x: p.x, y: p.y) : .fractional(x: p.x, y: p.y)
            return .anchor(LayoutAnchor(edges: edges, offset: offset))
        case ("NSCollectionLayoutSupplementaryItem", "init", "layoutSize:elementKind:containerAnchor:"?),
            ("NSCollectionLayoutSupplementaryItem", "init", "layoutSize:elementKind:containerAnchor:itemAnchor:"?):
            let ref = Ref(.supplementary, node: Syntax(node))
            ref.size = try layoutSize(arg(0), it)
            // A badge is not measured: an estimated size is its size (a layout file's badge is absolute).
            var estimated = false
            for keyPath in [\LayoutSize.width, \LayoutSize.height] {
                switch ref.size[keyPath: keyPath] {
                case .absolute: break
                case .estimated(let p):
                    ref.size[keyPath: keyPath] = .absolute(p)
                    estimated = true
                default: break
                }
            }
            if estimated { it.notices.append((Syntax(arg(0).node), "a supplementary item's estimated size is its size: cvsim does not measure badges")) }
            ref.elementKind = try elementKind(arg(1), it)
            ref.containerAnchor = try anchor(arg(2), it)
            if args!.count == 4 { ref.itemAnchor = try anchor(arg(3), it) }
            return .object(ref)
        case ("NSDirectionalRectEdge", _, nil):
            return .member(name, nil)
        case ("NSCollectionLayoutGroup", "horizontal", _), ("NSCollectionLayoutGroup", "vertical", _):
            let ref = Ref(.group, node: Syntax(node))
            ref.axis = name == "horizontal" ? .horizontal : .vertical
            switch sig {
            case "layoutSize:subitems:"?:
                ref.size = try layoutSize(arg(0), it)
                guard case .array(let items) = arg(1).value, !items.isEmpty else {
                    throw EvaluationError(arg(1).node, "subitems must be a non-empty array of items and groups")
                }
                for item in items { ref.subitems.append(try element(item, arg(1).node, it)) }
            case "layoutSize:subitem:count:"?, "layoutSize:repeatingSubitem:count:"?:
                ref.size = try layoutSize(arg(0), it)
                ref.subitems = [try element(arg(1).value, arg(1).node, it)]
                guard case .int(let n) = arg(2).value, (1...100_000).contains(n) else {
                    throw EvaluationError(arg(2).node, "count must be an Int from 1 to 100000")
                }
                ref.count = n
            default: throw unknown()
            }
            return .object(ref)
        case ("NSCollectionLayoutGroup", "custom", "layoutSize:_:"?), ("NSCollectionLayoutGroup", "custom", "layoutSize:itemProvider:"?):
            // Its item provider runs when the section is described, for the group's size there.
            guard case .closure = arg(1).value else { throw EvaluationError(arg(1).node, "a custom group's item provider must be a closure") }
            let ref = Ref(.group, node: Syntax(node))
            ref.size = try layoutSize(arg(0), it)
            ref.itemProvider = arg(1).value
            return .object(ref)
        case ("NSCollectionLayoutGroupCustomItem", "init", "frame:"?), ("NSCollectionLayoutGroupCustomItem", "init", "frame:zIndex:"?):
            guard case .cgRect(let frame) = try it.coerce(arg(0).value, to: "CGRect", arg(0).node) else {
                throw EvaluationError(arg(0).node, "a custom item's frame is a CGRect, got \(arg(0).value.kindName)")
            }
            for v in [frame.minX, frame.minY, frame.width, frame.height] where !(Swift.abs(v) <= 10_000_000) {
                throw EvaluationError(arg(0).node, "the frame is too large")
            }
            let ref = Ref(.customItem, node: Syntax(node))
            ref.frame = frame
            return .object(ref)
        // Sections.
        case ("NSCollectionLayoutSection", "init", "group:"?):
            let ref = Ref(.section, node: Syntax(node))
            let group = try element(arg(0).value, arg(0).node, it)
            guard group.kind == .group else { throw EvaluationError(arg(0).node, "a section needs an NSCollectionLayoutGroup") }
            ref.group = group
            return .object(ref)
        case ("NSCollectionLayoutBoundarySupplementaryItem", "init", "layoutSize:elementKind:alignment:"?),
            ("NSCollectionLayoutBoundarySupplementaryItem", "init", "layoutSize:elementKind:alignment:absoluteOffset:"?):
            if args!.count == 4 {
                guard case .cgPoint(let p) = try it.coerce(arg(3).value, to: "CGPoint", arg(3).node), p == .zero else {
                    throw EvaluationError(arg(3).node, "a boundary item moved by an absoluteOffset is not laid out by cvsim (an offset of .zero is)")
                }
            }
            let ref = Ref(.boundary, node: Syntax(node))
            ref.size = try layoutSize(arg(0), it)
            ref.elementKind = try elementKind(arg(1), it)
            ref.alignment = try alignment(arg(2))
            return .object(ref)
        case ("NSCollectionLayoutBoundarySupplementaryItem", "init", "layoutSize:elementKind:containerAnchor:"?):
            // A boundary item anchored at an edge of its section, without an offset, is aligned there.
            let anchor = try anchor(arg(2), it)
            guard anchor.displacement(for: Size(width: 1, height: 1)) == .zero, let alignment = alignment(of: anchor.edges) else {
                throw EvaluationError(arg(2).node, "a boundary item anchored with an offset, or at no edge, is not laid out by cvsim; anchor it at an edge with a zero offset")
            }
            let ref = Ref(.boundary, node: Syntax(node))
            ref.size = try layoutSize(arg(0), it)
            ref.elementKind = try elementKind(arg(1), it)
            ref.alignment = alignment
            return .object(ref)
        case ("NSCollectionLayoutDecorationItem", "background", "elementKind:"?):
            let ref = Ref(.decoration, node: Syntax(node))
            ref.elementKind = try elementKind(arg(0), it)
            return .object(ref)
        case ("NSCollectionLayoutEdgeSpacing", "init", "leading:top:trailing:bottom:"?):
            let ref = Ref(.edgeSpacing, node: Syntax(node))
            for (i, edge) in ["leading", "top", "trailing", "bottom"].enumerated() {
                ref.edges[edge] = try edgeSpacing(arg(i), it)
            }
            return .object(ref)
        // Layouts.
        case ("UICollectionViewCompositionalLayoutConfiguration", "init", ""?):
            return .object(Ref(.configuration, node: Syntax(node)))
        case ("UICollectionViewCompositionalLayout", "init", _):
            let ref = Ref(.compositional, node: Syntax(node))
            guard let args, let first = args.first else { throw unknown() }
            switch first.label {
            case "section"?:
                let section = try it.coerce(first.value, to: "NSCollectionLayoutSection", first.node)
                guard case .object(let s) = section, s.kind == .section else {
                    throw EvaluationError(first.node, "expected an NSCollectionLayoutSection, got \(section.kindName)")
                }
                ref.section = s
            case "sectionProvider"?, nil:
                guard case .closure = first.value, true else {
                    if case .function = first.value { ref.provider = first.value; break }
                    throw EvaluationError(first.node, "a section provider must be a closure or a function")
                }
                ref.provider = first.value
            default: throw unknown()
            }
            if args.count == 2, args[1].label == "configuration" {
                guard case .object(let c) = args[1].value, c.kind == .configuration else {
                    throw EvaluationError(args[1].node, "expected a UICollectionViewCompositionalLayoutConfiguration")
                }
                ref.configuration = c
            } else if args.count != 1 {
                throw unknown()
            }
            return .object(ref)
        case ("UICollectionViewFlowLayout", "init", ""?):
            return .object(defaultFlowLayout(at: Syntax(node)))
        case ("UICollectionViewFlowLayout", "automaticSize", nil): return .automaticSize
        case ("UICollectionViewLayout", "init", ""?):
            // An empty layout a collection view is made with until the code installs its own.
            return .constant("UICollectionViewLayout()")
        case ("UICollectionView", "init", "frame:collectionViewLayout:"?), ("UICollectionViewController", "init", "collectionViewLayout:"?):
            let ref = Ref(.collectionView, node: Syntax(node))
            ref.layout = args!.last!.value
            return .object(ref)
        case ("UICollectionView", "elementKindSectionHeader", nil): return .string("header")
        case ("UICollectionView", "elementKindSectionFooter", nil): return .string("footer")
        // Enumerations, resolved where they are used.
        case ("UICollectionView.ScrollDirection", _, nil), ("UICollectionLayoutSectionOrthogonalScrollingBehavior", _, nil),
            ("NSRectAlignment", _, nil), ("UIUserInterfaceSizeClass", _, nil), ("UIUserInterfaceIdiom", _, nil),
            ("UICollectionViewFlowLayout.SectionInsetReference", _, nil):
            return .member(name, nil)
        case ("UIContentSizeCategory", _, nil):
            guard let c = ContentSizeCategory(named: name) else { throw EvaluationError(node, "unknown UIContentSizeCategory '.\(name)'") }
            return .category(c)
        default:
            throw unknown()
        }
    }

    // MARK: - Arguments

    /// A length in points: finite, from 0 to 10 000 000.
    static func length(_ v: Value, _ node: Syntax, _ it: Interpreter) throws(EvaluationError) -> Double {
        let d = try it.double(v, node)
        guard d >= 0 else { throw EvaluationError(node, "must be ≥ 0, got \(Interpreter.format(d))") }
        guard d <= 10_000_000 else { throw EvaluationError(node, "must be at most 10000000, got \(Interpreter.format(d))") }
        return d
    }

    /// A length in points that may be negative: finite, from −10 000 000 to 10 000 000.
    static func signedLength(_ v: Value, _ node: Syntax, _ it: Interpreter) throws(EvaluationError) -> Double {
        let d = try it.double(v, node)
        guard d.isFinite, Swift.abs(d) <= 10_000_000 else { throw EvaluationError(node, "must be from -10000000 to 10000000, got \(Interpreter.format(d))") }
        return d
    }

    static func dimension(_ a: Argument, _ it: Interpreter) throws(EvaluationError) -> LayoutDimension {
        guard case .dimension(let d) = try it.coerce(a.value, to: "NSCollectionLayoutDimension", a.node) else {
            throw EvaluationError(a.node, "expected an NSCollectionLayoutDimension, got \(a.value.kindName)")
        }
        return d
    }

    static func layoutSize(_ a: Argument, _ it: Interpreter) throws(EvaluationError) -> LayoutSize {
        guard case .layoutSize(let s) = try it.coerce(a.value, to: "NSCollectionLayoutSize", a.node) else {
            throw EvaluationError(a.node, "expected an NSCollectionLayoutSize, got \(a.value.kindName)")
        }
        return s
    }

    static func element(_ raw: Value, _ node: Syntax, _ it: Interpreter) throws(EvaluationError) -> Ref {
        var v = raw
        // `.init(layoutSize:)` is an item's, `.horizontal(…)` and `.vertical(…)` a group's.
        if case .member(let name, _) = raw { v = try it.coerce(raw, to: name == "init" ? "NSCollectionLayoutItem" : "NSCollectionLayoutGroup", node) }
        guard case .object(let ref) = v, ref.kind == .item || ref.kind == .group else {
            throw EvaluationError(node, "expected an NSCollectionLayoutItem or group, got \(v.kindName)")
        }
        return ref
    }

    static func elementKind(_ a: Argument, _ it: Interpreter) throws(EvaluationError) -> String {
        guard case .string(let s) = a.value, !s.isEmpty else { throw EvaluationError(a.node, "an element kind must be a non-empty String") }
        return s
    }

    /// `.top`, `[.top, .trailing]` as edges.
    static func rectEdges(_ a: Argument, _ it: Interpreter) throws(EvaluationError) -> Set<RectEdge> {
        var names: [Value]
        switch a.value {
        case .array(let values): names = values
        default: names = [a.value]
        }
        var edges: Set<RectEdge> = []
        for v in names {
            guard case .member(let name, nil) = v else { throw EvaluationError(a.node, "expected NSDirectionalRectEdge members (.top, .leading …), got \(v.kindName)") }
            switch name {
            case "top", "leading", "bottom", "trailing": edges.insert(RectEdge(rawValue: name)!)
            default: throw EvaluationError(a.node, "unknown NSDirectionalRectEdge '.\(name)'")
            }
        }
        return edges
    }

    static func anchor(_ a: Argument, _ it: Interpreter) throws(EvaluationError) -> LayoutAnchor {
        switch try it.coerce(a.value, to: "NSCollectionLayoutAnchor", a.node) {
        case .anchor(let anchor): return anchor
        case let v: throw EvaluationError(a.node, "expected an NSCollectionLayoutAnchor, got \(v.kindName)")
        }
    }

    /// The alignment of a boundary item anchored at `edges`, nil for none or opposite edges.
    static func alignment(of edges: Set<RectEdge>) -> BoundaryAlignment? {
        let vertical: String? = edges.contains(.top) == edges.contains(.bottom) ? nil : edges.contains(.top) ? "top" : "bottom"
        let horizontal: String? = edges.contains(.leading) == edges.contains(.trailing) ? nil : edges.contains(.leading) ? "leading" : "trailing"
        switch (vertical, horizontal) {
        case (let v?, let h?): return BoundaryAlignment(rawValue: v + h.prefix(1).uppercased() + h.dropFirst())
        case (let v?, nil): return BoundaryAlignment(rawValue: v)
        case (nil, let h?): return BoundaryAlignment(rawValue: h)
        case (nil, nil): return nil
        }
    }

    static func alignment(_ a: Argument) throws(EvaluationError) -> BoundaryAlignment {
        guard case .member(let name, nil) = a.value, let alignment = BoundaryAlignment(rawValue: name) else {
            throw EvaluationError(a.node, "expected an NSRectAlignment (.top, .bottom, .leading, .trailing, .topLeading …)")
        }
        return alignment
    }

    static func edgeSpacing(_ a: Argument, _ it: Interpreter) throws(EvaluationError) -> Value {
        let v = try it.coerce(a.value, to: "NSCollectionLayoutSpacing", a.node)
        switch v {
        case .null: return .null
        case .spacing(.fixed(let p)): return .double(p)
        case .spacing(.flexible):
            throw EvaluationError(a.node, "flexible edge spacing is not laid out by cvsim; use .fixed")
        default: throw EvaluationError(a.node, "expected an NSCollectionLayoutSpacing or nil, got \(v.kindName)")
        }
    }
}
