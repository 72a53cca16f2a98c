/// A size class of a trait environment, as UIKit's `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Hashable, Sendable {
    case compact
    case regular
}

/// What a section provider can read of the collection view it lays out, as UIKit's
/// `NSCollectionLayoutEnvironment`: the container and the trait collection.
///
/// The size classes follow from the container as UIKit's do on a full-screen app: a container
/// whose shorter side is under 500 pt is a phone, compact across in portrait and compact in height
/// in landscape, where it is regular across from 896 pt wide (the large iPhones); anything larger
/// is a pad, regular both ways.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The collection view's size: `container.contentSize` (and `effectiveContentSize`, since the
    /// simulated container has no content insets).
    public var containerSize: Size
    /// The Dynamic Type size: `traitCollection.preferredContentSizeCategory`.
    public var contentSizeCategory: ContentSizeCategory
    /// The device's safe area in this orientation (status bar, notch, home indicator), as a
    /// full-screen view controller's `view.safeAreaInsets` without bars.
    public var safeAreaInsets: EdgeInsets

    public init(containerSize: Size, contentSizeCategory: ContentSizeCategory = .default, safeAreaInsets: EdgeInsets = .zero) {
        self.containerSize = containerSize
        self.contentSizeCategory = contentSizeCategory
        self.safeAreaInsets = safeAreaInsets
    }

    private var isPhone: Bool { Swift.min(containerSize.width, containerSize.height) < 500 }

    /// `traitCollection.horizontalSizeClass`.
    public var horizontalSizeClass: SizeClass {
        guard isPhone else { return .regular }
        return containerSize.width > containerSize.height && containerSize.width >= 896 ? .regular : .compact
    }

    /// `traitCollection.verticalSizeClass`.
    public var verticalSizeClass: SizeClass {
        guard isPhone else { return .regular }
        return containerSize.width > containerSize.height ? .compact : .regular
    }
}

/// The section of each data section, asked again whenever the environment or the number of
/// sections changes (and the item counts, for one that reads them): UIKit's
/// `UICollectionViewCompositionalLayoutSectionProvider`.
public protocol SectionProvider {
    /// The description of data section `index` in `environment`, for data of `itemCounts[s]`
    /// items in section `s` (what `collectionView.numberOfItems(inSection:)` answers in UIKit).
    ///
    /// - Throws: `LayoutError.invalidValue` with one line saying why there is none.
    func section(_ index: Int, environment: LayoutEnvironment, itemCounts: [Int]) throws(LayoutError) -> SectionDescription

    /// Whether the answers given so far read the item counts: the layout then asks again when a
    /// count changes, not only when the environment or the number of sections does.
    var readsItemCounts: Bool { get }
}

extension SectionProvider {
    public var readsItemCounts: Bool { false }
}
