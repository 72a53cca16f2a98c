/// A section of items: a title, an optional header and footer text, and its items in order.
///
/// This is the plain value used to build data, to insert or reload a section in a batch and to
/// compare snapshots; `CollectionData` stores sections more compactly.
public struct Section: Hashable, Sendable {
    public var title: String
    public var header: String?
    public var footer: String?
    public var items: [Item]

    public init(title: String, header: String? = nil, footer: String? = nil, items: [Item] = []) {
        self.title = title
        self.header = header
        self.footer = footer
        self.items = items
    }

    /// The same section with no items.
    public var withoutItems: Section { Section(title: title, header: header, footer: footer) }
}
