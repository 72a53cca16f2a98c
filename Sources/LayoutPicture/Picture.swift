import CollectionLayout

/// A picture of a layout at its real size in points: the elements a query returned, with what
/// to write on them, and the visible rect they were queried at. `SVGWriter` draws it.
public struct Picture: Sendable {
    /// How much of the content the picture shows.
    public enum Extent: Sendable {
        /// The device's screen: the visible rect inside the device's outline, elements clipped to it.
        case screen
        /// The whole content (and every element, orthogonal sections whole), the visible rect marked.
        case whole
    }

    public var extent: Extent
    /// The visible rect (the layout's bounds at the content offset), in content coordinates.
    public var visibleRect: Rect
    public var contentSize: Size
    /// The caption above the device, a line each: the layout, then the device, orientation and offset.
    public var caption: [String]
    /// The elements, in any order: the writer draws them by zIndex.
    public var elements: [PictureElement]
    /// The status bar and the bars over the screen, drawn over the elements; nil for none.
    public var chrome: PictureChrome?

    public init(
        extent: Extent, visibleRect: Rect, contentSize: Size, caption: [String], elements: [PictureElement], chrome: PictureChrome? = nil
    ) {
        self.extent = extent
        self.visibleRect = visibleRect
        self.contentSize = contentSize
        self.caption = caption
        self.elements = elements
        self.chrome = chrome
    }

    /// The largest width or height of the region `--whole` draws, in points.
    public static let wholeLimit = 100_000.0

    /// The region of content coordinates the picture shows: the visible rect, or for the whole
    /// content the union of the content, every element and the visible rect.
    ///
    /// - Complexity: O(elements).
    public var region: Rect {
        switch extent {
        case .screen: return visibleRect
        case .whole:
            var minX = min(0, visibleRect.minX), minY = min(0, visibleRect.minY)
            var maxX = max(contentSize.width, visibleRect.maxX), maxY = max(contentSize.height, visibleRect.maxY)
            for element in elements {
                let f = element.attributes.frame
                minX = min(minX, f.minX)
                minY = min(minY, f.minY)
                maxX = max(maxX, f.maxX)
                maxY = max(maxY, f.maxY)
            }
            return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }
}

/// One element of a picture: its attributes and what is written on it.
public struct PictureElement: Sendable {
    public var attributes: LayoutAttributes
    /// A cell's item title, a header's or footer's section title; "" for none.
    public var title: String
    /// A cell's colour, `#rrggbb`; ignored for other elements.
    public var color: String
    /// Whether the element is away from its place because it pins to the visible bounds.
    public var isPinned: Bool

    public init(attributes: LayoutAttributes, title: String = "", color: String = "#8e8e93", isPinned: Bool = false) {
        self.attributes = attributes
        self.title = title
        self.color = color
        self.isPinned = isPinned
    }
}

/// What covers the screen's content in a picture, as the viewer draws it over the terminal's
/// cells (`NavigationChrome`): the status bar with the device's notch or Dynamic Island, the
/// navigation bar with its title (large while the content rests under it), the tab bar and
/// the home indicator. The bars are translucent: the content shows through them, paled.
public struct PictureChrome: Sendable {
    /// What sits at the top of the screen, beside the clock.
    public enum TopFeature: Sendable {
        case statusBar, notch, dynamicIsland
    }

    /// The device's insets in the orientation held, the bars and how the content adjusts.
    public var insets: ScreenInsets
    public var topFeature: TopFeature
    /// The navigation bar's title.
    public var title: String

    public init(insets: ScreenInsets, topFeature: TopFeature, title: String) {
        self.insets = insets
        self.topFeature = topFeature
        self.title = title
    }
}
