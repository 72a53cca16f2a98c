import CollectionFiles
import CollectionLayout
import CollectionModel

extension LayoutDump {
    /// Reads the dump at `path`.
    ///
    /// - Throws: `UsageError`, one line naming the file and what is wrong (and where, as a
    ///   JSON path): a missing or unreadable file, not JSON, or JSON of another shape.
    static func load(contentsOf path: String) throws -> LayoutDump {
        let root: JSONValue
        do {
            root = try JSONParser.parse(try FileIO.readFile(path))
        } catch let error as DatasetError {
            throw UsageError("cannot read the dump: \(error.description)")
        } catch let error as JSONSyntaxError {
            let what = error.truncated ? "truncated JSON" : "not JSON"
            throw UsageError("\(path): \(what) at line \(error.line), column \(error.column): \(error.message)")
        }
        do {
            return try LayoutDump(json: root)
        } catch {
            throw UsageError("\(path): \(error.message)")
        }
    }

    /// A dump of the wrong shape: where, and what was expected.
    struct ShapeError: Error {
        var message: String
        init(_ path: String, _ expected: String) {
            message = path.isEmpty ? expected : "\(path): \(expected)"
        }
    }

    /// Reads the value tree of a JSON document.
    init(json top: JSONValue) throws(ShapeError) {
        guard case .object = top else {
            throw ShapeError("", "not a layout dump: expected an object with \"format\": \"\(Self.format)\" (docs/device-dump.md)")
        }
        guard top["format"] == .string(Self.format) else {
            let what = top["elements"] != nil ? "a layout's JSON, not a dump (write one with `cvsim layout --format dump`)" : "not a layout dump"
            throw ShapeError("", "\(what): expected \"format\": \"\(Self.format)\" (docs/device-dump.md)")
        }
        if let version = top["version"], version != .number(Double(Self.version)) {
            throw ShapeError("version", "this cvsim reads version \(Self.version) dumps")
        }
        source = top["source"]?.string ?? "UIKit"
        layout = top["layout"]?.string
        device = try Self.strings(top["device"], path: "device")
        traits = try Self.strings(top["traits"], path: "traits")
        bounds = try Self.rect(top["bounds"], path: "bounds")
        let size = try Self.object(top["contentSize"], path: "contentSize")
        contentSize = Size(
            width: try Self.length(size["width"], path: "contentSize.width"),
            height: try Self.length(size["height"], path: "contentSize.height"))
        adjustedContentInset = try Self.insets(top["adjustedContentInset"], path: "adjustedContentInset") ?? .zero
        safeAreaInsets = try Self.insets(top["safeAreaInsets"], path: "safeAreaInsets")
        rect = try top["rect"].map { value throws(ShapeError) in try Self.rect(value, path: "rect") }
        guard case .array(let list)? = top["elements"] else { throw ShapeError("elements", "expected an array of elements") }
        var seen = Set<ElementID>()
        elements = []
        elements.reserveCapacity(list.count)
        for (index, value) in list.enumerated() {
            let element = try Self.element(value, path: "elements[\(index)]")
            guard seen.insert(element.elementID).inserted else {
                throw ShapeError("elements[\(index)]", "a second \(Self.describe(element.elementID))")
            }
            elements.append(element)
        }
    }

    /// One element of `layoutAttributesForElements(in:)`; UIKit's names are read as cvsim's.
    private static func element(_ value: JSONValue, path: String) throws(ShapeError) -> LayoutAttributes {
        let e = try object(value, path: path)
        let category: ElementCategory
        switch e["category"]?.string {
        case "cell": category = .cell
        case "supplementary", "supplementaryView": category = .supplementary
        case "decoration", "decorationView": category = .decoration
        default: throw ShapeError("\(path).category", "expected \"cell\", \"supplementary\" or \"decoration\"")
        }
        var kind: ElementKind?
        if let raw = e["kind"], raw != .null {
            guard let name = raw.string else { throw ShapeError("\(path).kind", "expected a string or null") }
            kind = ElementKind(rawValue: uikitKinds[name] ?? name)
        }
        if category == .cell { kind = nil } else if kind == nil {
            throw ShapeError("\(path).kind", "a \(category.rawValue) needs its element kind")
        }
        let section = try index(e["section"], path: "\(path).section")
        let item = try index(e["item"], path: "\(path).item")
        let frame = try rect(e["frame"], path: "\(path).frame")
        var zIndex = 0
        if let z = e["zIndex"] {
            guard case .number(let value) = z, value == value.rounded(), abs(value) < 1e9 else {
                throw ShapeError("\(path).zIndex", "expected a whole number")
            }
            zIndex = Int(value)
        }
        return LayoutAttributes(category: category, kind: kind, indexPath: IndexPath(section: section, item: item), frame: frame, zIndex: zIndex)
    }

    /// UIKit's element kinds of a flow layout's headers and footers, as cvsim names them.
    static let uikitKinds = [
        "UICollectionElementKindSectionHeader": "header",
        "UICollectionElementKindSectionFooter": "footer",
    ]

    /// `cell [0, 3]`, `header [1, 0]`.
    static func describe(_ id: ElementID) -> String {
        "\(id.kind?.rawValue ?? id.category.rawValue) \(id.indexPath)"
    }

    // MARK: - Values

    /// `{"top": P, "left": P, "bottom": P, "right": P}`; nil when absent.
    private static func insets(_ value: JSONValue?, path: String) throws(ShapeError) -> EdgeInsets? {
        guard let value else { return nil }
        let i = try object(value, path: path)
        func edge(_ key: String) throws(ShapeError) -> Double { try coordinate(i[key], path: "\(path).\(key)") }
        return EdgeInsets(top: try edge("top"), left: try edge("left"), bottom: try edge("bottom"), right: try edge("right"))
    }

    private static func object(_ value: JSONValue?, path: String) throws(ShapeError) -> JSONValue {
        guard let value, case .object = value else { throw ShapeError(path, "expected an object") }
        return value
    }

    private static func coordinate(_ value: JSONValue?, path: String) throws(ShapeError) -> Double {
        guard case .number(let n)? = value, n.isFinite, abs(n) <= 1e9 else { throw ShapeError(path, "expected a number") }
        return n
    }

    private static func length(_ value: JSONValue?, path: String) throws(ShapeError) -> Double {
        let n = try coordinate(value, path: path)
        guard n >= 0 else { throw ShapeError(path, "expected 0 or more, not \(JSON.number(n))") }
        return n
    }

    private static func index(_ value: JSONValue?, path: String) throws(ShapeError) -> Int {
        guard case .number(let n)? = value, n == n.rounded(), n >= 0, n < 1e12 else {
            throw ShapeError(path, "expected a whole number, 0 or more")
        }
        return Int(n)
    }

    private static func rect(_ value: JSONValue?, path: String) throws(ShapeError) -> Rect {
        let r = try object(value, path: path)
        return Rect(
            x: try coordinate(r["x"], path: "\(path).x"), y: try coordinate(r["y"], path: "\(path).y"),
            width: try length(r["width"], path: "\(path).width"), height: try length(r["height"], path: "\(path).height"))
    }

    /// An object of plain values as strings (numbers written as JSON writes them), in the
    /// file's order; absent: none.
    private static func strings(_ value: JSONValue?, path: String) throws(ShapeError) -> [(key: String, value: String)] {
        guard let value else { return [] }
        guard case .object(let members) = value else { throw ShapeError(path, "expected an object") }
        var result: [(key: String, value: String)] = []
        for (key, v) in members {
            switch v {
            case .string(let s): result.append((key, s))
            case .number(let n): result.append((key, JSON.number(n)))
            case .bool(let b): result.append((key, String(b)))
            case .null: result.append((key, "null"))
            case .object, .array: throw ShapeError("\(path).\(key)", "expected a string, number or boolean")
            }
        }
        return result
    }
}

extension JSONValue {
    /// The string, if this is one.
    fileprivate var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }
}
