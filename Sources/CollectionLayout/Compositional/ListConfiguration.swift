/// A list section, as UIKit's `UICollectionLayoutListConfiguration`: full-width rows that size
/// themselves from their text, in one of UIKit's appearances, with headers and footers in that
/// appearance's style and separators between rows.
///
/// A list is a section of a compositional layout (`SectionDescription(list:)`, UIKit's
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`), or every section of one
/// (`CompositionalDescription(list:)`, UIKit's `UICollectionViewCompositionalLayout.list(using:)`).
/// It resolves into an ordinary section for a container width (`section(containerWidth:)`): the
/// margins depend on the width, as UIKit's layout margins do. The metrics are `ListMetrics`'s; docs/layout-files.md gives
/// each one's source.
public struct ListConfiguration: Hashable, Sendable {
    /// The overall look of a list, as `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: String, Hashable, Sendable, CaseIterable {
        /// Edge-to-edge rows, separators inset by the margin (Mail, Contacts).
        case plain
        /// Edge-to-edge rows in sections apart on a grouped background.
        case grouped
        /// Each section's rows in a rounded block inset by the margin (Settings).
        case insetGrouped
        /// Rows inset and rounded, no separators (an iPad sidebar).
        case sidebar
        /// A sidebar's rows edge to edge.
        case sidebarPlain
    }

    /// How a section's header is shown, as `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: String, Hashable, Sendable, CaseIterable {
        case none
        /// A header supplementary view above the rows.
        case supplementary
        /// The section's first item is styled as its header (an outline's parent row).
        case firstItemInSection
    }

    /// How a section's footer is shown, as `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: String, Hashable, Sendable, CaseIterable {
        case none
        case supplementary
    }

    public var appearance: Appearance
    public var headerMode: HeaderMode
    public var footerMode: FooterMode
    /// Whether rows are divided by separators. UIKit's default is `true`; the sidebar
    /// appearances draw none whatever it says (their rows are separate rounded shapes).
    public var showsSeparators: Bool
    /// The insets the code gives the list's section (`section.contentInsets = …` after
    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`), replacing the appearance's;
    /// nil: the appearance's, which depend on the container's width.
    public var sectionContentInsets: DirectionalInsets? = nil
    /// The space between the rows of the list's section (`section.interGroupSpacing`), 0 by default.
    public var interGroupSpacing: Double = 0

    /// The boundary items the code gives the list's section (`section.boundarySupplementaryItems =
    /// [header]`), replacing those the header and footer modes make; nil: the modes'.
    public var sectionBoundaryItems: [BoundaryItemDescription]? = nil

    /// Whether the code set the list section's insets, row spacing or boundary items: such a list
    /// is a section of a compositional layout, never UIKit's whole-layout list (which takes none).
    public var setsItsSection: Bool { sectionContentInsets != nil || interGroupSpacing != 0 || sectionBoundaryItems != nil }

    public init(appearance: Appearance, headerMode: HeaderMode = .none, footerMode: FooterMode = .none, showsSeparators: Bool = true) {
        self.appearance = appearance
        self.headerMode = headerMode
        self.footerMode = footerMode
        self.showsSeparators = showsSeparators
    }

    /// Whether separators are drawn between rows.
    public var drawsSeparators: Bool { showsSeparators && !appearance.isSidebar }

    /// Whether item `item` of a section of `count` items has a separator under it: between rows
    /// only — not under a section's last row, nor under a first item styled as the header.
    public func hasSeparator(belowItem item: Int, count: Int) -> Bool {
        drawsSeparators && item < count - 1 && !(item == 0 && headerMode == .firstItemInSection)
    }

    /// The metrics of this list in a container `width` points wide.
    public func metrics(containerWidth width: Double) -> ListMetrics { ListMetrics(appearance, containerWidth: width) }

    /// The section this list is in a container `width` points wide: a horizontal group of one
    /// full-width item, both `estimated(44)` high, UIKit's list shape, so rows size themselves;
    /// the appearance's insets; a header and a footer of the appearance's estimated height when
    /// their mode is `supplementary`.
    ///
    /// What the code sets on the section `NSCollectionLayoutSection.list(using:layoutEnvironment:)`
    /// returns replaces the list's own: `sectionContentInsets` all four insets,
    /// `interGroupSpacing` the space between rows (UIKit's default 0), `sectionBoundaryItems` the
    /// header and footer of the modes (the insets still follow the modes unless set).
    public func section(containerWidth width: Double) -> SectionDescription {
        let m = metrics(containerWidth: width)
        let row = LayoutDimension.estimated(ListMetrics.rowEstimate)
        let item = ItemDescription(size: LayoutSize(width: .fractionalWidth(1), height: row))
        let group = GroupDescription(axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: row), subitems: [.item(item)])
        var boundary: [BoundaryItemDescription] = []
        if headerMode == .supplementary {
            boundary.append(BoundaryItemDescription(
                elementKind: .header, size: LayoutSize(width: .fractionalWidth(1), height: .estimated(m.headerHeight)), alignment: .top))
        }
        if footerMode == .supplementary {
            boundary.append(BoundaryItemDescription(
                elementKind: .footer, size: LayoutSize(width: .fractionalWidth(1), height: .estimated(m.footerHeight)), alignment: .bottom))
        }
        let top = headerMode == .supplementary ? m.sectionTopWithHeader : m.sectionTop
        let bottom = footerMode == .supplementary ? m.sectionBottomWithFooter : m.sectionBottom
        var section = SectionDescription(
            group: group, contentInsets: sectionContentInsets ?? DirectionalInsets(top: top, leading: m.rowInset, bottom: bottom, trailing: m.rowInset),
            boundarySupplementaryItems: sectionBoundaryItems ?? boundary)
        section.interGroupSpacing = interGroupSpacing
        section.list = self
        return section
    }
}

extension ListConfiguration.Appearance {
    /// The two sidebar appearances.
    public var isSidebar: Bool { self == .sidebar || self == .sidebarPlain }
    /// The appearances whose sections stand apart on a grouped background.
    public var isGrouped: Bool { self == .grouped || self == .insetGrouped || self == .sidebar }
}

/// The numbers of a list appearance at one container width, in points (vertical terms).
///
/// UIKit documents few of them; docs/layout-files.md ("Lists") names the source of each.
public struct ListMetrics: Hashable, Sendable {
    /// The estimated height of every row, and a row's least height: UIKit's list rows are
    /// `.estimated(44)`, and a one-line row of body text is 44 high.
    public static let rowEstimate = 44.0
    /// The space above and below a row's text: (44 − a 22-pt body line) / 2.
    public static let rowVerticalPadding = 11.0
    /// The corner radius of an inset-grouped section's block and of a sidebar's rows.
    public static let cornerRadius = 10.0
    /// Containers at least this wide use the wider layout margin (the Plus and Max iPhones, iPads).
    public static let wideContainer = 414.0

    /// UIKit's layout margin: where a row's text starts from the row's leading edge, and the
    /// inset of an inset-grouped section.
    public var layoutMargin: Double
    /// How far the rows are inset from the section's leading and trailing edges.
    public var rowInset: Double
    /// Space above a section's rows when it has no header, and above its header when it has one.
    public var sectionTop: Double
    public var sectionTopWithHeader: Double
    /// Space below a section's rows when it has no footer, and when it has one.
    public var sectionBottom: Double
    public var sectionBottomWithFooter: Double
    /// A header's and a footer's estimated height (one line of their text with its padding).
    public var headerHeight: Double
    public var footerHeight: Double
    /// Where a separator starts from its row's leading edge (it runs to the row's trailing edge).
    public var separatorLeadingInset: Double

    /// A separator's thickness: one pixel at 3×, as UIKit draws it.
    public static let separatorThickness = 1.0 / 3

    /// The separator under a row whose frame is `row`: from the separator inset to the row's
    /// trailing edge, its last pixel row.
    public func separatorFrame(below row: Rect) -> Rect {
        Rect(x: row.minX + separatorLeadingInset, y: row.maxY - Self.separatorThickness,
             width: Swift.max(0, row.width - separatorLeadingInset), height: Self.separatorThickness)
    }

    public init(_ appearance: ListConfiguration.Appearance, containerWidth width: Double) {
        let margin = width >= Self.wideContainer ? 20.0 : 16.0
        layoutMargin = margin
        separatorLeadingInset = margin
        switch appearance {
        case .plain:
            rowInset = 0
            sectionTop = 0
            sectionTopWithHeader = 0
            sectionBottom = 0
            sectionBottomWithFooter = 0
            headerHeight = 28
            footerHeight = 28
        case .grouped, .insetGrouped:
            rowInset = appearance == .insetGrouped ? margin : 0
            sectionTop = 35
            sectionTopWithHeader = 0
            sectionBottom = 0
            sectionBottomWithFooter = 0
            headerHeight = 38
            footerHeight = 38
        case .sidebar:
            rowInset = 10
            sectionTop = 10
            sectionTopWithHeader = 0
            sectionBottom = 0
            sectionBottomWithFooter = 0
            headerHeight = 44
            footerHeight = 28
        case .sidebarPlain:
            rowInset = 0
            sectionTop = 0
            sectionTopWithHeader = 0
            sectionBottom = 0
            sectionBottomWithFooter = 0
            headerHeight = 44
            footerHeight = 28
        }
    }
}
