import CollectionLayout
import CollectionView
import Foundation

/// A layout's frames as a device, a simulator or cvsim reports them (docs/device-dump.md): the
/// frames of `layoutAttributesForElements(in:)` with the content size, bounds, adjusted content
/// inset, device and trait values they were taken with.
struct LayoutDump {
    static let format = "cvsim-layout-dump"
    static let version = 1

    /// Who wrote it: "UIKit" or "cvsim".
    var source: String
    var layout: String?
    /// The device's values: name, model, system, screen size, scale — as the writer gave them.
    var device: [(key: String, value: String)]
    /// Trait values, such as `preferredContentSizeCategory`.
    var traits: [(key: String, value: String)]
    var bounds: Rect
    var contentSize: Size
    var adjustedContentInset: EdgeInsets
    /// The collection view's `safeAreaInsets`; nil when the dump does not say (older dumps).
    var safeAreaInsets: EdgeInsets?
    /// The rectangle queried; nil: the whole content.
    var rect: Rect?
    var elements: [LayoutAttributes]

    /// The rectangle the elements come from.
    var queriedRect: Rect { rect ?? Rect(origin: .zero, size: contentSize) }

    /// The dump of a layout cvsim ran: the elements of `rect` (default the whole content).
    init(cvsim headless: HeadlessLayout, rect: Rect?) {
        let layout = headless.layout
        let size = headless.device.size
        source = "cvsim"
        self.layout = layout.name
        device = [("name", headless.device.name)]
        if !headless.device.model.isEmpty { device.append(("model", headless.device.model)) }
        device += [
            ("orientation", size.width > size.height ? "landscape" : "portrait"),
            ("screenWidth", JSON.number(size.width)), ("screenHeight", JSON.number(size.height)),
            ("scale", JSON.number(headless.device.scale)),
        ]
        traits = [("preferredContentSizeCategory", Self.uikitName(headless.category))]
        bounds = layout.bounds
        contentSize = layout.contentSize
        let insets = headless.scrollInsets
        adjustedContentInset = insets.adjusted
        safeAreaInsets = insets.safeArea
        self.rect = rect
        let queried = rect ?? Rect(origin: .zero, size: layout.contentSize)
        elements = layout.layoutAttributesForElements(in: queried).sorted { FrameComparison.precedes($0.elementID, $1.elementID) }
    }

    /// The device the dump was taken on, as cvsim models it: one of its models when the dump
    /// names one (`"name": "iPhone 15"`, or cvsim's `iphone-15`) at the dump's screen size, held as
    /// the bounds are; else a screen of the bounds' size whose safe area is the dump's
    /// `safeAreaInsets` (none when it has none).
    var deviceModel: Device {
        let size = bounds.size
        let value = { (key: String) in device.first { $0.key == key }?.value }
        for key in ["name", "model"] {
            guard let text = value(key), var model = try? Device.named(text) else { continue }
            guard model.size == size || model.size.transposed == size else { continue }
            model.size = size
            return model
        }
        let safe = safeAreaInsets ?? .zero
        let scale = value("scale").flatMap(Double.init) ?? 1
        return Device(
            name: "the dump's \(JSON.number(size.width))x\(JSON.number(size.height))", size: size, scale: scale,
            portraitInsets: safe, landscapeInsets: safe)
    }

    /// The comparison of another layout's frames with this dump's.
    func comparison(tolerance: Double) -> FrameComparison {
        var expected: [ElementID: Rect] = [:]
        for element in elements { expected[element.elementID] = element.frame }
        return FrameComparison(expected: expected, tolerance: tolerance)
    }

    // MARK: - Writing

    /// The dump as JSON: one element a line, keys in a fixed order (the same input gives the same bytes).
    func json() -> String {
        let n = JSON.number, rect = JSON.rect
        func object(_ pairs: [(key: String, value: String)]) -> String {
            "{" + pairs.map { "\(JSON.string($0.key)):\(JSON.string($0.value))" }.joined(separator: ",") + "}"
        }
        var out = "{\"format\":\(JSON.string(Self.format)),\"version\":\(Self.version),\"source\":\(JSON.string(source)),"
        if let layout { out += "\"layout\":\(JSON.string(layout)),\n" }
        out += "\"device\":\(object(device)),\n\"traits\":\(object(traits)),\n"
        out += "\"bounds\":\(rect(bounds)),\n"
        out += "\"contentSize\":{\"width\":\(n(contentSize.width)),\"height\":\(n(contentSize.height))},\n"
        if let safe = safeAreaInsets { out += "\"safeAreaInsets\":\(JSON.insets(safe)),\n" }
        out += "\"adjustedContentInset\":\(JSON.insets(adjustedContentInset)),\n"
        out += "\"rect\":\(rect(queriedRect)),\n\"elements\":"
        return out + JSON.elements(elements) + "}"
    }

    // MARK: - Content size categories

    /// UIKit's raw values of the content size categories (`UIContentSizeCategory.rawValue`), in order.
    static let uikitSuffixes = [
        "XS", "S", "M", "L", "XL", "XXL", "XXXL", "AccessibilityM", "AccessibilityL", "AccessibilityXL",
        "AccessibilityXXL", "AccessibilityXXXL",
    ]

    static func uikitName(_ category: ContentSizeCategory) -> String {
        "UICTContentSizeCategory" + uikitSuffixes[category.rawValue]
    }

    /// The category a dump names: UIKit's raw value (`UICTContentSizeCategoryXL`) or a name
    /// `--content-size-category` takes.
    static func category(named name: String) -> ContentSizeCategory? {
        let prefix = "UICTContentSizeCategory"
        if name.hasPrefix(prefix), let index = uikitSuffixes.firstIndex(of: String(name.dropFirst(prefix.count))) {
            return ContentSizeCategory(rawValue: index)
        }
        return ContentSizeCategory(named: name)
    }

    /// The dump's content size category, if it names one.
    var category: ContentSizeCategory? {
        traits.first { $0.key == "preferredContentSizeCategory" }.flatMap { Self.category(named: $0.value) }
    }
}
