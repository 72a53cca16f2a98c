import CollectionBasics
import CollectionModel

/// A snapshot file: `NSDiffableDataSourceSnapshot`'s calls in order, and the applies between them.
///
/// Format (docs/datasets.md): `{"steps": [{"appendSections": ["fruits"]}, {"appendItems": ["apple"],
/// "toSection": "fruits"}, {"apply": "first"}, …]}`. Each step is an object with one call's key and
/// that call's own arguments (`toSection`, `beforeItem`/`afterItem`, `beforeSection`/`afterSection`,
/// `animatingDifferences`); any other key is an error, so a misspelt argument is never ignored.
/// This reads the file's shape only: whether UIKit accepts the calls is `SnapshotEditor`'s to say.
public enum SnapshotFile {
    /// Reads the steps of the snapshot file at `path`.
    ///
    /// - Throws: `DatasetError`, one line naming the file, the step and the problem.
    /// - Complexity: O(size of the file).
    public static func load(contentsOf path: String) throws(DatasetError) -> [SnapshotStep] {
        try decode(try FileIO.readFile(path), name: path)
    }

    /// Parses snapshot-file JSON; `name` (a file name) starts every error message.
    ///
    /// - Throws: `DatasetError`.
    public static func decode(_ bytes: [UInt8], name: String = "snapshots") throws(DatasetError) -> [SnapshotStep] {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            let what = error.truncated ? "truncated JSON" : "malformed JSON"
            throw DatasetError(.malformedJSON, "\(name): \(what) at line \(error.line), column \(error.column): \(error.message)")
        }
        guard case .object = root else {
            throw DatasetError(.wrongType, "\(name): the top level must be an object with \"steps\", got \(root.kindName)")
        }
        guard let stepsValue = root["steps"] else { throw DatasetError(.missingField, "\(name): missing \"steps\" at the top level") }
        guard case .array(let values) = stepsValue else {
            throw DatasetError(.wrongType, "\(name): \"steps\" must be an array, got \(stepsValue.kindName)")
        }
        var steps: [SnapshotStep] = []
        steps.reserveCapacity(values.count)
        for (i, value) in values.enumerated() {
            steps.append(try StepReader(place: "\(name): step \(i + 1)", value: value).read())
        }
        return steps
    }
}

/// Reads one step object.
private struct StepReader {
    let place: String
    let value: JSONValue

    /// The arguments each call takes besides its own key.
    static let arguments: [String: [String]] = [
        "appendSections": [], "insertSections": ["beforeSection", "afterSection"], "deleteSections": [],
        "moveSection": ["beforeSection", "afterSection"], "reloadSections": [], "appendItems": ["toSection"],
        "insertItems": ["beforeItem", "afterItem"], "deleteItems": [], "deleteAllItems": [],
        "moveItem": ["beforeItem", "afterItem"], "reloadItems": [], "reconfigureItems": [],
        "apply": ["animatingDifferences"],
    ]

    func read() throws(DatasetError) -> SnapshotStep {
        guard case .object(let members) = value else {
            throw DatasetError(.wrongType, "\(place) must be an object with one call, got \(value.kindName)")
        }
        let calls = members.map(\.key).filter { Self.arguments[$0] != nil }
        guard calls.count == 1, let call = calls.first else {
            throw DatasetError(
                calls.isEmpty ? .missingField : .wrongType,
                "\(place): \(calls.isEmpty ? "no call" : "more than one call (\(calls.joined(separator: ", ")))"): a step has one of \(SnapshotStep.names.joined(separator: ", "))")
        }
        let allowed = Self.arguments[call]!
        for key in members.map(\.key) where key != call && !allowed.contains(key) {
            throw DatasetError(
                .wrongType,
                "\(place): \(call) takes \(allowed.isEmpty ? "no other key" : allowed.map { "\"\($0)\"" }.joined(separator: " or ")), got \"\(key)\"")
        }
        switch call {
        case "appendSections": return .appendSections(try identifiers(call))
        case "insertSections": return .insertSections(try identifiers(call), try relative("Section"))
        case "deleteSections": return .deleteSections(try identifiers(call))
        case "moveSection": return .moveSection(try identifier(call), try relative("Section"))
        case "reloadSections": return .reloadSections(try identifiers(call))
        case "appendItems": return .appendItems(try identifiers(call), toSection: try optionalIdentifier("toSection"))
        case "insertItems": return .insertItems(try identifiers(call), try relative("Item"))
        case "deleteItems": return .deleteItems(try identifiers(call))
        case "deleteAllItems":
            let v = value[call]!
            guard v == .bool(true) || v == .null || v == .object([]) else {
                throw DatasetError(.wrongType, "\(place): \"deleteAllItems\" takes no argument: write true, got \(v.kindName)")
            }
            return .deleteAllItems
        case "moveItem": return .moveItem(try identifier(call), try relative("Item"))
        case "reloadItems": return .reloadItems(try identifiers(call))
        case "reconfigureItems": return .reconfigureItems(try identifiers(call))
        default:
            var animating = true
            if let v = value["animatingDifferences"] {
                guard case .bool(let flag) = v else {
                    throw DatasetError(.wrongType, "\(place): \"animatingDifferences\" must be true or false, got \(v.kindName)")
                }
                animating = flag
            }
            return .apply(name: try identifier(call), animatingDifferences: animating)
        }
    }

    private func identifier(_ key: String) throws(DatasetError) -> String {
        guard let id = try optionalIdentifier(key) else { throw DatasetError(.missingField, "\(place): missing \"\(key)\"") }
        return id
    }

    private func optionalIdentifier(_ key: String) throws(DatasetError) -> String? {
        guard let v = value[key] else { return nil }
        guard case .string(let id) = v else {
            throw DatasetError(.wrongType, "\(place): \"\(key)\" must be a string (an identifier), got \(v.kindName)")
        }
        return id
    }

    private func identifiers(_ key: String) throws(DatasetError) -> [String] {
        let v = value[key]!
        guard case .array(let elements) = v else {
            throw DatasetError(.wrongType, "\(place): \"\(key)\" must be an array of identifiers (strings), got \(v.kindName)")
        }
        var ids: [String] = []
        ids.reserveCapacity(elements.count)
        for (k, element) in elements.enumerated() {
            guard case .string(let id) = element else {
                throw DatasetError(.wrongType, "\(place): \"\(key)\"[\(k)] must be a string (an identifier), got \(element.kindName)")
            }
            ids.append(id)
        }
        return ids
    }

    /// `before…` or `after…`: exactly one of them.
    private func relative(_ kind: String) throws(DatasetError) -> SnapshotStep.Place {
        let before = try optionalIdentifier("before\(kind)"), after = try optionalIdentifier("after\(kind)")
        switch (before, after) {
        case (let id?, nil): return .before(id)
        case (nil, let id?): return .after(id)
        case (nil, nil): throw DatasetError(.missingField, "\(place): missing \"before\(kind)\" or \"after\(kind)\"")
        default: throw DatasetError(.wrongType, "\(place): give \"before\(kind)\" or \"after\(kind)\", not both")
        }
    }
}
