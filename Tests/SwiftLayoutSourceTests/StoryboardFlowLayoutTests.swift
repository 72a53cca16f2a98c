import CollectionFiles
import CollectionLayout
import CollectionModel
import SwiftLayoutSource
import Foundation
import Testing

/// A view controller whose flow layout a storyboard or nib makes — no layout object in its code —
/// but whose `UICollectionViewDelegateFlowLayout` methods size it: read as UIKit lays it out, a
/// `UICollectionViewFlowLayout` with UIKit's defaults (50×50 items, spacings 10, no insets) asked
/// by those methods. Frames hand-computed with the flow layout's rules (full lines justified, the
/// last line left-aligned at the minimum spacing).
@Suite struct StoryboardFlowLayoutTests {
    static let photos = """
        import UIKit

        class PhotoCollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
            var columnNum: CGFloat = 2.0
            let inset: CGFloat = 5.0
            let spacing: CGFloat = 5.0
            @IBOutlet var collectionView: UICollectionView?

            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }
        }

        extension PhotoCollectionViewController {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                print("Resizing")  // a log line moves no cell
                let width = Int((collectionView.frame.width / columnNum) - (inset + spacing))
                return CGSize(width: width, height: width)
            }

            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
                return UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
            }

            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
                return spacing
            }
        }
        """

    func cells(_ source: String, counts: [Int], function: String? = nil, name: String = "Layout.swift") throws -> (cells: [String], content: Size) {
        let layout = try evaluate(source, function: function, name: name).makeLayout(bounds: Rect(origin: .zero, size: phone))
        try layout.prepare(StaticDataSource(counts: counts))
        try layout.layOutCompletely()
        return (elements(of: layout).filter { $0.hasPrefix("cell") }, layout.contentSize)
    }

    /// `@IBOutlet var flowLayout: UICollectionViewFlowLayout!`: an outlet to the storyboard's
    /// layout, configured through it (`self.flowLayout` too), is that layout.
    @Test(arguments: ["flowLayout", "self.flowLayout"])
    func anOutletToTheStoryboardsFlowLayoutIsThatLayout(written: String) throws {
        let source = """
            import UIKit

            class ViewController: UICollectionViewController {
                @IBOutlet var flowLayout: UICollectionViewFlowLayout!
                var images = [UIImage]()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    setupUI()
                }

                func setupUI() {
                    title = "Pictures"
                    \(written).estimatedItemSize = CGSize.zero
                    \(written).itemSize = CGSize(width: 120, height: 90)
                    \(written).sectionInset = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
                }

                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { images.count }
            }
            """
        // 382 usable pt hold three 120-pt items (380 with two 10-pt gaps), justified to 4, 135, 266;
        // the fourth alone on the last line, leading; lines 10 apart (UIKit's default).
        let (cells, content) = try cells(source, counts: [4], name: "Pictures.swift")
        #expect(cells == ["cell 0.0 4,4 120x90", "cell 0.1 135,4 120x90", "cell 0.2 266,4 120x90", "cell 0.3 4,104 120x90"])
        #expect(content == Size(width: 390, height: 198))
        let notices = try evaluate(source, name: "Pictures.swift").notices
        #expect(notices == [
            "Pictures.swift:12:5: the collection view's flow layout is the storyboard's or nib's (UIKit's defaults: 50×50 items, spacings 10) as setupUI() configures it"
        ])
    }

    @Test func theDelegateSizesAFlowLayoutTheCodeNeverBuilds() throws {
        // Int(390 / 2 − 10) = 185-pt squares; usable 390 − 10 = 380 holds two (370 + the
        // default 10-pt interitem spacing), justified to 5 and 200; lines 5 apart (the delegate's
        // spacing); the fifth item alone on the last line, leading.
        let (cells, content) = try cells(Self.photos, counts: [5])
        #expect(cells == [
            "cell 0.0 5,5 185x185", "cell 0.1 200,5 185x185",
            "cell 0.2 5,195 185x185", "cell 0.3 200,195 185x185",
            "cell 0.4 5,385 185x185",
        ])
        #expect(content == Size(width: 390, height: 575))
        let evaluated = try evaluate(Self.photos, name: "Photos.swift")
        #expect(evaluated.notices == [
            "Photos.swift:13:5: no layout object is built in code (a storyboard or nib makes it): a UICollectionViewFlowLayout with UIKit's defaults (50×50 items, spacings 10) is assumed, sized by PhotoCollectionViewController's UICollectionViewDelegateFlowLayout methods"
        ])
        let file = try SwiftLayoutSource.parse(Array(Self.photos.utf8), name: "Photos.swift")
        #expect(file.candidates.map(\.qualifiedName) == ["PhotoCollectionViewController.UICollectionViewDelegateFlowLayout"])
        // --layout-function names it as any other.
        #expect(try self.cells(Self.photos, counts: [5], function: "UICollectionViewDelegateFlowLayout").cells == cells)
    }

    @Test func aDelegateThatReadsTheDataLeavesUIKitsDefaults() throws {
        let source = """
            import UIKit

            final class FeedCell: UITableViewCell, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
                var data: Post?
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    let attachment = self.data?.attachments?[indexPath.row]
                    return CGSize(width: collectionView.frame.width, height: attachment?.height ?? 250)
                }
            }
            """
        // 50×50 items 10 apart: six fit in 390 (6·50 + 5·10 = 350), justified 18 apart
        // ((390 − 300) / 5); lines 10 apart; the last line on the full line's columns.
        let (cells, _) = try cells(source, counts: [8], name: "Feed.swift")
        #expect(cells == [
            "cell 0.0 0,0 50x50", "cell 0.1 68,0 50x50", "cell 0.2 136,0 50x50", "cell 0.3 204,0 50x50", "cell 0.4 272,0 50x50",
            "cell 0.5 340,0 50x50", "cell 0.6 0,60 50x50", "cell 0.7 68,60 50x50",
        ])
        // What was left out first (the one line the CLI shows), then where the layout came from.
        #expect(try evaluate(source, name: "Feed.swift").notices == [
            "Feed.swift:6:26: sizeForItemAt is not evaluated (only arrays are subscripted, not nil); every item is the layout's itemSize",
            "Feed.swift:5:5: no layout object is built in code (a storyboard or nib makes it): a UICollectionViewFlowLayout with UIKit's defaults (50×50 items, spacings 10) is assumed, sized by FeedCell's UICollectionViewDelegateFlowLayout methods",
        ])
    }

    /// Swift 2's labels and geometry functions (`CGSizeMake`, `UIEdgeInsetsMake`).
    @Test func swiftTwosDelegateLabelsAreAskedTheSameWay() throws {
        let source = """
            import UIKit

            class SearchViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
                @IBOutlet weak var collectionView: UICollectionView!

                func collectionView(collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAtIndexPath indexPath: NSIndexPath) -> CGSize {
                    return CGSizeMake(180, 120)
                }

                func collectionView(collectionView: UICollectionView!, layout collectionViewLayout: UICollectionViewLayout!, insetForSectionAtIndex section: Int) -> UIEdgeInsets {
                    return UIEdgeInsetsMake(0, 5, 0, 5)
                }
            }
            """
        // Usable 380: two 180-pt items, justified to 5 and 205; lines 10 apart (UIKit's default).
        let (cells, content) = try cells(source, counts: [3])
        #expect(cells == ["cell 0.0 5,0 180x120", "cell 0.1 205,0 180x120", "cell 0.2 5,130 180x120"])
        #expect(content == Size(width: 390, height: 250))
    }

    @Test func twoTypesWithDelegatesShowTheFirstAndOfferTheOther() throws {
        let source = """
            import UIKit

            final class Grid: UIView, UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: 120, height: 240)
                }
            }

            final class Strip: UIView, UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: frame.width, height: 44)  // the view's own frame
                }
            }
            """
        let file = try SwiftLayoutSource.parse(Array(source.utf8), name: "Two.swift")
        #expect(try file.layoutBuilders(first: nil).map(\.qualifiedName) == ["Grid.UICollectionViewDelegateFlowLayout", "Strip.UICollectionViewDelegateFlowLayout"])
        // Three 120-pt items in 390 (360 + 20), justified 15 apart.
        #expect(try cells(source, counts: [3]).cells == ["cell 0.0 0,0 120x240", "cell 0.1 135,0 120x240", "cell 0.2 270,0 120x240"])
        #expect(try cells(source, counts: [2], function: "Strip.UICollectionViewDelegateFlowLayout").cells == ["cell 0.0 0,0 390x44", "cell 0.1 0,54 390x44"])
    }

    @Test func headerAndFooterReferenceSizesComeFromTheDelegatePerSection() throws {
        let source = """
            import UIKit

            final class CalendarViewController: UIViewController {
                func setupCollectionView() {
                    let layout = UICollectionViewFlowLayout()
                    layout.scrollDirection = .vertical
                    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
                    view.addSubview(collectionView)
                }
            }

            extension CalendarViewController: UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
                    return CGSize(width: view.frame.width, height: section == 0 ? 74 : 40)
                }

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
                    return CGSize(width: view.frame.width, height: 12)
                }

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    let flowLayout = collectionViewLayout as! UICollectionViewFlowLayout
                    let totalSpace = flowLayout.minimumInteritemSpacing * CGFloat(6)
                    let size = Int((collectionView.bounds.width - totalSpace) / CGFloat(7))
                    return CGSize(width: size, height: 30)
                }
            }
            """
        // Int((390 − 60) / 7) = 47-pt days, seven a line ((390 − 329) / 6 apart); section 0's
        // header 74, its footer 12; section 1 starts at 74 + 30 + 12 = 116 with a 40-pt header.
        let layout = try evaluate(source).makeLayout(bounds: Rect(origin: .zero, size: phone))
        try layout.prepare(StaticDataSource(counts: [1, 1]))
        try layout.layOutCompletely()
        #expect(elements(of: layout) == [
            "cell 0.0 0,74 47x30", "cell 1.0 0,156 47x30",
            "supplementary footer 0.0 0,104 390x12", "supplementary header 0.0 0,0 390x74",
            "supplementary footer 1.0 0,186 390x12", "supplementary header 1.0 0,116 390x40",
        ])
    }

    @Test func viewDidLoadConfiguresTheStoryboardsFlowLayout() throws {
        let source = """
            import UIKit

            class GalleryViewController: UIViewController {
                @IBOutlet weak var photosCollectionView: UICollectionView!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    photosCollectionView.dataSource = self
                    let side: CGFloat = 100
                    if let layout = photosCollectionView.collectionViewLayout as? UICollectionViewFlowLayout {
                        layout.itemSize = CGSize(width: side, height: side)
                        layout.minimumLineSpacing = 4
                        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
                    }
                }

                override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                    super.viewWillTransition(to: size, with: coordinator)
                    guard let flowLayout = photosCollectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }
                    flowLayout.invalidateLayout()
                }
            }
            """
        // Three 100-pt items in 374 (300 + the default 10-pt spacings), justified 37 apart; lines 4 apart.
        let (cells, content) = try cells(source, counts: [4], name: "Gallery.swift")
        #expect(cells == ["cell 0.0 8,8 100x100", "cell 0.1 145,8 100x100", "cell 0.2 282,8 100x100", "cell 0.3 8,112 100x100"])
        #expect(content == Size(width: 390, height: 220))
        // Only the function that sets something of it is a candidate (not the rotation's invalidateLayout()).
        let file = try SwiftLayoutSource.parse(Array(source.utf8), name: "Gallery.swift")
        #expect(file.candidates.map(\.qualifiedName) == ["GalleryViewController.viewDidLoad"])
        #expect(try evaluate(source, name: "Gallery.swift").notices == [
            "Gallery.swift:6:5: the collection view's flow layout is the storyboard's or nib's (UIKit's defaults: 50×50 items, spacings 10) as viewDidLoad() configures it"
        ])
    }

    @Test func theDelegateReadsTheLayoutsSpacingAndTheContentInset() throws {
        let source = """
            import UIKit

            class V: UIViewController, UICollectionViewDelegateFlowLayout {
                @IBOutlet weak var collectionView: UICollectionView!
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    let layout = collectionViewLayout as? UICollectionViewFlowLayout
                    let spacing = layout?.minimumInteritemSpacing ?? 0
                    let insets = collectionView.contentInset.left + collectionView.contentInset.right
                    let width = (collectionView.frame.size.width - insets - spacing) / 2
                    return CGSize(width: floor(width), height: 120)
                }
            }
            """
        // (390 − 0 − 10) / 2 = 190: two a line, 10 apart.
        #expect(try cells(source, counts: [3]).cells == ["cell 0.0 0,0 190x120", "cell 0.1 200,0 190x120", "cell 0.2 0,130 190x120"])
    }

    @Test func aRotationHandlerThatSetsTheLayoutToo() throws {
        let source = """
            import UIKit

            class GalleryViewController: UIViewController {
                @IBOutlet weak var collectionView: UICollectionView!

                override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                    super.viewWillTransition(to: size, with: coordinator)
                    let layout = collectionView.collectionViewLayout as! UICollectionViewFlowLayout
                    layout.itemSize = CGSize(width: size.width / 4, height: size.width / 4)
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let layout = collectionView.collectionViewLayout as! UICollectionViewFlowLayout
                    layout.itemSize = CGSize(width: view.bounds.width / 2, height: 100)
                    layout.minimumInteritemSpacing = 0
                    layout.minimumLineSpacing = 0
                }
            }
            """
        // viewDidLoad's, though the rotation handler comes first: its `size` is a rotation's. Both
        // configure the one storyboard layout: nothing to choose among, nothing for `n`.
        #expect(try cells(source, counts: [3]).cells == ["cell 0.0 0,0 195x100", "cell 0.1 195,0 195x100", "cell 0.2 0,100 195x100"])
        let file = try SwiftLayoutSource.parse(Array(source.utf8), name: "Gallery.swift")
        #expect(file.uninstalledLayouts() == nil)
        #expect(try file.layoutBuilders(first: nil).map(\.qualifiedName) == ["GalleryViewController.viewDidLoad"])
    }

    @Test func aCollectionViewControllerCastsItsOwnLayout() throws {
        let source = """
            import UIKit

            class GridViewController: UICollectionViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView.backgroundColor = .systemBackground
                    let layout = collectionViewLayout as! UICollectionViewFlowLayout
                    let width = (view.frame.width - 30) / 3
                    layout.itemSize = CGSize(width: width, height: width)
                    layout.minimumLineSpacing = 15
                    layout.minimumInteritemSpacing = 15
                }

                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            }
            """
        // (390 − 30) / 3 = 120: three a line, 15 apart, lines 15 apart.
        #expect(try cells(source, counts: [4]).cells == ["cell 0.0 0,0 120x120", "cell 0.1 135,0 120x120", "cell 0.2 270,0 120x120", "cell 0.3 0,135 120x120"])
    }

    @Test func aFileWithALayoutObjectIsNotAssumedOne() throws {
        let source = Self.photos.replacingOccurrences(
            of: "@IBOutlet var collectionView: UICollectionView?",
            with: "lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())")
        let file = try SwiftLayoutSource.parse(Array(source.utf8), name: "Photos.swift")
        #expect(file.candidates.map(\.kind) == [.host])
        #expect(try evaluate(source).notices.isEmpty)
        #expect(try cells(source, counts: [5]).cells == (try cells(Self.photos, counts: [5]).cells))
    }

    /// A project of three files, as an app has it: the view controller configures its storyboard's
    /// layout in `viewDidLoad`, an extension in another file sizes the items, a third holds the
    /// metrics. Read from the folder, the view controller's file or the extension's, it is the same.
    @Test func aStoryboardGalleryOfThreeFilesReadsTheSameFromAnyOfThem() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cvsim-gallery-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            "App/GalleryViewController.swift": """
                import UIKit

                final class GalleryViewController: UIViewController {
                    @IBOutlet private weak var galleryView: UICollectionView!

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        galleryView.dataSource = self
                        if let layout = galleryView.collectionViewLayout as? UICollectionViewFlowLayout {
                            layout.minimumLineSpacing = GalleryMetrics.spacing
                            layout.minimumInteritemSpacing = GalleryMetrics.spacing
                            layout.sectionInset = UIEdgeInsets(top: 12, left: GalleryMetrics.margin, bottom: 12, right: GalleryMetrics.margin)
                        }
                    }
                }
                """,
            "App/GalleryViewController+Layout.swift": """
                import UIKit

                extension GalleryViewController: UICollectionViewDelegateFlowLayout {
                    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                        let columns: CGFloat = traitCollection.horizontalSizeClass == .regular ? 4 : 3
                        let usable = collectionView.bounds.width - GalleryMetrics.margin * 2 - GalleryMetrics.spacing * (columns - 1)
                        let side = (usable / columns).rounded(.down)
                        return indexPath.item == 0 ? CGSize(width: usable, height: side) : CGSize(width: side, height: side)
                    }

                    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
                        CGSize(width: collectionView.bounds.width, height: 32)
                    }
                }
                """,
            "App/GalleryMetrics.swift": "import UIKit\n\nenum GalleryMetrics {\n    static let margin: CGFloat = 16\n    static let spacing: CGFloat = 6\n}\n",
        ]
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        for (path, text) in files {
            try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
            try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
        }
        // 390 − 32 − 12 = 346 usable: the first item that wide (alone on its line, centred at 22),
        // then 115-pt squares (346 / 3 rounded down) on the last line, which mixes sizes, so
        // left-aligned 6 apart; under a 32-pt header and the 12-pt top inset, lines 6 apart.
        let expected = [
            "cell 0.0 22,44 346x115", "cell 0.1 16,165 115x115", "cell 0.2 137,165 115x115", "cell 0.3 258,165 115x115",
            "supplementary header 0.0 0,0 390x32",
        ]
        for path in [root + "/App", root + "/App/GalleryViewController.swift", root + "/App/GalleryViewController+Layout.swift"] {
            let source = try SwiftLayoutSource.load(contentsOf: path)
            let evaluated = try source.evaluate(device: LayoutEnvironment(containerSize: phone))
            let layout = evaluated.makeLayout(bounds: Rect(origin: .zero, size: phone))
            try layout.prepare(StaticDataSource(counts: [4]))
            try layout.layOutCompletely()
            #expect(elements(of: layout) == expected, "\(path)")
            #expect(evaluated.notices.last?.hasSuffix("the collection view's flow layout is the storyboard's or nib's (UIKit's defaults: 50×50 items, spacings 10) as viewDidLoad() configures it") == true)
        }
    }
}
