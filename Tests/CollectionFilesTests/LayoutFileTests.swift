import CollectionLayout
import Testing

@testable import CollectionFiles
@testable import CollectionModel

/// Decoding layout files: the value tree they give, and one line naming the JSON path of every
/// bad input.
@Suite struct LayoutFileTests {
    static let resources = String(#filePath.split(separator: "/").dropLast(3).map { "/" + $0 }.joined()) + "/Resources/layouts"

    static func decode(_ text: String) throws(LayoutFileError) -> LayoutDescription {
        try LayoutFile.decode(Array(text.utf8), name: "f.json")
    }

    static let listItem = #"{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}"#
    static func group(_ extra: String = "", subitems: String = "[\(listItem)]") -> String {
        #"{"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": \#(subitems)\#(extra)}"#
    }
    static func file(section: String = #""group": \#(group())"#, top: String = "") -> String {
        #"{"layout": "compositional"\#(top), "sections": [{\#(section)}]}"#
    }

    @Test func aFileDecodesIntoTheDescriptionTree() throws {
        let text = #"""
            {"layout": "compositional", "scrollDirection": "vertical", "interSectionSpacing": 8,
             "sections": [{
               "interGroupSpacing": 10, "contentInsets": {"top": 1, "leading": 2},
               "orthogonalScrollingBehavior": "groupPagingCentered",
               "boundarySupplementaryItems": [{"elementKind": "header", "alignment": "topLeading", "pinToVisibleBounds": true,
                  "extendsBoundary": false, "zIndex": 3, "size": {"width": {"fractionalWidth": 0.5}, "height": {"estimated": 30}},
                  "contentInsets": {"leading": 6, "trailing": 2}}],
               "decorationItems": [{"elementKind": "background", "contentInsets": {"bottom": 4}}],
               "group": {"group": "vertical", "size": {"width": {"fractionalWidth": 0.8}, "height": {"absolute": 200}}, "count": 2,
                 "interItemSpacing": {"flexible": 6}, "edgeSpacing": {"trailing": 3},
                 "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 0.5}},
                               "contentInsets": {"top": 5, "leading": 5, "bottom": 5, "trailing": 5}}]}}]}
            """#
        let expectedGroup = GroupDescription(
            axis: .vertical, size: LayoutSize(width: .fractionalWidth(0.8), height: .absolute(200)),
            subitems: [.item(ItemDescription(
                size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.5)),
                contentInsets: DirectionalInsets(top: 5, leading: 5, bottom: 5, trailing: 5)))],
            count: 2, interItemSpacing: .flexible(6), edgeSpacing: DirectionalInsets(trailing: 3))
        let expected = CompositionalDescription(
            interSectionSpacing: 8,
            sections: [SectionDescription(
                group: expectedGroup, interGroupSpacing: 10, contentInsets: DirectionalInsets(top: 1, leading: 2),
                orthogonalScrollingBehavior: .groupPagingCentered,
                boundarySupplementaryItems: [BoundaryItemDescription(
                    elementKind: .header, size: LayoutSize(width: .fractionalWidth(0.5), height: .estimated(30)), alignment: .topLeading,
                    pinToVisibleBounds: true, extendsBoundary: false, zIndex: 3, contentInsets: DirectionalInsets(leading: 6, trailing: 2))],
                decorationItems: [DecorationItemDescription(contentInsets: DirectionalInsets(bottom: 4))])])
        #expect(try Self.decode(text) == .compositional(expected))
    }

    @Test func aListIsAWholeLayoutOrASection() throws {
        let whole = #"{"list": {"appearance": "insetGrouped", "headerMode": "supplementary", "footerMode": "supplementary", "showsSeparators": false}}"#
        let list = ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary, footerMode: .supplementary, showsSeparators: false)
        #expect(try Self.decode(whole) == .compositional(CompositionalDescription(list: list)))
        #expect(try Self.decode(#"{"list": {"appearance": "sidebar"}}"#) == .compositional(CompositionalDescription(list: ListConfiguration(appearance: .sidebar))))
        let mixed = Self.file(section: #""list": {"appearance": "plain", "headerMode": "firstItemInSection"}"#)
        guard case .compositional(let description) = try Self.decode(mixed) else { Issue.record("not compositional"); return }
        #expect(description.sections[0].list == ListConfiguration(appearance: .plain, headerMode: .firstItemInSection))
        #expect(description.sections[0] == SectionDescription(list: ListConfiguration(appearance: .plain, headerMode: .firstItemInSection)))
    }

    @Test func itemsTakeSupplementaryItemsWithAnchors() throws {
        let text = #"""
            {"layout": "compositional", "sections": [{"group": {"group": "horizontal",
              "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}},
              "subitems": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}},
                "supplementaryItems": [
                  {"elementKind": "badge", "size": {"width": {"absolute": 20}, "height": {"absolute": 20}},
                   "containerAnchor": {"edges": ["top", "trailing"], "fractionalOffset": {"x": 0.3, "y": -0.3}}},
                  {"elementKind": "dot", "size": {"width": {"absolute": 8}, "height": {"absolute": 8}}, "zIndex": 3,
                   "containerAnchor": {"edges": ["bottom"], "absoluteOffset": {"y": 2}}, "itemAnchor": {"edges": ["top"]}}]}]}}]}
            """#
        guard case .compositional(let description) = try Self.decode(text), case .item(let item) = description.sections[0].group.subitems[0] else {
            Issue.record("not an item")
            return
        }
        #expect(item.supplementaryItems == [
            ItemSupplementaryDescription(
                elementKind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
                containerAnchor: LayoutAnchor(edges: [.top, .trailing], offset: .fractional(x: 0.3, y: -0.3))),
            ItemSupplementaryDescription(
                elementKind: "dot", size: LayoutSize(width: .absolute(8), height: .absolute(8)),
                containerAnchor: LayoutAnchor(edges: [.bottom], offset: .absolute(x: 0, y: 2)), itemAnchor: LayoutAnchor(edges: [.top]), zIndex: 3),
        ])
        let clash = Self.file(section: #""group": \#(Self.group(subitems: #"[{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "supplementaryItems": [{"elementKind": "tag", "size": {"width": {"absolute": 2}, "height": {"absolute": 2}}, "containerAnchor": {"edges": []}}]}]"#)), "boundarySupplementaryItems": [{"elementKind": "tag", "size": {"width": {"absolute": 4}, "height": {"absolute": 4}}}]"#)
        #expect(throws: LayoutFileError(#"f.json: sections[0].boundarySupplementaryItems[0].elementKind: "tag" is also an item's supplementary kind in this section; give them different kinds"#)) {
            try Self.decode(clash)
        }
    }

    @Test func edgeSpacingSidesAreFixedOrFlexible() throws {
        let text = Self.file(section: #""group": \#(Self.group(subitems: #"[{"size": {"width": {"absolute": 50}, "height": {"fractionalHeight": 1}}, "edgeSpacing": {"leading": {"flexible": 4}, "trailing": {"flexible": 0}, "top": {"fixed": 2}, "bottom": 3}}]"#))"#)
        guard case .compositional(let description) = try Self.decode(text), case .item(let item) = description.sections[0].group.subitems[0] else {
            Issue.record("not an item")
            return
        }
        #expect(item.edgeSpacing == DirectionalInsets(top: 2, leading: 4, bottom: 3, trailing: 0))
        #expect(item.flexibleEdges == [.leading, .trailing])
        let bad = Self.file(section: #""group": \#(Self.group(subitems: #"[{"size": {"width": {"absolute": 50}, "height": {"fractionalHeight": 1}}, "edgeSpacing": {"leading": {"stretchy": 4}}}]"#))"#)
        #expect(throws: LayoutFileError("f.json: sections[0].group.subitems[0].edgeSpacing.leading.stretchy: unknown key; expected one of fixed, flexible")) {
            try Self.decode(bad)
        }
    }

    @Test func builtInLayoutsTakePerSectionOptionsFallingBackToTheTopLevel() throws {
        let text = #"""
            {"layout": "waterfall", "columns": 3, "lineSpacing": 4, "headerHeight": 20, "pinHeaders": true,
             "sectionInset": {"top": 1, "left": 2, "bottom": 3, "right": 4},
             "sections": [{"columns": 2}, {"interitemSpacing": 7, "sectionBackground": true, "itemSize": {"width": 30, "height": 40}}]}
            """#
        let description = try Self.decode(text)
        guard case .waterfall(let c) = description else { Issue.record("not a waterfall layout"); return }
        #expect(description.builtInName == "waterfall")
        #expect(c.columns == 3 && c.lineSpacing == 4 && c.headerHeight == 20 && c.pinHeaders)
        #expect(c.sectionInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(c.forSection(0).columns == 2 && c.forSection(0).interitemSpacing == 10)
        #expect(c.forSection(1).columns == 3 && c.forSection(1).interitemSpacing == 7 && c.forSection(1).sectionBackgrounds)
        // An item size is read and checked, and the waterfall, which sizes items by their column,
        // does not keep it: the file reads as the same layout without it.
        #expect(try Self.decode(text.replacingOccurrences(of: #", "itemSize": {"width": 30, "height": 40}"#, with: "")) == description)
        // Section 2 uses sections[0] again.
        #expect(c.forSection(2).columns == 2 && c.forSection(2).lineSpacing == 4)
    }

    @Test func everyResourceFileDecodes() throws {
        let names = ["list", "grid", "inset-items-grid", "two-column", "distinct-sections", "adaptive-sections", "nested-groups",
                     "orthogonal-sections", "orthogonal-behaviors", "section-headers-footers", "section-background",
                     "waterfall-sections", "horizontal-compositional"]
        for name in names {
            let file = try LayoutFile.load(contentsOf: "\(Self.resources)/\(name).json")
            if name == "waterfall-sections" {
                guard case .waterfall(let c) = file else { Issue.record("\(name)"); continue }
                #expect(c.sections.count == 3)
            } else {
                guard case .compositional = file else { Issue.record("\(name) is not compositional"); continue }
            }
        }
    }

    static let deep: String = {
        var group = Self.group()
        for _ in 0..<64 { group = Self.group(subitems: "[\(group)]") }
        return file(section: #""group": \#(group)"#)
    }()

    @Test(arguments: [
        (#"{"layout": "compositional", "sections": [{"group": "#,
         "f.json: truncated JSON at line 1, column 52: unexpected end of input, expected a value"),
        (#"{"layout": "compositional", "sections": [}"#, "f.json: malformed JSON at line 1, column 42: unexpected character '}', expected a value"),
        (#"{"layout": "grid"}"#, #"f.json: layout: unknown value "grid"; expected one of "compositional", "waterfall", "flow", "mosaic", "horizontal""#),
        (#"{"sections": []}"#, #"f.json: layout: missing; expected "compositional", "waterfall", "flow", "mosaic" or "horizontal" (or a "list" key for a list)"#),
        (#"{"layout": "compositional", "sections": []}"#, "f.json: sections: must hold at least one section, got an empty array"),
        (file(section: #""group": \#(group()), "orthogonalScrollingBehavior": "sideways""#),
         #"f.json: sections[0].orthogonalScrollingBehavior: unknown value "sideways"; expected one of "none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered""#),
        (file(section: #""group": \#(group()), "spacing": 3"#),
         "f.json: sections[0].spacing: unknown key; expected one of group, interGroupSpacing, contentInsets, orthogonalScrollingBehavior, boundarySupplementaryItems, decorationItems, contentInsetsReference, supplementaryContentInsetsReference, supplementariesFollowContentInsets"),
        (file(section: #""group": \#(group(subitems: "[]"))"#), "f.json: sections[0].group.subitems: must hold at least one item or group, got an empty array"),
        (file(section: #""group": {"group": "horizontal", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}}"#),
         "f.json: sections[0].group.subitems: missing; a group needs at least one subitem"),
        (file(section: #""group": \#(group(subitems: #"[{"size": {"width": {}, "height": {"absolute": 4}}}]"#))"#),
         "f.json: sections[0].group.subitems[0].size.width: a dimension has exactly one of fractionalWidth, fractionalHeight, absolute, estimated; got none"),
        (file(section: #""group": \#(group(subitems: #"[{"size": {"width": {"absolute": 4, "estimated": 4}, "height": {"absolute": 4}}}]"#))"#),
         "f.json: sections[0].group.subitems[0].size.width: a dimension has exactly one of fractionalWidth, fractionalHeight, absolute, estimated; got absolute and estimated"),
        (file(section: #""group": \#(group(subitems: #"[{"size": {"width": {"fractionalWidth": -1}, "height": {"absolute": 4}}}]"#))"#),
         "f.json: sections[0].group.subitems[0].size.width: fractionalWidth must be > 0 and ≤ 100, got -1"),
        (file(section: #""group": \#(group(subitems: #"[{"size": {"width": {"fractionalHeight": 101}, "height": {"absolute": 4}}}]"#))"#),
         "f.json: sections[0].group.subitems[0].size.width: fractionalHeight must be > 0 and ≤ 100, got 101"),
        (file(section: #""group": \#(group(subitems: #"[{"size": {"width": {"absolute": 0}, "height": {"absolute": 4}}}]"#))"#),
         "f.json: sections[0].group.subitems[0].size.width: absolute must be > 0, got 0"),
        (file(section: #""group": \#(group(subitems: #"[{"size": {"width": {"absolute": 5}, "height": {"estimated": -3}}}]"#))"#),
         "f.json: sections[0].group.subitems[0].size.height: estimated must be > 0, got -3"),
        (file(section: #""group": \#(group(#", "count": 0"#))"#), "f.json: sections[0].group.count: must be from 1 to 100000, got 0"),
        (file(section: #""group": \#(group(#", "count": 2.5"#))"#), "f.json: sections[0].group.count: must be a whole number, got 2.5"),
        (file(section: #""group": \#(group()), "contentInsets": {"top": -2e9}"#), "f.json: sections[0].contentInsets.top: must be from -10000000 to 10000000, got -2000000000"),
        (file(section: #""group": \#(group(#", "interItemSpacing": {"fixed": 1, "flexible": 2}"#))"#),
         "f.json: sections[0].group.interItemSpacing: spacing has exactly one of fixed, flexible; got both"),
        (file(section: #""group": \#(group()), "boundarySupplementaryItems": [{"elementKind": "header", "alignment": "leading", "size": {"width": {"absolute": 4}, "height": {"absolute": 4}}}]"#),
         #"f.json: sections[0].boundarySupplementaryItems[0].alignment: "leading" does not fit a vertical layout; expected one of "top", "topLeading", "topTrailing", "bottom", "bottomLeading", "bottomTrailing""#),
        (deep, "f.json: sections[0].group" + String(repeating: ".subitems[0]", count: 64) + ": groups nest deeper than 64 levels"),
        (#"[1, 2]"#, #"f.json: (top level): must be an object with "layout", got an array"#),
        (file(section: #""group": \#(group(subitems: #"[{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "supplementaryItems": [{"elementKind": "badge", "size": {"width": {"absolute": 20}, "height": {"absolute": 20}}}]}]"#))"#),
         "f.json: sections[0].group.subitems[0].supplementaryItems[0].containerAnchor: missing; expected {\"edges\": [...]} with an optional offset"),
        (file(section: #""group": \#(group(subitems: #"[{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "supplementaryItems": [{"elementKind": "header", "size": {"width": {"absolute": 20}, "height": {"absolute": 20}}, "containerAnchor": {"edges": ["top"]}}]}]"#))"#),
         "f.json: sections[0].group.subitems[0].supplementaryItems[0].elementKind: \"header\" names a section's element; use another kind, such as \"badge\""),
        (file(section: #""group": \#(group(subitems: #"[{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "supplementaryItems": [{"elementKind": "badge", "size": {"width": {"estimated": 10}, "height": {"absolute": 20}}, "containerAnchor": {"edges": ["top"]}}]}]"#))"#),
         "f.json: sections[0].group.subitems[0].supplementaryItems[0].size.width: a supplementary item's size is {\"absolute\": P} or a fraction of its item's"),
        (file(section: #""group": \#(group(subitems: #"[{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "supplementaryItems": [{"elementKind": "badge", "size": {"width": {"absolute": 20}, "height": {"absolute": 20}}, "containerAnchor": {"edges": ["top", "bottom"]}}]}]"#))"#),
         "f.json: sections[0].group.subitems[0].supplementaryItems[0].containerAnchor.edges: \"top\" and \"bottom\" together name no point; give one of them"),
        (file(section: #""group": \#(group(subitems: #"[{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "supplementaryItems": [{"elementKind": "badge", "size": {"width": {"absolute": 20}, "height": {"absolute": 20}}, "containerAnchor": {"edges": ["up"]}}]}]"#))"#),
         "f.json: sections[0].group.subitems[0].supplementaryItems[0].containerAnchor.edges[0]: unknown value \"up\"; expected one of \"top\", \"leading\", \"bottom\", \"trailing\""),
        (file(section: #""group": \#(group(subitems: #"[{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "supplementaryItems": [{"elementKind": "badge", "size": {"width": {"absolute": 20}, "height": {"absolute": 20}}, "containerAnchor": {"edges": [], "fractionalOffset": {"x": 1}, "absoluteOffset": {"y": 2}}}]}]"#))"#),
         "f.json: sections[0].group.subitems[0].supplementaryItems[0].containerAnchor: an anchor has at most one of fractionalOffset, absoluteOffset; got both"),
        (file(section: #""group": \#(group(subitems: #"[{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "supplementaryItems": [{"elementKind": "badge", "size": {"width": {"absolute": 20}, "height": {"absolute": 20}}, "containerAnchor": {"edges": [], "absoluteOffset": {"x": "1"}}}]}]"#))"#),
         "f.json: sections[0].group.subitems[0].supplementaryItems[0].containerAnchor.absoluteOffset.x: must be a number from -10000000 to 10000000, got \"1\""),
        (file(section: #""group": \#(group(subitems: #"[{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "supplementaryItems": [{"elementKind": "b", "size": {"width": {"absolute": 2}, "height": {"absolute": 2}}, "containerAnchor": {"edges": []}}, {"elementKind": "b", "size": {"width": {"absolute": 2}, "height": {"absolute": 2}}, "containerAnchor": {"edges": []}}]}]"#))"#),
         "f.json: sections[0].group.subitems[0].supplementaryItems[1].elementKind: \"b\" is already used by another of this item's supplementary items"),
        (#"{"list": {}}"#, #"f.json: list.appearance: missing; expected one of "plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain""#),
        (#"{"list": {"appearance": "inset"}}"#,
         #"f.json: list.appearance: unknown value "inset"; expected one of "plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain""#),
        (#"{"list": {"appearance": "plain", "headerMode": "first"}}"#,
         #"f.json: list.headerMode: unknown value "first"; expected one of "none", "supplementary", "firstItemInSection""#),
        (#"{"list": {"appearance": "plain", "footerMode": "firstItemInSection"}}"#,
         #"f.json: list.footerMode: unknown value "firstItemInSection"; expected one of "none", "supplementary""#),
        (#"{"list": {"appearance": "plain", "showsSeparators": 1}}"#, "f.json: list.showsSeparators: must be true or false, got 1"),
        (#"{"list": {"appearance": "plain", "rowHeight": 44}}"#,
         "f.json: list.rowHeight: unknown key; expected one of appearance, headerMode, footerMode, showsSeparators"),
        (#"{"list": {"appearance": "plain"}, "sections": []}"#, "f.json: sections: unknown key; expected one of list"),
        (file(section: #""list": {"appearance": "plain"}, "decorationItems": []"#),
         #"f.json: sections[0].decorationItems: a list section takes only "list", "contentInsets", "interGroupSpacing" and "boundarySupplementaryItems" (the list sets its own group)"#),
        (file(section: #""list": {"appearance": "plain"}, "interGroupSpacing": -3"#),
         "f.json: sections[0].interGroupSpacing: must be ≥ 0, got -3"),
        (file(section: #""list": {"appearance": "plain"}"#, top: #", "scrollDirection": "horizontal""#),
         #"f.json: sections[0].list: lists scroll vertically; remove "scrollDirection": "horizontal""#),
        (#"{"layout": "waterfall", "columns": 0}"#, "f.json: columns: must be from 1 to 1000, got 0"),
        (#"{"layout": "flow", "sections": [{"colums": 2}]}"#,
         "f.json: sections[0].colums: unknown key; expected one of columns, lineSpacing, interitemSpacing, sectionInset, headerHeight, footerHeight, pinHeaders, sectionBackground, itemSize"),
        (#"{"layout": "mosaic", "sections": [{"itemSize": {"width": 0, "height": 3}}]}"#, "f.json: sections[0].itemSize.width: must be > 0, got 0"),
        (#"{"layout": "flow", "itemSize": {"width": 10, "height": 1e-300}}"#, "f.json: itemSize.height: must be at least 0.001, got 1e-300"),
        (#"{"layout": "horizontal", "sections": []}"#, "f.json: sections: must hold at least one section, got an empty array"),
    ])
    func badInputNamesTheFileAndTheJSONPath(text: String, message: String) {
        #expect(throws: LayoutFileError(message)) { try Self.decode(text) }
    }

    @Test func aMissingFileIsOneLine() {
        #expect(throws: LayoutFileError("/nonexistent/x.json: no such file")) { try LayoutFile.load(contentsOf: "/nonexistent/x.json") }
    }
}

/// The screen's keys of a layout file: bars, inset adjustment and title, beside any layout.
@Suite struct LayoutFileSceneTests {
    func scene(_ json: String) throws -> LayoutFileScene {
        _ = try LayoutFile.decode(Array(json.utf8), name: "f.json")
        return try LayoutFileScene.read(JSONParser.parse(Array(json.utf8)), name: "f.json")
    }

    @Test func keysBesideAListAndACompositionalLayout() throws {
        let list = try scene(#"{"list": {"appearance": "insetGrouped"}, "chrome": "large-title,tab", "title": "Settings"}"#)
        #expect(list == LayoutFileScene(chrome: BarChrome(largeTitle: true, tabBar: true), title: "Settings"))
        let grid = try scene(#"{"layout": "waterfall", "contentInsetAdjustmentBehavior": "never"}"#)
        #expect(grid == LayoutFileScene(chrome: BarChrome.none, contentInsetAdjustmentBehavior: .never))
        #expect(try scene(#"{"layout": "flow"}"#) == LayoutFileScene())
    }

    @Test func badValuesNameTheKey() {
        #expect(throws: LayoutFileError(#"f.json: chrome: must be a string of "none", "nav", "large-title", "tab" or a combination such as "nav,tab""#)) {
            try LayoutFile.decode(Array(#"{"layout": "flow", "chrome": "toolbar"}"#.utf8), name: "f.json")
        }
        #expect(throws: LayoutFileError(#"f.json: contentInsetAdjustmentBehavior: must be one of "automatic", "scrollableAxes", "never", "always""#)) {
            try LayoutFile.decode(Array(#"{"layout": "flow", "contentInsetAdjustmentBehavior": 3}"#.utf8), name: "f.json")
        }
    }

    @Test func compositionalReferencesAreRead() throws {
        let file = try LayoutFile.decode(Array(#"""
            {"layout": "compositional", "contentInsetsReference": "layoutMargins", "supplementaryContentInsetsReference": "none",
             "sections": [{"group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}},
                                     "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]},
                           "contentInsetsReference": "readableContent"}]}
            """#.utf8), name: "f.json")
        guard case .compositional(let description) = file else { Issue.record("not compositional"); return }
        #expect(description.contentInsetsReference == .layoutMargins)
        #expect(description.supplementaryContentInsetsReference == ContentInsetsReference.none)
        #expect(description.sections[0].contentInsetsReference == .readableContent)
        #expect(description.sections[0].supplementaryContentInsetsReference == .automatic)
    }
}
