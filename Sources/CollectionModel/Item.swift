import CollectionBasics

/// One cell's data: an identity, a title, an optional size, a colour and optional body text.
public struct Item: Hashable, Sendable {
    public var id: ItemID
    public var title: String
    /// The preferred width in points, if any (flow layout; with `height`, an aspect ratio for the waterfall).
    public var width: Double?
    /// The preferred height in points, if any.
    public var height: Double?
    /// The colour as `#rrggbb` (lower case).
    public var color: String
    public var body: String?
    /// Whether the user may drag this item to a new place (`collectionView(_:canMoveItemAt:)`).
    public var canMove: Bool

    public init(
        id: ItemID, title: String, width: Double? = nil, height: Double? = nil, color: String = Item.defaultColor,
        body: String? = nil, canMove: Bool = true
    ) {
        self.id = id
        self.title = title
        self.width = width
        self.height = height
        self.color = color
        self.body = body
        self.canMove = canMove
    }

    /// The colour of an item whose data gives none.
    public static let defaultColor = "#8e8e93"

    /// The size the layout is told about.
    public var sizeHint: SizeHint { SizeHint(width: width, height: height) }
}

// MARK: - Generated items

extension Item {
    /// The generated item at `index`: everything derived from the index with `SplitMix64.mix`, so
    /// a model stores nothing but the index.
    ///
    /// Heights are whole points in 50...199 (the waterfall article's range), no width, a saturated random
    /// colour and a two-word title such as "Amber Harbor 41".
    public static func generated(_ index: UInt64) -> Item {
        let bits = generatedBits(index)
        return Item(
            id: .generated(index), title: generatedTitle(index, bits), width: nil,
            height: generatedHeight(bits: bits), color: generatedColor(bits), body: nil, canMove: true)
    }

    /// The height of the generated item at `index`, without building the item.
    ///
    /// - Complexity: O(1), no allocation.
    @inlinable
    public static func generatedHeight(_ index: UInt64) -> Double {
        generatedHeight(bits: generatedBits(index))
    }

    @usableFromInline
    static func generatedBits(_ index: UInt64) -> UInt64 { SplitMix64.mix(index &* 0x9E37_79B9_7F4A_7C15) }

    @usableFromInline
    static func generatedHeight(bits: UInt64) -> Double { Double(50 + (bits & 0xFFFF) % 150) }

    package static func generatedColor(_ bits: UInt64) -> String {
        // A hue from the bits, full-ish saturation: colours that read well on a dark terminal.
        let hue = Double((bits >> 16) & 0x3FF) / 1024 * 6
        let sector = Int(hue)
        let f = hue - Double(sector)
        let hi = 230.0
        let lo = 60.0
        let rising = lo + (hi - lo) * f
        let falling = hi - (hi - lo) * f
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (hi, rising, lo)
        case 1: (r, g, b) = (falling, hi, lo)
        case 2: (r, g, b) = (lo, hi, rising)
        case 3: (r, g, b) = (lo, falling, hi)
        case 4: (r, g, b) = (rising, lo, hi)
        default: (r, g, b) = (hi, lo, falling)
        }
        // "#rrggbb", written as bytes: every drawn frame derives the colours of the items it shows.
        return String(unsafeUninitializedCapacity: 7) { bytes in
            func put(_ channel: Double, at i: Int) {
                let v = max(0, min(255, Int(channel)))
                bytes[i] = hexDigit(v >> 4)
                bytes[i + 1] = hexDigit(v & 15)
            }
            bytes[0] = UInt8(ascii: "#")
            put(r, at: 1)
            put(g, at: 3)
            put(b, at: 5)
            return 7
        }
    }

    package static let adjectives = [
        "Amber", "Azure", "Brisk", "Calm", "Cedar", "Coral", "Dusky", "Ember", "Fern", "Frosty", "Golden", "Hazel",
        "Indigo", "Ivory", "Jade", "Lunar", "Misty", "Mossy", "Ochre", "Pale", "Quiet", "Rusty", "Sable", "Silver",
        "Slate", "Sunny", "Tidal", "Umber", "Velvet", "Windy", "Wild", "Zesty",
    ]
    package static let nouns = [
        "Harbor", "Meadow", "Canyon", "Lantern", "Orchard", "Summit", "Delta", "Grove", "Island", "Fjord", "Prairie",
        "Cove", "Dune", "Glacier", "Valley", "Reef", "Ridge", "Brook", "Forest", "Lagoon", "Mesa", "Tundra", "Bay",
        "Cliff", "Garden", "Harvest", "Comet", "Pebble", "Willow", "Falcon", "Otter", "Heron",
    ]

    static func generatedTitle(_ index: UInt64, _ bits: UInt64) -> String {
        // The feed's seed sits in the high 32 bits of the index; the title numbers items within a feed.
        adjectives[Int((bits >> 32) & 31)] + " " + nouns[Int((bits >> 40) & 31)] + " " + String(index & 0xFFFF_FFFF)
    }
}

