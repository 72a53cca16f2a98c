import CollectionLayout
import CollectionModel

/// A plain item for tests.
public func item(_ id: String, _ title: String? = nil, height: Double? = nil, canMove: Bool = true) -> Item {
    Item(id: ItemID(id), title: title ?? "t-\(id)", height: height, color: "#112233", canMove: canMove)
}

/// Random sections: a mix of stored and generated items, ids unique unless `duplicates`.
public func randomSections(
    _ rng: inout SplitMix64, maxSections: Int = 4, maxItems: Int = 6, duplicates: Bool = false, idPool: Int = 1_000_000,
    counter: inout Int
) -> [Section] {
    let count = Int.random(in: 0...maxSections, using: &rng)
    return (0..<count).map { s in
        let n = Int.random(in: 0...maxItems, using: &rng)
        let items: [Item] = (0..<n).map { _ in
            counter += 1
            if duplicates {
                let k = Int.random(in: 0..<idPool, using: &rng)
                return Bool.random(using: &rng)
                    ? Item.generated(UInt64(k)) : item("d\(k)", "v\(Int.random(in: 0..<2, using: &rng))")
            }
            return Bool.random(using: &rng) ? Item.generated(UInt64(counter)) : item("i\(counter)")
        }
        return Section(title: "S\(Int.random(in: 0..<3, using: &rng))", items: items)
    }
}
