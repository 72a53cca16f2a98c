import CollectionLayout
import TerminalCore

/// One item of a `SimpleCollectionData`.
public struct SimpleItem: Hashable, Sendable {
    public var id: Int
    public var title: String
    public var color: Color
    public var size: SizeHint

    public init(id: Int, title: String, color: Color, size: SizeHint = .none) {
        self.id = id
        self.title = title
        self.color = color
        self.size = size
    }
}

/// One section of a `SimpleCollectionData`.
public struct SimpleSection: Hashable, Sendable {
    public var title: String
    public var items: [SimpleItem]

    public init(title: String, items: [SimpleItem]) {
        self.title = title
        self.items = items
    }
}

/// Why an edit of a `SimpleCollectionData` was refused.
public enum SimpleDataError: Error, Equatable, Sendable, CustomStringConvertible {
    case noSuchItem(IndexPath)
    case noSection
    case noMovement
    case nothingToUndo

    public var description: String {
        switch self {
        case .noSuchItem(let path): return "there is no item at \(path)"
        case .noSection: return "there is no section to insert into"
        case .noMovement: return "no item is being moved"
        case .nothingToUndo: return "nothing to undo"
        }
    }
}

/// An in-memory model of sections of items, with undo and interactive movement: the view's
/// reference model for tests and small data sets. It does not page.
public final class SimpleCollectionData: CollectionViewDataSource {
    public private(set) var sections: [SimpleSection]
    private var nextID: Int
    private var undoStack: [Edit] = []
    private var movement: (origin: IndexPath, current: IndexPath)?

    /// An edit as it was made, to be reversed by `undo()`.
    private enum Edit {
        case insert(IndexPath)
        case delete(IndexPath, SimpleItem)
        case move(from: IndexPath, to: IndexPath)
    }

    public init(sections: [SimpleSection]) {
        self.sections = sections
        nextID = (sections.flatMap { $0.items.map(\.id) }.max() ?? 0) + 1
    }

    // MARK: - LayoutDataSource

    public var numberOfSections: Int { sections.count }
    public func numberOfItems(inSection section: Int) -> Int { sections[section].items.count }
    public func sizeHint(forItemAt indexPath: IndexPath) -> SizeHint { sections[indexPath.section].items[indexPath.item].size }

    // MARK: - Content

    public func itemID(at indexPath: IndexPath) -> AnyHashable { sections[indexPath.section].items[indexPath.item].id }
    public func content(at indexPath: IndexPath) -> CellContent {
        let item = sections[indexPath.section].items[indexPath.item]
        return CellContent(title: item.title, color: item.color)
    }
    public func sectionTitle(_ section: Int) -> String { sections[section].title }

    private func exists(_ path: IndexPath) -> Bool {
        path.section >= 0 && path.section < sections.count && path.item >= 0 && path.item < sections[path.section].items.count
    }

    // MARK: - Edits

    /// - Complexity: O(items in the section)
    public func insertItem(after indexPath: IndexPath?) throws -> IndexPath {
        let path: IndexPath
        if let after = indexPath {
            guard exists(after) else { throw SimpleDataError.noSuchItem(after) }
            path = IndexPath(section: after.section, item: after.item + 1)
        } else {
            guard !sections.isEmpty else { throw SimpleDataError.noSection }
            path = IndexPath(section: 0, item: 0)
        }
        let id = nextID
        nextID += 1
        let item = SimpleItem(
            id: id, title: "New \(id)", color: Self.palette[id % Self.palette.count], size: SizeHint(height: 80))
        sections[path.section].items.insert(item, at: path.item)
        undoStack.append(.insert(path))
        return path
    }

    /// - Complexity: O(items in the section)
    public func deleteItem(at indexPath: IndexPath) throws {
        guard exists(indexPath) else { throw SimpleDataError.noSuchItem(indexPath) }
        let item = sections[indexPath.section].items.remove(at: indexPath.item)
        undoStack.append(.delete(indexPath, item))
    }

    public var canUndo: Bool { !undoStack.isEmpty }

    public func undo() throws -> IndexPath? {
        guard let edit = undoStack.popLast() else { throw SimpleDataError.nothingToUndo }
        switch edit {
        case .insert(let path):
            sections[path.section].items.remove(at: path.item)
            return path
        case .delete(let path, let item):
            sections[path.section].items.insert(item, at: path.item)
            return path
        case .move(let from, let to):
            move(from: to, to: from)
            return from
        }
    }

    private func move(from: IndexPath, to: IndexPath) {
        let item = sections[from.section].items.remove(at: from.item)
        sections[to.section].items.insert(item, at: to.item)
    }

    // MARK: - Interactive movement

    public func beginInteractiveMovement(at indexPath: IndexPath) throws {
        guard exists(indexPath) else { throw SimpleDataError.noSuchItem(indexPath) }
        movement = (indexPath, indexPath)
    }

    public func updateInteractiveMovement(to target: IndexPath) throws {
        guard let current = movement?.current else { throw SimpleDataError.noMovement }
        guard target != current else { return }
        // A target one past the end of another section appends to it.
        let limit = sections.indices.contains(target.section)
            ? sections[target.section].items.count - (target.section == current.section ? 1 : 0) : -1
        guard target.item >= 0, target.item <= limit else { throw SimpleDataError.noSuchItem(target) }
        move(from: current, to: target)
        movement?.current = target
    }

    public func endInteractiveMovement() throws {
        guard let (origin, current) = movement else { throw SimpleDataError.noMovement }
        movement = nil
        if origin != current { undoStack.append(.move(from: origin, to: current)) }
    }

    public func cancelInteractiveMovement() {
        guard let (origin, current) = movement else { return }
        movement = nil
        if origin != current { move(from: current, to: origin) }
    }

    /// Colours given to inserted items.
    static let palette: [Color] = [
        .rgb(0xE5, 0x73, 0x73), .rgb(0x64, 0xB5, 0xF6), .rgb(0x81, 0xC7, 0x84), .rgb(0xFF, 0xD5, 0x4F),
        .rgb(0xBA, 0x68, 0xC8), .rgb(0x4D, 0xB6, 0xAC),
    ]
}
