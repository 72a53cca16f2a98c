import ArgumentParser
import CollectionFiles
import CollectionLayout
import CollectionModel
import Platform

/// `cvsim snapshots FILE.json`: a snapshot file's applies, each with the changeset UIKit stages.
struct SnapshotsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshots",
        abstract: "Print the changeset UIKit animates at each apply of a snapshot file.",
        discussion: """
            Runs a snapshot file's steps (NSDiffableDataSourceSnapshot's calls, docs/datasets.md) as UIKit \
            checks them and prints, per apply, the sections and items deleted, inserted, moved, reloaded and \
            reconfigured, and the snapshot after it. With a layout option (--layout, --layout-file, --device, \
            --offset), each apply also says how far the first visible item moves on screen with the content \
            offset kept as UIKit keeps it (visibleShift, points, positive = down). A call UIKit would raise at \
            stops the run with one line naming the file, the step and UIKit's reason (exit 1); a malformed file \
            exits 2.
            """)

    @Argument(help: ArgumentHelp("The snapshot file (JSON; see docs/datasets.md).", valueName: "FILE"))
    var file: String

    @Option(name: .long, help: ArgumentHelp("text (the default) or json.", valueName: "FORMAT"))
    var format: Parsed<SnapshotsFormat>?

    @OptionGroup var setup: HeadlessOptions

    func validate() throws {
        _ = try json()
        if setup.data != nil || setup.items != nil {
            throw UsageError("--data and --items do not apply to snapshots: the snapshot file's identifiers are the items")
        }
    }

    private func json() throws -> Bool { try format?.value == "json" }

    /// Whether a layout was asked for, so that the visible shift is measured.
    private var measuresShift: Bool {
        setup.options.layout != nil || setup.options.layoutFile != nil || setup.deviceOptions.isGiven
            || setup.options.viewport != nil || setup.offset != nil
    }

    func run() throws {
        let json = try json()
        let steps: [SnapshotStep]
        do {
            steps = try SnapshotFile.load(contentsOf: file)
        } catch {
            throw UsageError(error.description)
        }
        let script = SnapshotScript(steps)
        for warning in script.warnings { printError("\(file): step \(warning.step): warning: \(warning.message)") }
        var shifts: [VisibleShift?] = []
        if measuresShift {
            for apply in script.applies { shifts.append(try VisibleShift.measure(apply, setup: setup)) }
        }
        let report = SnapshotReport(applies: script.applies, shifts: shifts)
        print(json ? report.json() : report.text(), terminator: "")
        if let failure = script.failure { Self.stop(file, at: failure) }
    }

    /// Where UIKit raises: one line, the file, the step and UIKit's reason; exit status 1.
    static func stop(_ file: String, at failure: SnapshotScript.Failure) -> Never {
        var stderr = StandardError()
        print("cvsim: error: \(file): step \(failure.step) (\(failure.call)): \(failure.exception)", to: &stderr)
        Glibc.exit(1)
    }
}

/// The applies written out, as text for a reader or as JSON.
struct SnapshotReport {
    var applies: [SnapshotScript.Apply]
    /// Per apply when a layout was given (else empty).
    var shifts: [VisibleShift?]

    func json() -> String {
        func ids(_ list: [String]) -> String { "[" + list.map(JSON.string).joined(separator: ",") + "]" }
        var out = "{\"applies\":["
        for (a, apply) in applies.enumerated() {
            let c = apply.changeset, snapshot = apply.after
            out += a == 0 ? "\n" : ",\n"
            out += "{\"name\":\(JSON.string(apply.name)),\"step\":\(apply.step),\"animatingDifferences\":\(apply.animatingDifferences),"
            out += "\"sections\":["
            out += zip(snapshot.sectionIdentifiers, snapshot.itemIdentifiers).map { id, items in
                "{\"id\":\(JSON.string(id)),\"items\":\(ids(items))}"
            }.joined(separator: ",")
            out += "],\"deletedSections\":\(ids(c.deletedSections.map(\.id))),\"insertedSections\":\(ids(c.insertedSections.map(\.id)))"
            out += ",\"movedSections\":\(ids(c.movedSections.map(\.id))),\"reloadedSections\":\(ids(c.reloadedSections.map(\.id)))"
            out += ",\"deletedItems\":\(ids(c.deletedItems.map(\.id))),\"insertedItems\":\(ids(c.insertedItems.map(\.id)))"
            out += ",\"movedItems\":\(ids(c.movedItems.map(\.id))),\"reloadedItems\":\(ids(c.reloadedItems.map(\.id)))"
            out += ",\"reconfiguredItems\":\(ids(c.reconfiguredItems.map(\.id)))"
            if !shifts.isEmpty {
                let shift = shifts[a]
                out += ",\"visibleShift\":\(shift.map { JSON.number($0.points) } ?? "null")"
                out += ",\"visibleItem\":\(shift.map { JSON.string($0.item) } ?? "null")"
            }
            out += "}"
        }
        return out + (applies.isEmpty ? "]}\n" : "\n]}\n")
    }

    func text() -> String {
        var out = ""
        for (a, apply) in applies.enumerated() {
            let c = apply.changeset
            let items = apply.after.numberOfItems, sections = apply.after.sectionIdentifiers.count
            out += "apply \(a + 1) \"\(apply.name)\" (step \(apply.step)\(apply.animatingDifferences ? "" : ", not animated")): "
            out += "\(sections) section\(sections == 1 ? "" : "s"), \(items) item\(items == 1 ? "" : "s")\n"
            func line(_ label: String, _ list: [String]) {
                if !list.isEmpty { out += "  \(label): \(list.joined(separator: ", "))\n" }
            }
            line("sections deleted", c.deletedSections.map(\.id))
            line("sections inserted", c.insertedSections.map(\.id))
            line("sections moved", c.movedSections.map(\.id))
            line("sections reloaded", c.reloadedSections.map(\.id))
            line("items deleted", c.deletedItems.map(\.id))
            line("items inserted", c.insertedItems.map(\.id))
            line("items moved", c.movedItems.map(\.id))
            line("items reloaded", c.reloadedItems.map(\.id))
            line("items reconfigured", c.reconfiguredItems.map(\.id))
            if c.isEmpty { out += "  no changes\n" }
            if !shifts.isEmpty {
                if let shift = shifts[a] {
                    let sign = shift.points > 0 ? "+" : ""
                    out += "  visible shift: \(sign)\(JSON.number(shift.points)) pt (first visible item \(shift.item))\n"
                } else {
                    out += "  visible shift: none (no item visible before and after)\n"
                }
            }
            for (id, list) in zip(apply.after.sectionIdentifiers, apply.after.itemIdentifiers) {
                out += "  [\(id)] \(list.joined(separator: " "))\n"
            }
        }
        return out
    }
}
