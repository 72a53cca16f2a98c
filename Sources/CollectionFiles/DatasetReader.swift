import CollectionLayout
import CollectionModel

/// Turns parsed JSON into a validated `Dataset`, naming the item in every error.
struct DatasetReader {
    let name: String

    func read(_ root: JSONValue) throws(DatasetError) -> Dataset {
        guard case .object = root else {
            throw DatasetError(
                .wrongType, "\(name): the top level must be an object with \"sections\", got \(root.kindName)")
        }
        guard let sectionsValue = root["sections"] else {
            throw DatasetError(.missingField, "\(name): missing \"sections\" at the top level")
        }
        guard case .array(let sectionValues) = sectionsValue else {
            throw DatasetError(.wrongType, "\(name): \"sections\" must be an array, got \(sectionsValue.kindName)")
        }
        var sections: [Section] = []
        sections.reserveCapacity(sectionValues.count)
        var seen: [ItemID: (Int, Int)] = [:]
        for (s, value) in sectionValues.enumerated() {
            let place = "section \(s)"
            guard case .object = value else {
                throw DatasetError(.wrongType, "\(name): \(place) must be an object, got \(value.kindName)")
            }
            var section = Section(
                title: try string(value, "title", place) ?? "",
                header: try string(value, "header", place), footer: try string(value, "footer", place))
            if let itemsValue = value["items"], itemsValue != .null {
                guard case .array(let itemValues) = itemsValue else {
                    throw DatasetError(
                        .wrongType, "\(name): \(place): \"items\" must be an array, got \(itemsValue.kindName)")
                }
                section.items.reserveCapacity(itemValues.count)
                for (i, itemValue) in itemValues.enumerated() {
                    let item = try readItem(itemValue, section: s, index: i)
                    if let first = seen[item.id] {
                        throw DatasetError(
                            .duplicateID,
                            "\(name): section \(s), item \(i): duplicate id \"\(item.id)\" (first used by section \(first.0), item \(first.1))"
                        )
                    }
                    seen[item.id] = (s, i)
                    section.items.append(item)
                }
            }
            sections.append(section)
        }
        return Dataset(sections: sections)
    }

    func readItem(_ value: JSONValue, section s: Int, index i: Int) throws(DatasetError) -> Item {
        var place = "section \(s), item \(i)"
        guard case .object = value else {
            throw DatasetError(.wrongType, "\(name): \(place) must be an object, got \(value.kindName)")
        }
        guard let idValue = value["id"], idValue != .null else {
            throw DatasetError(.missingField, "\(name): \(place): missing \"id\"")
        }
        guard case .string(let idText) = idValue else {
            throw DatasetError(.wrongType, "\(name): \(place): \"id\" must be a string, got \(idValue.kindName)")
        }
        guard !idText.isEmpty else { throw DatasetError(.missingField, "\(name): \(place): \"id\" is empty") }
        place += " (id \"\(idText)\")"
        let color: String
        if let text = try string(value, "color", place) {
            guard let normal = Self.normalizedColor(text) else {
                throw DatasetError(.invalidColor, "\(name): \(place): \"color\" must be \"#rrggbb\", got \"\(text)\"")
            }
            color = normal
        } else {
            color = Item.defaultColor
        }
        var canMove = true
        if let movable = value["movable"], movable != .null {
            guard case .bool(let flag) = movable else {
                throw DatasetError(
                    .wrongType, "\(name): \(place): \"movable\" must be true or false, got \(movable.kindName)")
            }
            canMove = flag
        }
        return Item(
            id: ItemID(idText), title: try string(value, "title", place) ?? idText,
            width: try size(value, "width", place), height: try size(value, "height", place), color: color,
            body: try string(value, "body", place), canMove: canMove)
    }

    private func string(_ object: JSONValue, _ key: String, _ place: String) throws(DatasetError) -> String? {
        guard let value = object[key] else { return nil }
        switch value {
        case .null: return nil
        case .string(let text): return text
        default: throw DatasetError(.wrongType, "\(name): \(place): \"\(key)\" must be a string, got \(value.kindName)")
        }
    }

    private func size(_ object: JSONValue, _ key: String, _ place: String) throws(DatasetError) -> Double? {
        guard let value = object[key] else { return nil }
        switch value {
        case .null: return nil
        case .number(let number):
            guard Dataset.isDimension(number) else {
                throw DatasetError(.invalidSize, "\(name): \(place): \"\(key)\" must be \(Dataset.dimensionRange), got \(number)")
            }
            return number
        default:
            throw DatasetError(.wrongType, "\(name): \(place): \"\(key)\" must be a number, got \(value.kindName)")
        }
    }

    /// `#rrggbb` in lower case, or `nil` when `text` is not a colour of that form.
    static func normalizedColor(_ text: String) -> String? {
        let utf8 = Array(text.utf8)
        guard utf8.count == 7, utf8[0] == UInt8(ascii: "#"),
            utf8.dropFirst().allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 | 0x20 >= 97 && $0 | 0x20 <= 102) })
        else { return nil }
        return text.lowercased()
    }
}

/// Writes datasets as JSON, one item per line.
struct DatasetWriter {
    var bytes: [UInt8] = []

    mutating func begin() { write("{\"sections\":[") }
    mutating func end() { write("\n]}\n") }

    mutating func beginSection(_ section: Section, first: Bool) {
        write(first ? "\n" : ",\n")
        openSection(section)
    }

    /// A whole section object, items one per line.
    mutating func section(_ section: Section) {
        openSection(section)
        for (i, item) in section.items.enumerated() { self.item(item, first: i == 0) }
        endSection()
    }

    private mutating func openSection(_ section: Section) {
        write("{\"title\":")
        string(section.title)
        if let header = section.header {
            write(",\"header\":")
            string(header)
        }
        if let footer = section.footer {
            write(",\"footer\":")
            string(footer)
        }
        write(",\"items\":[")
    }

    mutating func endSection() { write("]}") }

    mutating func item(_ item: Item, first: Bool) {
        write(first ? "\n  " : ",\n  ")
        itemObject(item)
    }

    /// One item object on one line, without a separator.
    mutating func itemObject(_ item: Item) {
        write("{\"id\":")
        string(item.id.rawValue)
        write(",\"title\":")
        string(item.title)
        if let width = item.width {
            write(",\"width\":")
            number(width)
        }
        if let height = item.height {
            write(",\"height\":")
            number(height)
        }
        write(",\"color\":")
        string(item.color)
        if let body = item.body {
            write(",\"body\":")
            string(body)
        }
        if !item.canMove { write(",\"movable\":false") }
        write("}")
    }

    private mutating func write(_ text: String) { bytes.append(contentsOf: text.utf8) }

    private mutating func number(_ value: Double) { write(value.wholeOrDecimalText) }

    private mutating func string(_ text: String) { JSONText.appendQuoted(text, to: &bytes) }
}
