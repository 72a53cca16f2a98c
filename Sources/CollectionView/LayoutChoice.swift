import CollectionLayout
import CollectionModel
import TerminalCore

/// A layout the view can switch to with keys `1`–`9`: its name and how to make one for given
/// bounds.
public struct LayoutChoice {
    public var name: String
    public var make: (Rect) -> any CollectionLayout

    public init(name: String, make: @escaping (Rect) -> any CollectionLayout) {
        self.name = name
        self.make = make
    }
}

extension LayoutChoice {
    /// A layout made from `description`, named by it (a built-in layout's name, or `compositional`).
    public init(description: LayoutDescription) {
        self.init(name: description.builtInName ?? "compositional") { description.makeLayout(bounds: $0) }
    }

    /// The layouts of keys `1`–`4`: `descriptions` (the command line's), or the built-in layouts
    /// with their default options.
    public static func standard(_ descriptions: [LayoutDescription] = LayoutDescription.builtIns) -> [LayoutChoice] {
        descriptions.map(LayoutChoice.init(description:))
    }

    /// The index of the layout called `name` in `choices`, or `nil`.
    public static func index(of name: String, in choices: [LayoutChoice]) -> Int? {
        choices.firstIndex { $0.name == name }
    }
}

extension LayoutChoice {
    /// The layout of a JSON layout file's content.
    public static func file(name: String, file: LayoutDescription) -> LayoutChoice {
        LayoutChoice(name: name) { file.makeLayout(name: "compositional", bounds: $0) }
    }

    /// The layout of a loaded layout file (JSON or Swift).
    public static func loaded(name: String, loaded: LoadedLayout) -> LayoutChoice {
        LayoutChoice(name: name, make: loaded.make)
    }

    /// The layouts of a loaded file, named `name` (the file's): the one it installs, then its
    /// others, each named with its builder when there are several (`Feed.swift: makeGrid()`).
    public static func loaded(name: String, all loaded: LoadedLayout) -> [LayoutChoice] {
        guard !loaded.others.isEmpty else { return [.loaded(name: name, loaded: loaded)] }
        return ([loaded] + loaded.others).map { layout in
            .loaded(name: layout.builder.map { "\(name): \($0)" } ?? name, loaded: layout)
        }
    }
}

/// A layout read from a file: how to make it for given bounds, and what was read but ignored.
public struct LoadedLayout {
    public var make: (Rect) -> any CollectionLayout
    /// What the file has that changes no frame, one line each (the command line prints them all,
    /// the status line shows the first): asked after the layout is prepared (a section provider
    /// may meet some only then).
    public var notices: () -> [String]
    /// The function that builds it, for a Swift file that has several (`makeGridLayout()`).
    public var builder: String?
    /// The file's other layouts, in its order: what `n` steps to, as the code's
    /// `setCollectionViewLayout(_:animated:)` would install them.
    public var others: [LoadedLayout] = []
    /// The other files it was read from (the Swift files of its project that declare what it
    /// uses): a change to one of them reloads it too.
    public var sources: [String] = []

    public init(notices: @escaping () -> [String] = { [] }, make: @escaping (Rect) -> any CollectionLayout) {
        self.make = make
        self.notices = notices
    }

    /// A JSON layout file's layout.
    public init(file: LayoutDescription) {
        self.init { file.makeLayout(name: "compositional", bounds: $0) }
    }
}
