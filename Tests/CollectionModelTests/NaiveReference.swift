import CollectionLayout

@testable import CollectionModel

/// The batch-update rules applied the simple way, on plain arrays: validate every rule with
/// direct checks, then remove (deletes descending), then insert (ascending). `nil` when invalid.
func naiveApply(_ u: BatchUpdate, to old: [Section], uniqueIDs: Bool = true) -> [Section]? {
    let S = old.count
    // Sections before.
    var sectionUsed = Set<Int>()
    for s in u.deletedSections + u.reloadedSections.map(\.index) + u.movedSections.map(\.from) {
        guard s >= 0, s < S, sectionUsed.insert(s).inserted else { return nil }
    }
    let F = S - u.deletedSections.count + u.insertedSections.count
    var targets = Set<Int>()
    for t in u.insertedSections.map(\.index) + u.movedSections.map(\.to) {
        guard t >= 0, t < F, targets.insert(t).inserted else { return nil }
    }
    let changedSections = Set(u.deletedSections + u.reloadedSections.map(\.index))
    // Items before.
    var used = Set<IndexPath>()
    for p in u.deletedItems + u.reloadedItems.map(\.indexPath) + u.movedItems.map(\.from) {
        guard p.section >= 0, p.section < S, p.item >= 0, p.item < old[p.section].items.count,
            !changedSections.contains(p.section), used.insert(p).inserted
        else { return nil }
    }
    // Sections after: remove deleted and moved (descending), then insert ascending.
    enum Origin {
        case old(Int)
        case new(Section)
    }
    var order: [Origin] = (0..<S).map { .old($0) }
    for s in (u.deletedSections + u.movedSections.map(\.from)).sorted(by: >) { order.remove(at: s) }
    var incoming: [(Int, Origin)] = u.insertedSections.map { ($0.index, .new($0.section)) }
    incoming += u.movedSections.map { ($0.to, .old($0.from)) }
    for (t, origin) in incoming.sorted(by: { $0.0 < $1.0 }) {
        guard t <= order.count else { return nil }
        order.insert(origin, at: t)
    }
    guard order.count == F else { return nil }
    let reloadedSections = Dictionary(
        u.reloadedSections.map { ($0.index, $0.section) }, uniquingKeysWith: { a, _ in a })
    // Items after.
    var arrivals: [Int: [(Int, Item)]] = [:]
    for r in u.insertedItems { arrivals[r.indexPath.section, default: []].append((r.indexPath.item, r.item)) }
    for m in u.movedItems {
        arrivals[m.to.section, default: []].append((m.to.item, old[m.from.section].items[m.from.item]))
    }
    var finalDestinations = Set<IndexPath>()
    for p in u.insertedItems.map(\.indexPath) + u.movedItems.map(\.to) {
        guard p.section >= 0, p.section < F, p.item >= 0, finalDestinations.insert(p).inserted else { return nil }
        guard case .old(let s) = order[p.section], reloadedSections[s] == nil else { return nil }
    }
    let reloads = Dictionary(u.reloadedItems.map { ($0.indexPath, $0.item) }, uniquingKeysWith: { a, _ in a })
    var result: [Section] = []
    var emptied = Set<Int>()
    for (f, origin) in order.enumerated() {
        switch origin {
        case .new(let section): result.append(section)
        case .old(let s):
            if let section = reloadedSections[s] {
                result.append(section)
                continue
            }
            var section = old[s]
            var items: [Item] = []
            for (j, it) in old[s].items.enumerated() {
                let p = IndexPath(section: s, item: j)
                if u.deletedItems.contains(p) || u.movedItems.contains(where: { $0.from == p }) { continue }
                items.append(reloads[p] ?? it)
            }
            for (t, it) in (arrivals[f] ?? []).sorted(by: { $0.0 < $1.0 }) {
                guard t <= items.count else { return nil }
                items.insert(it, at: t)
            }
            if u.removesEmptiedSections, items.isEmpty, !old[s].items.isEmpty { emptied.insert(f) }
            section.items = items
            result.append(section)
        }
    }
    result = result.enumerated().filter { !emptied.contains($0.offset) }.map(\.element)
    if uniqueIDs {
        let all = result.flatMap(\.items).map(\.id)
        guard Set(all).count == all.count else { return nil }
    }
    return result
}
