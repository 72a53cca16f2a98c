import CollectionLayout

/// Heights of self-sizing cells the view has measured, by item identity: an entry survives
/// inserts, deletes and moves (index paths change, identities do not), and is used again only
/// for the same width and the same text. The view empties it when the text size changes.
///
/// Bounded: past `capacity` entries it starts again empty, so scrolling through a million items
/// does not keep a million entries.
struct MeasuredSizeCache {
    struct Key: Hashable {
        var id: AnyHashable
        var width: Double
    }

    struct Entry {
        var text: TextFingerprint
        var height: Double
    }

    private var entries: [Key: Entry] = [:]
    static let capacity = 100_000

    var count: Int { entries.count }

    /// The height measured for item `id` at `width`, if its text is still `text`.
    func height(id: AnyHashable, width: Double, text: TextFingerprint) -> Double? {
        guard let entry = entries[Key(id: id, width: width)], entry.text == text else { return nil }
        return entry.height
    }

    mutating func record(_ height: Double, id: AnyHashable, width: Double, text: TextFingerprint) {
        if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
        entries[Key(id: id, width: width)] = Entry(text: text, height: height)
    }

    mutating func removeAll() { entries.removeAll() }
}

/// A cheap identity of a cell's text: lengths and a hash of both ends, so that a megabyte body
/// is not hashed whole every frame. (Texts that differ only in their middle, at equal lengths,
/// compare equal: the model has no in-place text edits, so items change text only by being
/// replaced.)
struct TextFingerprint: Hashable {
    var titleLength: Int
    var bodyLength: Int
    var digest: Int

    init(title: String, body: String) {
        titleLength = title.utf8.count
        bodyLength = body.utf8.count
        var hasher = Hasher()
        hasher.combine(title)
        let utf8 = body.utf8
        if utf8.count <= 512 {
            hasher.combine(body)
        } else {
            for byte in utf8.prefix(256) { hasher.combine(byte) }
            for byte in utf8.suffix(256) { hasher.combine(byte) }
        }
        digest = hasher.finalize()
    }
}
