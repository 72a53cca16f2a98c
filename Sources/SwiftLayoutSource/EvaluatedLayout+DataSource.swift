import CollectionLayout
import SwiftSyntax

extension EvaluatedLayout {
    /// The most sections and items per section `dataSourceItemCounts()` takes from the code.
    static let maximumDataSourceSections = 100
    static let maximumDataSourceItems = 10_000

    /// The item counts the file's `UICollectionViewDataSource` answers without any data — what
    /// UIKit shows: `collectionView(_:numberOfItemsInSection:)` for each of `numberOfSections(in:)`'s
    /// sections (one without it), when each answer is a count the code gives by itself (`return 10`,
    /// `options.count` of an array the file declares) and at least one item is there; nil when the
    /// file has no such method (a diffable data source), or an answer reads data set at run time or
    /// comes out empty (a list that a fetch fills: generated items show the layout instead).
    ///
    /// When it gives counts, a notice says so, for `layout`, `render` and `run` alike.
    ///
    /// - Complexity: one bounded evaluation per section.
    public func dataSourceItemCounts() -> [Int]? {
        let program = interpreter.program
        func dataSourceMethod(_ type: TypeInfo, _ label: String) -> FunctionDeclSyntax? {
            (type.functions[label == "numberOfSections" ? "numberOfSections" : "collectionView"] ?? []).first { f in
                let labels = f.signature.parameterClause.parameters.map { ($0.firstName.text, Interpreter.typeName($0.type)) }
                return label == "numberOfSections"
                    ? labels.count == 1 && labels[0] == ("in", "UICollectionView")
                    : labels.count == 2 && labels[1].0 == label && labels[1].1 == "Int"
            }
        }
        let owners = program.types.values.filter { dataSourceMethod($0, "numberOfItemsInSection") != nil }
        guard owners.count == 1, let owner = owners.first, let items = dataSourceMethod(owner, "numberOfItemsInSection") else { return nil }
        func count(_ f: FunctionDeclSyntax, section: Int?, limit: Int) -> Int? {
            interpreter.steps = 0
            interpreter.depth = 0
            let view = Argument(label: section == nil ? "in" : nil, value: .constant("collectionView"), node: Syntax(f.name))
            let arguments = section.map { [view, Argument(label: "numberOfItemsInSection", value: .int($0), node: Syntax(f.name))] } ?? [view]
            guard case .int(let n)? = try? interpreter.invoke(f, owner: owner, arguments, at: f.name), (0...limit).contains(n) else { return nil }
            return n
        }
        var sections = 1
        if let f = dataSourceMethod(owner, "numberOfSections") {
            guard let n = count(f, section: nil, limit: Self.maximumDataSourceSections), n > 0 else { return nil }
            sections = n
        }
        var counts: [Int] = []
        for s in 0..<sections {
            guard let n = count(items, section: s, limit: Self.maximumDataSourceItems) else { return nil }
            counts.append(n)
        }
        guard counts.contains(where: { $0 > 0 }) else { return nil }
        let described = counts.count == 1 ? "\(counts[0]) item\(counts[0] == 1 ? "" : "s")" : "\(counts.map(String.init).joined(separator: ", ")) items in its \(counts.count) sections"
        interpreter.notices.append(
            (Syntax(items.name), "the data source answers \(described) without data: the sample data has as many (--items or --data choose others)"))
        return counts
    }
}
