import CollectionFiles
import CollectionLayout
import CollectionModel
import SwiftLayoutSource
import Testing

/// An iPhone 15 in portrait.
let phone = Size(width: 390, height: 844)

/// Evaluates Swift layout source for a device.
func evaluate(
    _ source: String, function: String? = nil, device: Size = phone, category: ContentSizeCategory = .default, name: String = "Layout.swift"
) throws -> EvaluatedLayout {
    let file = try SwiftLayoutSource.parse(Array(source.utf8), name: name)
    return try file.evaluate(function: function, device: LayoutEnvironment(containerSize: device, contentSizeCategory: category))
}

/// Every element of a prepared layout as one line each, `cell 0.1 x,y wxh`, in index-path order
/// by category: what a test compares whole.
func elements(of layout: any CollectionLayout) -> [String] {
    let attributes: [LayoutAttributes]
    if let compositional = layout as? CompositionalLayout {
        attributes = compositional.allLayoutAttributesAtRest()
    } else {
        attributes = layout.allLayoutAttributes()
    }
    func n(_ v: Double) -> String { v == v.rounded() && Swift.abs(v) < 1e15 ? String(Int(v)) : String(v) }
    return attributes.sorted {
        ($0.category.rawValue, $0.indexPath, $0.kind?.rawValue ?? "") < ($1.category.rawValue, $1.indexPath, $1.kind?.rawValue ?? "")
    }.map { a in
        let f = a.frame
        let kind = a.kind.map { " \($0.rawValue)" } ?? ""
        return "\(a.category.rawValue)\(kind) \(a.indexPath.section).\(a.indexPath.item) \(n(f.minX)),\(n(f.minY)) \(n(f.width))x\(n(f.height))"
    }
}

/// The elements of Swift source laid out for `counts` items per section.
func frames(
    _ source: String, counts: [Int], function: String? = nil, device: Size = phone, category: ContentSizeCategory = .default
) throws -> [String] {
    let evaluated = try evaluate(source, function: function, device: device, category: category)
    let layout = evaluated.makeLayout(bounds: Rect(origin: .zero, size: device))
    _ = layout.updateTraits(contentSizeCategory: category)
    try layout.prepare(StaticDataSource(counts: counts))
    return elements(of: layout)
}

/// The elements of a JSON layout file laid out the same way: the reference.
func frames(json: String, counts: [Int], device: Size = phone) throws -> [String] {
    let file = try LayoutFile.decode(Array(json.utf8), name: "reference.json")
    let layout = file.makeLayout(name: "compositional", bounds: Rect(origin: .zero, size: device))
    try layout.prepare(StaticDataSource(counts: counts))
    return elements(of: layout)
}

/// The one-line error evaluating `source` gives.
func evaluationError(_ source: String, function: String? = nil, counts: [Int] = [1], name: String = "Bad.swift") -> String? {
    do {
        let evaluated = try evaluate(source, function: function, name: name)
        let layout = evaluated.makeLayout(bounds: Rect(origin: .zero, size: phone))
        try layout.prepare(StaticDataSource(counts: counts))
        return nil
    } catch let error as LayoutFileError {
        return error.description
    } catch {
        return "\(error)"
    }
}

/// A grid layout function body around `section`'s statements, for tests of one construct.
func layoutFunction(_ body: String) -> String {
    """
    import UIKit

    func createLayout() -> UICollectionViewLayout {
    \(body)
    }
    """
}
