import CollectionLayout
import SwiftSyntax

extension UIKit {
    // MARK: - Properties

    static func property(_ ref: Ref, _ name: String, _ node: some SyntaxProtocol, _ it: Interpreter) throws(EvaluationError) -> Value {
        if ref.kind == .section, let list = ref.list {
            // A list section's own values until the code sets them: the appearance's insets for the device's width.
            switch name {
            case "contentInsets": return .directionalInsets(list.sectionContentInsets ?? list.section(containerWidth: it.device.containerSize.width).contentInsets)
            case "interGroupSpacing": return .double(list.interGroupSpacing)
            case "boundarySupplementaryItems" where ref.listBoundaryItemsSet: return .array(ref.boundaryItems.map { .object($0) })
            default: break
            }
        }
        switch (ref.kind, name) {
        // A layout's own collection view (`layout.collectionView?.backgroundColor = .clear`): the simulated one.
        case (.flow, "collectionView"), (.compositional, "collectionView"): return .constant("collectionView")
        case (.item, "layoutSize"), (.group, "layoutSize"), (.boundary, "layoutSize"): return .layoutSize(ref.size)
        case (.item, "contentInsets"), (.group, "contentInsets"), (.section, "contentInsets"), (.decoration, "contentInsets"),
            (.boundary, "contentInsets"), (.supplementary, "contentInsets"):
            return .directionalInsets(ref.contentInsets)
        case (.item, "edgeSpacing"), (.group, "edgeSpacing"): return ref.edgeSpacing.map { .object($0) } ?? .null
        case (.group, "subitems"): return .array(ref.subitems.map { .object($0) })
        case (.group, "interItemSpacing"): return .spacing(ref.interItemSpacing)
        case (.section, "interGroupSpacing"): return .double(ref.interGroupSpacing)
        case (.section, "boundarySupplementaryItems"), (.configuration, "boundarySupplementaryItems"):
            return .array(ref.boundaryItems.map { .object($0) })
        case (.section, "contentInsetsReference"), (.configuration, "contentInsetsReference"): return .member(ref.contentInsetsReference.rawValue, nil)
        case (.section, "supplementaryContentInsetsReference"), (.configuration, "supplementaryContentInsetsReference"):
            return .member(ref.supplementaryContentInsetsReference.rawValue, nil)
        case (.section, "decorationItems"): return .array(ref.decorationItems.map { .object($0) })
        case (.section, "orthogonalScrollingBehavior"): return .member(ref.orthogonal.rawValue, nil)
        case (.section, "supplementariesFollowContentInsets"): return .bool(ref.supplementariesFollowContentInsets)
        case (.boundary, "pinToVisibleBounds"): return .bool(ref.pinToVisibleBounds)
        case (.boundary, "extendsBoundary"): return .bool(ref.extendsBoundary)
        case (.boundary, "zIndex"), (.decoration, "zIndex"), (.supplementary, "zIndex"): return .int(ref.zIndex ?? 0)
        case (.boundary, "elementKind"), (.decoration, "elementKind"), (.supplementary, "elementKind"): return .string(ref.elementKind)
        case (.item, "supplementaryItems"): return .array(ref.supplementaryItems.map { .object($0) })
        case (.customItem, "frame"): return .cgRect(ref.frame)
        case (.configuration, "scrollDirection"): return .member(ref.scrollDirection.rawValue, nil)
        case (.configuration, "interSectionSpacing"): return .double(ref.interSectionSpacing)
        case (.compositional, "configuration"):
            if ref.configuration == nil { ref.configuration = Ref(.configuration, node: Syntax(node)) }
            return .object(ref.configuration!)
        case (.flow, "itemSize"): return .cgSize(ref.flow.itemSize)
        case (.flow, "minimumLineSpacing"): return .double(ref.flow.lineSpacing)
        case (.flow, "minimumInteritemSpacing"): return .double(ref.flow.interitemSpacing)
        case (.flow, "sectionInset"): return .edgeInsets(ref.flow.sectionInset)
        case (.flow, "scrollDirection"): return .member(ref.flow.scrollDirection.rawValue, nil)
        case (.flow, "headerReferenceSize"): return .cgSize(ref.flowHeaderSize)
        case (.flow, "footerReferenceSize"): return .cgSize(ref.flowFooterSize)
        case (.flow, "sectionHeadersPinToVisibleBounds"): return .bool(ref.flow.pinHeaders)
        case (.flow, "sectionInsetReference"): return .member(ref.flow.sectionInsetReference.rawValue, nil)
        case (.flow, "sectionFootersPinToVisibleBounds"): return .bool(false)
        case (.flow, "estimatedItemSize"): return ref.estimatedItemSize ?? .cgSize(.zero)
        case (.collectionView, "collectionViewLayout"): return ref.layout ?? .null
        case (.collectionView, "bounds"), (.collectionView, "frame"):
            return .cgRect(Rect(origin: .zero, size: it.device.containerSize))
        case (.edgeSpacing, "leading"), (.edgeSpacing, "top"), (.edgeSpacing, "trailing"), (.edgeSpacing, "bottom"):
            return ref.edges[name].map { v in if case .double(let p) = v { .spacing(.fixed(p)) } else { .null } } ?? .null
        default:
            throw EvaluationError(node, "\(ref.kind.rawValue) has no property '\(name)' that cvsim lays out")
        }
    }

    static func setProperty(_ ref: Ref, _ name: String, _ raw: Value, _ node: some SyntaxProtocol, _ it: Interpreter) throws(EvaluationError) {
        let at = Syntax(node)
        func typed(_ type: String) throws(EvaluationError) -> Value { try it.coerce(raw, to: type, node) }
        func points() throws(EvaluationError) -> Double { try length(raw, at, it) }
        func flag() throws(EvaluationError) -> Bool {
            guard case .bool(let b) = raw else { throw EvaluationError(node, "\(name) takes a Bool, got \(raw.kindName)") }
            return b
        }
        func insets() throws(EvaluationError) -> DirectionalInsets {
            guard case .directionalInsets(let i) = try typed("NSDirectionalEdgeInsets") else {
                throw EvaluationError(node, "\(name) takes an NSDirectionalEdgeInsets, got \(raw.kindName)")
            }
            // UIKit lays out a section's negative insets (its groups reach past it); an item's or
            // a group's must leave it its size.
            for v in [i.top, i.leading, i.bottom, i.trailing] {
                _ = ref.kind == .section ? try signedLength(.double(v), at, it) : try length(.double(v), at, it)
            }
            return i
        }
        func size() throws(EvaluationError) -> Size {
            guard case .cgSize(let s) = try typed("CGSize") else { throw EvaluationError(node, "\(name) takes a CGSize, got \(raw.kindName)") }
            _ = try length(.double(s.width), at, it)
            _ = try length(.double(s.height), at, it)
            return s
        }
        func zIndex() throws(EvaluationError) -> Int {
            guard case .int(let z) = raw, (-10_000...10_000).contains(z) else {
                throw EvaluationError(node, "zIndex must be an Int from -10000 to 10000")
            }
            return z
        }
        func direction() throws(EvaluationError) -> ScrollDirection {
            guard case .member(let m, nil) = raw, let d = ScrollDirection(rawValue: m) else {
                throw EvaluationError(node, "scrollDirection takes .vertical or .horizontal")
            }
            return d
        }
        if ref.kind == .section, var list = ref.list {
            // The section a list returns takes the code's insets and row spacing, as in UIKit.
            switch name {
            case "contentInsets": list.sectionContentInsets = try insets()
            case "interGroupSpacing": list.interGroupSpacing = try points()
            case "boundarySupplementaryItems":
                // Items are objects: what the code sets on them later still counts, so they are
                // described with the section (`describeSection`).
                ref.boundaryItems = try objects(try typed("[NSCollectionLayoutBoundarySupplementaryItem]"), .boundary, node)
                ref.listBoundaryItemsSet = true
            default: return try setListSectionProperty(ref, name, node, it)
            }
            ref.list = list
            return
        }
        switch (ref.kind, name) {
        case (.item, "contentInsets"), (.group, "contentInsets"), (.section, "contentInsets"), (.decoration, "contentInsets"),
            (.boundary, "contentInsets"), (.supplementary, "contentInsets"):
            ref.contentInsets = try insets()
        case (.item, "edgeSpacing"), (.group, "edgeSpacing"):
            // `.init(leading: nil, top: .fixed(6), trailing: nil, bottom: nil)`: of the property's type.
            switch try typed("NSCollectionLayoutEdgeSpacing") {
            case .null: ref.edgeSpacing = nil
            case .object(let e) where e.kind == .edgeSpacing: ref.edgeSpacing = e
            default: throw EvaluationError(node, "edgeSpacing takes an NSCollectionLayoutEdgeSpacing")
            }
        case (.group, "interItemSpacing"):
            switch try typed("NSCollectionLayoutSpacing") {
            case .null: ref.interItemSpacing = .fixed(0)
            case .spacing(let s): ref.interItemSpacing = s
            default: throw EvaluationError(node, "interItemSpacing takes an NSCollectionLayoutSpacing")
            }
        case (.item, "supplementaryItems"): ref.supplementaryItems = try objects(try typed("[NSCollectionLayoutSupplementaryItem]"), .supplementary, node)
        case (.section, "interGroupSpacing"): ref.interGroupSpacing = try points()
        case (.section, "orthogonalScrollingBehavior"):
            guard case .member(let m, nil) = raw, let b = OrthogonalScrollingBehavior(rawValue: m) else {
                throw EvaluationError(node, "orthogonalScrollingBehavior takes one of \(OrthogonalScrollingBehavior.allCases.map { ".\($0.rawValue)" }.joined(separator: ", "))")
            }
            ref.orthogonal = b
        case (.section, "boundarySupplementaryItems"), (.configuration, "boundarySupplementaryItems"):
            ref.boundaryItems = try objects(try typed("[NSCollectionLayoutBoundarySupplementaryItem]"), .boundary, node)
        case (.section, "decorationItems"):
            ref.decorationItems = try objects(try typed("[NSCollectionLayoutDecorationItem]"), .decoration, node)
        case (.section, "visibleItemsInvalidationHandler"):
            if !it.notices.contains(where: { $0.0.id == at.id }) {
                it.notices.append((at, "visibleItemsInvalidationHandler is ignored: it changes no frame"))
            }
        case (.section, "contentInsetsReference"), (.section, "supplementaryContentInsetsReference"),
            (.configuration, "contentInsetsReference"), (.configuration, "supplementaryContentInsetsReference"):
            guard case .member(let member, nil) = raw, let reference = ContentInsetsReference(rawValue: member) else {
                throw EvaluationError(node, "\(name) takes a UIContentInsetsReference (.automatic, .none, .safeArea, .layoutMargins, .readableContent)")
            }
            if name == "contentInsetsReference" { ref.contentInsetsReference = reference } else { ref.supplementaryContentInsetsReference = reference }
        case (.section, "supplementariesFollowContentInsets"): ref.supplementariesFollowContentInsets = try flag()
        case (.boundary, "pinToVisibleBounds"): ref.pinToVisibleBounds = try flag()
        case (.boundary, "extendsBoundary"): ref.extendsBoundary = try flag()
        case (.boundary, "zIndex"), (.decoration, "zIndex"), (.supplementary, "zIndex"): ref.zIndex = try zIndex()
        case (.configuration, "scrollDirection"): ref.scrollDirection = try direction()
        case (.configuration, "interSectionSpacing"): ref.interSectionSpacing = try points()
        case (.compositional, "configuration"):
            guard case .object(let c) = raw, c.kind == .configuration else {
                throw EvaluationError(node, "configuration takes a UICollectionViewCompositionalLayoutConfiguration")
            }
            ref.configuration = c
        case (.flow, "itemSize"):
            let s = try size()
            guard s.width >= SizeHint.minimumDimension, s.height >= SizeHint.minimumDimension else {
                throw EvaluationError(node, "itemSize must be at least 0.001 each way")
            }
            ref.flow.itemSize = s
        case (.flow, "estimatedItemSize"):
            if case .automaticSize = raw { ref.estimatedItemSize = raw } else {
                let s = try size()
                ref.estimatedItemSize = s == .zero ? nil : .cgSize(s)
            }
        case (.flow, "minimumLineSpacing"): ref.flow.lineSpacing = try points()
        case (.flow, "minimumInteritemSpacing"): ref.flow.interitemSpacing = try points()
        case (.flow, "sectionInset"):
            guard case .edgeInsets(let i) = try typed("UIEdgeInsets") else { throw EvaluationError(node, "sectionInset takes a UIEdgeInsets") }
            for v in [i.top, i.left, i.bottom, i.right] { _ = try length(.double(v), at, it) }
            ref.flow.sectionInset = i
        case (.flow, "scrollDirection"): ref.flow.scrollDirection = try direction()
        case (.flow, "headerReferenceSize"): ref.flowHeaderSize = try size()
        case (.flow, "footerReferenceSize"): ref.flowFooterSize = try size()
        case (.flow, "sectionHeadersPinToVisibleBounds"): ref.flow.pinHeaders = try flag()
        case (.flow, "sectionFootersPinToVisibleBounds"):
            // UIKit's default; a pinned footer is not laid out by cvsim's flow layout.
            guard try !flag() else { throw EvaluationError(node, "cvsim's flow layout pins headers only (sectionHeadersPinToVisibleBounds), not footers") }
        case (.flow, "sectionInsetReference"):
            guard case .member(let m, nil) = raw, let reference = FlowSectionInsetReference(rawValue: m) else {
                throw EvaluationError(node, "sectionInsetReference takes .fromContentInset, .fromSafeArea or .fromLayoutMargins")
            }
            ref.flow.sectionInsetReference = reference
        case (.edgeSpacing, "leading"), (.edgeSpacing, "top"), (.edgeSpacing, "trailing"), (.edgeSpacing, "bottom"):
            ref.edges[name] = try edgeSpacing(Argument(label: nil, value: raw, node: at), it)
        case (.collectionView, _):
            // A collection view's other properties (colours, delegates) change no frame.
            return
        default:
            throw EvaluationError(node, "\(ref.kind.rawValue) has no property '\(name)' that cvsim lays out")
        }
    }

    private static func objects(_ raw: Value, _ kind: Ref.Kind, _ node: some SyntaxProtocol) throws(EvaluationError) -> [Ref] {
        guard case .array(let values) = raw else { throw EvaluationError(node, "expected an array of \(kind.rawValue)") }
        var refs: [Ref] = []
        for v in values {
            guard case .object(let r) = v, r.kind == kind else { throw EvaluationError(node, "expected \(kind.rawValue), got \(v.kindName)") }
            refs.append(r)
        }
        return refs
    }

    static func method(_ ref: Ref, _ name: String, _ args: [Argument], _ node: FunctionCallExprSyntax, _ it: Interpreter) throws(EvaluationError) -> Value {
        switch (ref.kind, name) {
        case (.collectionView, _), (.compositional, "invalidateLayout"), (.flow, "invalidateLayout"), (.compositional, "register"),
            (.flow, "register"):
            // register(_:), reloadData(), a decoration view's class: nothing that moves a frame.
            return .void
        default:
            throw EvaluationError(node, "unknown call '\(name)' on \(ref.kind.rawValue)")
        }
    }

    // MARK: - Descriptions

    static func edgeInsets(_ ref: Ref?) -> DirectionalInsets {
        guard let ref else { return .zero }
        func p(_ k: String) -> Double { if case .double(let d)? = ref.edges[k] { d } else { 0 } }
        return DirectionalInsets(top: p("top"), leading: p("leading"), bottom: p("bottom"), trailing: p("trailing"))
    }

    static func describeElement(_ ref: Ref, depth: Int) throws(EvaluationError) -> LayoutElement {
        if ref.kind == .item {
            let badges = ref.supplementaryItems.map { s in
                var badge = ItemSupplementaryDescription(
                    elementKind: ElementKind(rawValue: s.elementKind), size: s.size, containerAnchor: s.containerAnchor, itemAnchor: s.itemAnchor)
                if let z = s.zIndex { badge.zIndex = z }
                badge.contentInsets = s.contentInsets
                return badge
            }
            return .item(ItemDescription(size: ref.size, contentInsets: ref.contentInsets, edgeSpacing: edgeInsets(ref.edgeSpacing), supplementaryItems: badges))
        }
        return .group(try describeGroup(ref, depth: depth))
    }

    static func describeGroup(_ ref: Ref, depth: Int) throws(EvaluationError) -> GroupDescription {
        guard depth <= 64 else { throw EvaluationError(ref.node, "groups nest deeper than 64 levels") }
        if ref.itemProvider != nil {
            throw EvaluationError(ref.node, "cvsim lays out a custom group as a section's group, not inside another group")
        }
        var subitems: [LayoutElement] = []
        for s in ref.subitems { subitems.append(try describeElement(s, depth: depth + 1)) }
        return GroupDescription(
            axis: ref.axis, size: ref.size, subitems: subitems, count: ref.count, interItemSpacing: ref.interItemSpacing,
            contentInsets: ref.contentInsets, edgeSpacing: edgeInsets(ref.edgeSpacing))
    }

    /// A custom group: its item provider run with an environment whose container is the group's
    /// size in `container` (the section's, its insets taken off), as UIKit runs it.
    static func describeCustomGroup(_ ref: Ref, in container: LayoutEnvironment, insets: DirectionalInsets, _ it: Interpreter) throws(EvaluationError) -> GroupDescription {
        let room = Size(
            width: Swift.max(0, container.containerSize.width - insets.leading - insets.trailing),
            height: Swift.max(0, container.containerSize.height - insets.top - insets.bottom))
        let size = ref.size.resolved(in: room)
        let environment = LayoutEnvironment(containerSize: size, contentSizeCategory: container.contentSizeCategory)
        let value = try it.apply(ref.itemProvider!, [Argument(label: nil, value: .environment(environment), node: ref.node)], ref.node)
        guard case .array(let values) = value else {
            throw EvaluationError(ref.node, "the custom group's item provider returned \(value.kindName), not an array of NSCollectionLayoutGroupCustomItem")
        }
        var frames: [Rect] = []
        for v in values {
            guard case .object(let item) = v, item.kind == .customItem else {
                throw EvaluationError(ref.node, "the custom group's item provider returned \(v.kindName) among its items, not NSCollectionLayoutGroupCustomItem")
            }
            guard item.frame.width > 0, item.frame.height > 0 else {
                throw EvaluationError(item.node, "a custom item's frame must have a width and a height, got \(Interpreter.format(item.frame.width))×\(Interpreter.format(item.frame.height))")
            }
            frames.append(item.frame)
        }
        guard !frames.isEmpty else { throw EvaluationError(ref.node, "the custom group's item provider returned no items") }
        guard frames.count <= 100_000 else { throw EvaluationError(ref.node, "the custom group's item provider returned more than 100000 items") }
        return GroupDescription(size: ref.size, customFrames: frames)
    }

    /// The boundary supplementary items of section `ref` as laid out.
    static func boundaryItems(_ ref: Ref, direction: ScrollDirection) throws(EvaluationError) -> [BoundaryItemDescription] {
        var items: [BoundaryItemDescription] = []
        for b in ref.boundaryItems {
            guard b.alignment.isBefore(direction) != nil else {
                throw EvaluationError(b.node, ".\(b.alignment.rawValue) does not fit a \(direction.rawValue) layout")
            }
            var item = BoundaryItemDescription(elementKind: ElementKind(rawValue: b.elementKind), size: b.size, alignment: b.alignment)
            item.pinToVisibleBounds = b.pinToVisibleBounds
            item.extendsBoundary = b.extendsBoundary
            if let z = b.zIndex { item.zIndex = z }
            item.contentInsets = b.contentInsets
            items.append(item)
        }
        return items
    }

    static func describeSection(_ ref: Ref, direction: ScrollDirection, in environment: LayoutEnvironment, _ it: Interpreter) throws(EvaluationError) -> SectionDescription {
        if var list = ref.list {
            guard direction == .vertical else {
                throw EvaluationError(ref.node, "lists scroll vertically; a horizontal layout cannot have a list section")
            }
            if ref.listBoundaryItemsSet { list.sectionBoundaryItems = try boundaryItems(ref, direction: direction) }
            return SectionDescription(list: list)
        }
        guard let group = ref.group else { throw EvaluationError(ref.node, "a section needs a group") }
        let top = group.itemProvider != nil
            ? try describeCustomGroup(group, in: environment, insets: ref.contentInsets, it) : try describeGroup(group, depth: 1)
        var s = SectionDescription(group: top)
        s.interGroupSpacing = ref.interGroupSpacing
        s.contentInsets = ref.contentInsets
        s.orthogonalScrollingBehavior = ref.orthogonal
        s.contentInsetsReference = ref.contentInsetsReference
        s.supplementariesFollowContentInsets = ref.supplementariesFollowContentInsets
        s.supplementaryContentInsetsReference = ref.supplementaryContentInsetsReference
        s.boundarySupplementaryItems = try boundaryItems(ref, direction: direction)
        for d in ref.decorationItems {
            guard d.elementKind == "background" || !d.elementKind.isEmpty else { continue }
            var item = DecorationItemDescription(elementKind: ElementKind(rawValue: d.elementKind), contentInsets: d.contentInsets)
            if let z = d.zIndex { item.zIndex = z }
            s.decorationItems.append(item)
        }
        return s
    }
}
