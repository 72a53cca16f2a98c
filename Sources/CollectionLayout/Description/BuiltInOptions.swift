/// One option of a built-in layout's typed options, and where the layouts keep it: read from a
/// `LayoutConfiguration` (or a section's `SectionOptions`) and written back, both by key path.
struct OptionField<Options, Store> {
    let read: (Store, inout Options) -> Void
    let write: (Options, inout Store) -> Void

    init<Value>(_ option: WritableKeyPath<Options, Value>, _ stored: WritableKeyPath<Store, Value>) {
        read = { store, options in options[keyPath: option] = store[keyPath: stored] }
        write = { options, store in store[keyPath: stored] = options[keyPath: option] }
    }
}

/// A built-in layout's typed options: the options of `LayoutConfiguration` it uses, listed once
/// in `fields`, and its per-section overrides.
protocol BuiltInOptions {
    associatedtype Section: BuiltInSection
    init()
    var sections: [Section] { get set }
    static var fields: [OptionField<Self, LayoutConfiguration>] { get }
}

/// What one section of a built-in layout overrides, listed once in `fields`.
protocol BuiltInSection {
    init()
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
    init(reading c: LayoutConfiguration) {
        self.init()
        for field in Self.fields { field.read(c, &self) }
        sections = c.sections.map(Section.init)
    }

    /// These options as the layout keeps them.
    var stored: LayoutConfiguration {
        var c = LayoutConfiguration()
        for field in Self.fields { field.write(self, &c) }
        c.sections = sections.map(\.options)
        return c
    }
}
