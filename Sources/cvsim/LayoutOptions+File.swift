import CollectionLayout
import CollectionModel

extension LayoutOptions {
    /// The options a layout file replaces.
    private var layoutOptionsGiven: [String] {
        var given: [String] = []
        if layout != nil { given.append("--layout") }
        if columns != nil { given.append("--columns") }
        if itemSize != nil { given.append("--item-size") }
        if lineSpacing != nil { given.append("--line-spacing") }
        if interitemSpacing != nil { given.append("--interitem-spacing") }
        if sectionSpacing != nil { given.append("--section-spacing") }
        if sectionInset != nil { given.append("--section-inset") }
        if headerHeight != nil { given.append("--header-height") }
        if footerHeight != nil { given.append("--footer-height") }
        if scrollDirection != nil { given.append("--scroll-direction") }
        if pinHeaders { given.append("--pin-headers") }
        if sectionBackgrounds { given.append("--section-backgrounds") }
        return given
    }

    /// `--layout-file`, read and validated, or nil without it.
    ///
    /// - Throws: `UsageError` when it comes with `--layout` or another layout option, or naming
    ///   the file and the JSON path of its problem.
    func loadedLayoutFile() throws -> (path: String, file: LayoutFile)? {
        guard let layoutFile else { return nil }
        if selfSizing {
            throw UsageError(
                "--layout-file and --self-sizing cannot be used together: put \"selfSizing\": true in a waterfall or flow file, {\"estimated\": P} heights in a compositional one")
        }
        if let other = layoutOptionsGiven.first {
            throw UsageError("--layout-file and \(other) cannot be used together: the file describes the whole layout")
        }
        do {
            return (layoutFile, try LayoutFile.load(contentsOf: layoutFile))
        } catch {
            throw UsageError(error.description)
        }
    }
}

extension LayoutFile {
    /// Items per section of `sampleData(seed:)`.
    static let sampleItemsPerSection = 20

    /// What a compositional file of several sections shows when no data is given (no `--data`,
    /// `--items`, `--db` or `--feed`): one section of generated items per section it describes,
    /// so every one of them is seen, each titled by what sets it apart — its orthogonal
    /// behaviour (`continuous`, `groupPaging`…), or "Section N". `nil` for any other file, which
    /// shows the generated feed (the viewer) or `--items 30` (`cvsim layout`).
    ///
    /// - Complexity: O(sections of the file).
    func sampleData(seed: UInt64) -> CollectionData? {
        guard case .compositional(let description) = self, description.sections.count > 1 else { return nil }
        let sections = description.sections
        return CollectionData(
            generatedCounts: Array(repeating: Self.sampleItemsPerSection, count: sections.count), seed: seed,
            sectionTitle: { s in
                let behavior = sections[s].orthogonalScrollingBehavior
                return behavior == .none ? "Section \(s + 1)" : behavior.rawValue
            })
    }
}
