/// One option of a built-in layout's typed options, and where the layouts keep it: read from a
/// `LayoutConfiguration` (or a section's `SectionOptions`) and written back, both by key path.
public struct OptionField<Options, Store> {
    let read: (Store, inout Options) -> Void
    let write: (Options, inout Store) -> Void

    init<Value>(_ option: WritableKeyPath<Options, Value>, _ stored: WritableKeyPath<Store, Value>) {
        read = { store, options in options[keyPath: option] = store[keyPath: stored] }
        write = { options, store in store[keyPath: stored] = options[keyPath: option] }
    }
}

/// A built-in layout's typed options (`FlowOptions`, `WaterfallOptions`, `MosaicOptions`,
/// `HorizontalOptions`): the options of `LayoutConfiguration` it uses, listed once in `fields`,
/// and its per-section overrides. Reading them from a configuration, writing them back and
/// checking them are the protocol's, the same for every layout.
public protocol BuiltInOptions {
    associatedtype Section: BuiltInSection
    init()
    var sections: [Section] { get set }
    /// Each option, and where `LayoutConfiguration` keeps it.
    static var fields: [OptionField<Self, LayoutConfiguration>] { get }
}

/// What one section of a built-in layout overrides, listed once in `fields`.
public protocol BuiltInSection {
    init()
    /// Each override, and where `SectionOptions` keeps it.
    static var fields: [OptionField<Self, SectionOptions>] { get }
}

extension BuiltInSection {
    init(_ stored: SectionOptions) {
        self.init()
        for field in Self.fields { field.read(stored, &self) }
    }

    var options: SectionOptions {
        var stored = SectionOptions()
        for field in Self.fields { field.write(self, &stored) }
        return stored
    }
}

extension BuiltInOptions {
    /// The options of `c` this layout uses.
    public init(_ c: LayoutConfiguration) {
        self.init()
        for field in Self.fields { field.read(c, &self) }
        sections = c.sections.map(Section.init)
    }

    /// These options as the layout keeps them (the options it does not use at their defaults).
    public var configuration: LayoutConfiguration {
        var c = LayoutConfiguration()
        for field in Self.fields { field.write(self, &c) }
        c.sections = sections.map(\.options)
        return c
    }

    /// Checks every value against `OptionLimits`.
    ///
    /// - Throws: `LayoutError.invalidValue` naming the first bad option.
    public func validate() throws(LayoutError) { try configuration.validate() }
}
