import CollectionFiles
import CollectionLayout
import CollectionModel
import SwiftLayoutSource
import Testing

/// A `UICollectionViewFlowLayout` of Swift source sizes its cells as UIKit does: every cell
/// `itemSize` whatever the data says, unless the project's `collectionView(_:layout:sizeForItemAt:)`
/// answers, per item. Frames hand-computed with the flow layout's rules (`FlowLayout`).
@Suite struct FlowItemSizeTests {
    /// Heights the data gives that a UIKit flow layout never reads.
    static let hinted: [[SizeHint]] = [[61, 142, 195, 88, 120, 73, 160].map { SizeHint(width: 300, height: $0) }]

    static let gallery = """
        import UIKit

        final class FlowGalleryViewController: UIViewController {
            private lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())

            private func makeLayout() -> UICollectionViewFlowLayout {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 110, height: 140)
                layout.minimumLineSpacing = 10
                layout.minimumInteritemSpacing = 10
                layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
                return layout
            }
        }
        """

    func cells(_ evaluated: EvaluatedLayout, _ sections: [[SizeHint]]) throws -> (cells: [String], content: Size) {
        let layout = evaluated.makeLayout(bounds: Rect(origin: .zero, size: phone))
        try layout.prepare(StaticDataSource(sections: sections))
        try layout.layOutCompletely()
        return (elements(of: layout).filter { $0.hasPrefix("cell") }, layout.contentSize)
    }

    @Test func everyCellIsTheItemSizeWhateverTheDataSays() throws {
        // Usable 390 − 32 = 358: three 110-pt items a line (3·110 + 2·10 = 350), justified with
        // (358 − 330) / 2 = 14 between them; the last line of one sits on the first column.
        let (cells, content) = try cells(try evaluate(Self.gallery), Self.hinted)
        #expect(cells == [
            "cell 0.0 16,16 110x140", "cell 0.1 140,16 110x140", "cell 0.2 264,16 110x140",
            "cell 0.3 16,166 110x140", "cell 0.4 140,166 110x140", "cell 0.5 264,166 110x140",
            "cell 0.6 16,316 110x140",
        ])
        #expect(content == Size(width: 390, height: 472))
    }

    static let delegate = """
        import UIKit

        final class PhotosViewController: UICollectionViewController {
            init() {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 50, height: 50)
                layout.minimumLineSpacing = 10
                layout.minimumInteritemSpacing = Layout.spacing
                layout.sectionInset = UIEdgeInsets(top: 15, left: 15, bottom: 15, right: 15)
                super.init(collectionViewLayout: layout)
            }
        }

        private enum Layout {
            static let spacing: CGFloat = 10
        }

        extension PhotosViewController: UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                let flow = collectionViewLayout as! UICollectionViewFlowLayout
                let columns: CGFloat = indexPath.section == 0 ? 2 : 4
                let usable = collectionView.bounds.width - flow.sectionInset.left - flow.sectionInset.right
                let width = (usable - Layout.spacing * (columns - 1)) / columns
                if indexPath.section == 0 && indexPath.item == 0 { return CGSize(width: width, height: 200) }
                return CGSize(width: width, height: width)
            }
        }
        """

    @Test func sizeForItemAtDecidesEachItem() throws {
        // Section 0: two 175-pt columns ((360 − 10) / 2); its first item is 200 tall, so the
        // second is centred on it ((200 − 175) / 2 = 12.5 lower); the last line is mixed, so
        // left-aligned at the minimum spacing. Section 1 starts at 415: four 82.5-pt columns
        // ((360 − 30) / 4), the fifth item on the first column.
        let data = [Array(Self.hinted[0].prefix(4)), Array(repeating: SizeHint(width: 20, height: 999), count: 5)]
        let (cells, content) = try cells(try evaluate(Self.delegate), data)
        #expect(cells == [
            "cell 0.0 15,15 175x200", "cell 0.1 200,27.5 175x175", "cell 0.2 15,225 175x175", "cell 0.3 200,225 175x175",
            "cell 1.0 15,430 82.5x82.5", "cell 1.1 107.5,430 82.5x82.5", "cell 1.2 200,430 82.5x82.5", "cell 1.3 292.5,430 82.5x82.5",
            "cell 1.4 15,522.5 82.5x82.5",
        ])
        #expect(content == Size(width: 390, height: 620))
    }

    @Test func aSizeForItemAtThatReadsTheDataIsANoticeAndEveryItemIsTheItemSize() throws {
        let source = String(Self.gallery.dropLast()) + """

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    let photo = photos[indexPath.item]
                    return CGSize(width: 110, height: photo.aspect * 110)
                }
            }
            """
        let evaluated = try evaluate(source, name: "Gallery.swift")
        #expect(evaluated.notices == [
            "Gallery.swift:16:21: sizeForItemAt is not evaluated (unknown name 'photos': not declared in this file; --define photos=VALUE gives it); every item is the layout's itemSize"
        ])
        #expect(try cells(evaluated, Self.hinted).cells == (try cells(try evaluate(Self.gallery), Self.hinted).cells))
    }

    /// A `sizeForItemAt` that reads a constant of a file not read (`Metrics.cardWidth`), not the
    /// data: every cell `itemSize` would not be UIKit's sizes, so it is one line naming the
    /// constant, and `--define` gives it.
    @Test func aSizeForItemAtThatReadsAConstantNotReadIsOneLine() throws {
        let source = String(Self.gallery.dropLast()) + """

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    return CGSize(width: Metrics.cardWidth, height: 80)
                }
            }
            """
        #expect(evaluationError(source, name: "Gallery.swift") == "Gallery.swift:16:30: cannot evaluate 'Metrics.cardWidth': unknown name 'Metrics': not declared in this file; --define Metrics.cardWidth=VALUE gives it")
        var file = try SwiftLayoutSource.parse(Array(source.utf8), name: "Gallery.swift")
        file.definitions = try SwiftDefinitions(["Metrics.cardWidth=171"])
        let given = try file.evaluate(device: LayoutEnvironment(containerSize: phone))
        // Two 171-pt cells fit the 358 pt (352), the 16 left between them: x 16 and 203.
        #expect(try cells(given, [Array(Self.hinted[0].prefix(3))]).cells == ["cell 0.0 16,16 171x80", "cell 0.1 203,16 171x80", "cell 0.2 16,106 171x80"])
    }

    /// A device's property the app adds (`UIDevice.isPad`) is named as an extension of a file not
    /// read: `sizeForItemAt` reading it stops with one line too.
    @Test func aSizeForItemAtThatReadsTheAppsDevicePropertyIsOneLine() throws {
        let source = String(Self.gallery.dropLast()) + """

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    return UIDevice.isPad ? CGSize(width: 200, height: 200) : CGSize(width: 100, height: 100)
                }
            }
            """
        #expect(evaluationError(source, name: "Gallery.swift") == "Gallery.swift:16:16: cannot evaluate 'UIDevice.isPad': unknown call 'UIDevice.isPad': not one of UIDevice's that cvsim evaluates; an extension of UIDevice in a file not read declares it, most likely; --define UIDevice.isPad=VALUE gives it")
    }

    @Test func anItemSizeDelegateThatFailsLaterIsOneLineWithItsPlace() throws {
        let source = Self.delegate.replacingOccurrences(
            of: "return CGSize(width: width, height: width)", with: "return CGSize(width: width, height: 100 - CGFloat(indexPath.item) * 50)")
        let layout = try evaluate(source, name: "Photos.swift").makeLayout(bounds: Rect(origin: .zero, size: phone))
        #expect {
            try layout.prepare(StaticDataSource(counts: [4]))
            try layout.layOutCompletely()
        } throws: { error in
            "\(error)" == "Photos.swift:19:10: sizeForItemAt returned 175×0 for item 2 of section 0; each length must be greater than 0 and at most 10000000"
        }
    }

    @Test func convertWritesTheUniformSizeAndRefusesADelegate() throws {
        let json = try evaluate(Self.gallery).layoutDescription(sections: nil, environment: LayoutEnvironment(containerSize: phone)).encodedJSON()
        #expect(json.contains("\"uniformItemSize\": true"))
        // Read back, the JSON file sizes the items as the Swift did.
        let file = try LayoutFile.decode(Array(json.utf8), name: "gallery.json")
        let layout = file.makeLayout(bounds: Rect(origin: .zero, size: phone))
        try layout.prepare(StaticDataSource(sections: Self.hinted))
        #expect(elements(of: layout).filter { $0.hasPrefix("cell") } == (try cells(try evaluate(Self.gallery), Self.hinted).cells))
        #expect {
            try evaluate(Self.delegate, name: "Photos.swift").layoutDescription(sections: nil, environment: LayoutEnvironment(containerSize: phone))
        } throws: { error in
            "\(error)" == "Photos.swift:19:10: sizeForItemAt answers by code, which a layout file cannot hold; cvsim evaluates it when it shows the Swift file"
        }
    }

    @Test func uniformItemSizeIsAFlowFilesKeyOnly() throws {
        #expect {
            try LayoutFile.decode(Array(#"{"layout": "waterfall", "uniformItemSize": true}"#.utf8), name: "w.json")
        } throws: { error in
            "\(error)" == "w.json: uniformItemSize: works with the \"flow\" layout only, whose items it sizes by \"itemSize\"; not \"waterfall\""
        }
    }

    @Test func theDelegatesSectionAnswersReplaceTheLayoutsValues() throws {
        let source = String(Self.gallery.dropLast()) + """

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
                    section == 0 ? UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20) : .zero
                }

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
                    0
                }

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
                    return 5
                }
            }
            """.replacingOccurrences(of: "CGSize(width: 110, height: 140)", with: "CGSize(width: 100, height: 100)")
        let evaluated = try evaluate(source.replacingOccurrences(of: "CGSize(width: 110, height: 140)", with: "CGSize(width: 100, height: 100)"))
        // Section 0 inset 20: three a line in 350 ((350 − 300) / 2 = 25 apart), lines touching;
        // section 1 from 240, no inset: three a line in 390 (45 apart), its last line on those columns.
        let (cells, content) = try cells(evaluated, [Array(Self.hinted[0].prefix(4)), Array(Self.hinted[0].prefix(2))])
        #expect(cells == [
            "cell 0.0 20,20 100x100", "cell 0.1 145,20 100x100", "cell 0.2 270,20 100x100", "cell 0.3 20,120 100x100",
            "cell 1.0 0,240 100x100", "cell 1.1 145,240 100x100",
        ])
        #expect(content == Size(width: 390, height: 340))
        #expect(evaluated.notices.isEmpty)
    }

    /// `collectionView.bounds` in `sizeForItemAt` is the bounds of the moment: turned to landscape
    /// (844 wide, a width change relays the flow layout out), the items follow.
    @Test func theDelegateReadsTheBoundsOfTheMoment() throws {
        let source = """
            import UIKit

            final class HalvesViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
                init() {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 50, height: 50)
                    layout.minimumLineSpacing = 0
                    layout.minimumInteritemSpacing = 0
                    super.init(collectionViewLayout: layout)
                }

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: collectionView.bounds.width / 2, height: 40)
                }
            }
            """
        let evaluated = try evaluate(source)
        let layout = evaluated.makeLayout(bounds: Rect(origin: .zero, size: phone))
        try layout.prepare(StaticDataSource(counts: [3], hint: SizeHint(width: 10, height: 10)))
        try layout.layOutCompletely()
        #expect(elements(of: layout).filter { $0.hasPrefix("cell") } == ["cell 0.0 0,0 195x40", "cell 0.1 195,0 195x40", "cell 0.2 0,40 195x40"])
        layout.updateBounds(Rect(x: 0, y: 0, width: 844, height: 390))
        try layout.prepare(StaticDataSource(counts: [3], hint: SizeHint(width: 10, height: 10)))
        try layout.layOutCompletely()
        #expect(elements(of: layout).filter { $0.hasPrefix("cell") } == ["cell 0.0 0,0 422x40", "cell 0.1 422,0 422x40", "cell 0.2 0,40 422x40"])
    }

    /// `sectionInsetReference = .fromLayoutMargins`: the insets start 16 pt in (the layout margin of
    /// a 390-pt phone, whose safe area has no sides), as the same layout file's.
    @Test func theSectionInsetReferenceMeasuresTheInsetsFromTheLayoutMargins() throws {
        let source = """
            import UIKit

            final class PhotosViewController: UIViewController {
                private lazy var collectionView: UICollectionView = {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 100, height: 100)
                    layout.minimumInteritemSpacing = 10
                    layout.sectionInset = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
                    layout.sectionInsetReference = .fromLayoutMargins
                    return UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                }()
            }
            """
        let json = """
            {"layout": "flow", "itemSize": {"width": 100, "height": 100}, "interitemSpacing": 10, "uniformItemSize": true,
             "sectionInset": {"left": 5, "right": 5}, "sectionInsetReference": "fromLayoutMargins"}
            """
        func laidOut(_ layout: any CollectionLayout) throws -> [String] {
            _ = layout.updateLayoutGuides(LayoutGuides(safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)))
            try layout.prepare(StaticDataSource(counts: [4]))
            return elements(of: layout)
        }
        // 16 + 5 = 21 each side; three a line in 348 pt, the 48 over spread: 21, 145, 269.
        let expected = ["cell 0.0 21,0 100x100", "cell 0.1 145,0 100x100", "cell 0.2 269,0 100x100", "cell 0.3 21,110 100x100"]
        #expect(try laidOut(try evaluate(source).makeLayout(bounds: Rect(origin: .zero, size: phone))) == expected)
        let file = try LayoutFile.decode(Array(json.utf8), name: "photos.json")
        #expect(try laidOut(file.makeLayout(name: "flow", bounds: Rect(origin: .zero, size: phone))) == expected)
    }

    /// `sectionFootersPinToVisibleBounds = false` is UIKit's default, read as such; `true` (a
    /// pinned footer, which cvsim's flow layout does not lay out) is one line.
    @Test func footersThatDoNotPinAreTheDefaultAndPinnedOnesAreSaidSo() throws {
        func source(_ pinned: Bool) -> String {
            """
            import UIKit

            func makeLayout() -> UICollectionViewLayout {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 100, height: 100)
                layout.sectionFootersPinToVisibleBounds = \(pinned)
                return layout
            }
            """
        }
        #expect(try frames(source(false), counts: [1]) == ["cell 0.0 0,0 100x100"])
        #expect(evaluationError(source(true)) == """
            Bad.swift:6:5: cannot evaluate 'layout.sectionFootersPinToVisibleBounds': cvsim's flow layout pins headers only (sectionHeadersPinToVisibleBounds), not footers
            """)
    }
}
