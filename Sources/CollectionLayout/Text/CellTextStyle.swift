/// How a cell's text is set, and so how tall a self-sizing cell is (UIKit's cell with a
/// headline label over a body label, both with `numberOfLines` limits, inside layout margins).
///
/// A list row (`listRow(_:category:)`) has the list's margins and a least height instead.
///
/// From the top: `padding`, the title in the title font (UIKit's headline: the body size, bold)
/// on at most `maximumTitleLines` lines, then — when there is a body — `titleBodySpacing` and the
/// body in the body font on at most `maximumBodyLines` lines, then `padding`. Both wrap at the
/// cell's width less `padding` on each side. A cell with neither title nor body is
/// `2·padding` high.
public struct CellTextStyle: Hashable, Sendable {
    public var category: ContentSizeCategory

    /// Space between the cell's edges and its text, on every side, in points.
    public static let padding = 8.0
    /// Space between the title's last line and the body's first, in points.
    public static let titleBodySpacing = 4.0
    /// The most lines a title shows; the rest is cut with an ellipsis.
    public static let maximumTitleLines = 2
    /// The most lines a body shows; the rest is cut with an ellipsis. This bounds the work of
    /// measuring a huge body, too.
    public static let maximumBodyLines = 100

    /// Space above the title and below the text.
    public var verticalPadding = CellTextStyle.padding
    /// Space before and after each line of text.
    public var horizontalPadding = CellTextStyle.padding
    /// The least height a cell measures, however little text it has.
    public var minimumHeight = 0.0

    public init(category: ContentSizeCategory = .default) {
        self.category = category
    }

    /// A list row's text (UIKit's `UIListContentConfiguration.cell()`): the layout margin on each
    /// side, `ListMetrics.rowVerticalPadding` above and below, and never less than a 44-pt row.
    public static func listRow(_ metrics: ListMetrics, category: ContentSizeCategory) -> CellTextStyle {
        var style = CellTextStyle(category: category)
        style.verticalPadding = ListMetrics.rowVerticalPadding
        style.horizontalPadding = metrics.layoutMargin
        style.minimumHeight = ListMetrics.rowEstimate
        return style
    }

    /// The title's font: UIKit's headline, the body's size.
    public var titleFont: VirtualFont { .body(category) }
    /// The body's font.
    public var bodyFont: VirtualFont { .body(category) }

    /// The title and body of a cell `width` points wide, wrapped as drawn.
    public func layout(title: String, body: String, width: Double) -> CellTextLayout {
        let textWidth = width - 2 * horizontalPadding
        let title = TextLayout.wrap(title, width: textWidth, font: titleFont, maximumLines: Self.maximumTitleLines)
        let body = TextLayout.wrap(body, width: textWidth, font: bodyFont, maximumLines: Self.maximumBodyLines)
        let titleHeight = Double(title.lines.count) * titleFont.lineHeight
        let bodyTop = verticalPadding + titleHeight + (title.lines.isEmpty || body.lines.isEmpty ? 0 : Self.titleBodySpacing)
        let bodyHeight = Double(body.lines.count) * bodyFont.lineHeight
        return CellTextLayout(title: title, body: body, bodyTop: bodyTop, height: Swift.max(minimumHeight, bodyTop + bodyHeight + verticalPadding))
    }

    /// The height of a cell `width` points wide showing `title` and `body`.
    ///
    /// - Complexity: O(characters shown), at most the characters of `maximumTitleLines` +
    ///   `maximumBodyLines` lines.
    public func height(title: String, body: String, width: Double) -> Double {
        layout(title: title, body: body, width: width).height
    }
}

/// A cell's text as `CellTextStyle` sets it, with where each part starts, in points from the
/// cell's top.
public struct CellTextLayout: Hashable, Sendable {
    public var title: WrappedText
    public var body: WrappedText
    /// Where the title starts is `CellTextStyle.padding`; the body starts here.
    public var bodyTop: Double
    /// The cell's height: padding, title, spacing, body, padding.
    public var height: Double
}

extension CollectionLayout {
    /// How the cells of `section` set their text at `category`: a list row's margins in a list
    /// section, the default style elsewhere.
    public func cellTextStyle(forSection section: Int, category: ContentSizeCategory) -> CellTextStyle {
        guard let list = listConfiguration(forSection: section) else { return CellTextStyle(category: category) }
        return .listRow(list.metrics(containerWidth: bounds.width), category: category)
    }
}

extension CellTextStyle {
    /// The length a self-sizing cell takes along `dimension` with `title` and `body`: its height
    /// at the width `across`, or (a chip) its width, at most `maximumWidth`. The one measure the
    /// viewer and `cvsim layout` both use, so their frames agree whatever the terminal.
    ///
    /// - Complexity: O(characters shown), as `height(title:body:width:)`.
    public func length(title: String, body: String, dimension: MeasuredDimension, across: Double, maximumWidth: Double) -> Double {
        switch dimension {
        case .height: return height(title: title, body: body, width: across)
        case .width: return Swift.min(maximumWidth, width(title: title, body: body, maximumWidth: maximumWidth))
        }
    }
}
