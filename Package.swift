// swift-tools-version: 6.0
import PackageDescription

// Data flows one way: CollectionModel -> CollectionLayout -> CollectionView -> ViewerApp -> TerminalUI (curses).
// CollectionBasics holds the value types they share (geometry, IndexPath, widths), so neither the
// model nor the terminal imports the engine. CollectionFiles reads and writes what lives in files
// (JSON values, datasets, layout files, feed pages) into the model's and the layout's values;
// neither of those reads a file itself. TerminalCore holds what the view draws into and reads
// (cells, keys, events), the backend protocol with its headless test backend, and the pure
// writers and decoders of a terminal backend; only TerminalUI imports CNcursesw. Platform alone
// names the C library.
let checks: [SwiftSetting] = [.define("CVSIM_INTERNAL_CHECKS", .when(configuration: .debug))]

let package = Package(
    name: "cvsim",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        .library(name: "CollectionModel", targets: ["CollectionModel"]),
        .library(name: "CollectionFiles", targets: ["CollectionFiles"]),
        .library(name: "CollectionView", targets: ["CollectionView"]),
        .library(name: "TerminalCore", targets: ["TerminalCore"]),
        .executable(name: "cvsim", targets: ["cvsim"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // The shared value types: geometry, IndexPath, SizeHint and LayoutDataSource, character widths, SplitMix64.
        .target(name: "CollectionBasics", swiftSettings: checks),
        // The C library (Glibc, Musl or Darwin) re-exported, and the system libraries' names per platform.
        .target(name: "Platform", swiftSettings: checks),
        .target(name: "CollectionLayout", dependencies: ["CollectionBasics"], swiftSettings: checks),
        .target(name: "CollectionModel", dependencies: ["CollectionBasics"], swiftSettings: checks),
        .target(name: "CollectionFiles", dependencies: ["CollectionLayout", "CollectionModel", "Platform"], swiftSettings: checks),
        .target(name: "TerminalCore", dependencies: ["CollectionBasics", "Platform"], swiftSettings: checks),
        .target(
            name: "CollectionView", dependencies: ["CollectionLayout", "CollectionModel", "TerminalCore"],
            swiftSettings: checks),
        // ncursesw from the system (Debian/Ubuntu: libncurses-dev; macOS: the system's ncurses). No
        // pkgConfig: the only flags pkg-config gives are -D_DEFAULT_SOURCE and -D_XOPEN_SOURCE=600,
        // which SwiftPM refuses (with a warning per build) and the shim does not need. The library
        // is linked per platform by TerminalUI's linkerSettings (ncursesw brings libtinfo).
        .systemLibrary(name: "CNcursesw"),
        // The curses session: the only module that talks to curses.
        .target(
            name: "TerminalUI", dependencies: ["CNcursesw", "TerminalCore", "Platform"], swiftSettings: checks,
            linkerSettings: [.linkedLibrary("ncursesw", .when(platforms: [.linux])), .linkedLibrary("ncurses", .when(platforms: [.macOS]))]),
        // Screenshots (SVG, text) and asciicast recordings: written from cell buffers, read back for replay.
        .target(name: "TerminalRecording", dependencies: ["CollectionBasics", "TerminalCore", "Platform"], swiftSettings: checks),
        // The viewer as an app: the run loop over any backend, the collection view as a scene, the files it watches.
        .target(
            name: "ViewerApp",
            dependencies: ["TerminalCore", "TerminalUI", "CollectionView", "CollectionFiles", "CollectionModel", "CollectionLayout", "Platform"],
            swiftSettings: checks),
        // Page sources with I/O of their own, apart so the core modules do not build or link them.
        .target(
            name: "CollectionStore",
            dependencies: ["CollectionModel", "CollectionFiles", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: checks),
        // libcurl through dlopen, on the first request: the executable links neither libcurl nor
        // FoundationNetworking, so a run without --feed maps none of the TLS and Kerberos libraries.
        .target(name: "CCurl"),
        .target(name: "CollectionFeed", dependencies: ["CollectionModel", "CollectionFiles", "CCurl", "Platform"], swiftSettings: checks),
        // Pictures of layouts (SVG); the engine does not depend on it.
        .target(name: "LayoutPicture", dependencies: ["CollectionLayout"], swiftSettings: checks),
        // Layouts written as Swift source: the only module (with the executable) that links SwiftSyntax.
        .target(
            name: "SwiftLayoutSource",
            dependencies: [
                "CollectionLayout", "CollectionModel", "CollectionFiles",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            swiftSettings: checks),
        // `cvsim bench`'s measurements and the pseudo-terminal harness that runs the real binary;
        // the executable hands in the commands it measures in-process (`BenchedCommands`).
        .target(
            name: "CvsimBench",
            dependencies: [
                "CollectionLayout", "CollectionModel", "CollectionFiles", "CollectionView", "TerminalCore", "TerminalUI", "TerminalRecording", "ViewerApp",
                "CollectionStore", "LayoutPicture", "SwiftLayoutSource", "Platform",
            ],
            swiftSettings: checks),
        .executableTarget(
            name: "cvsim",
            dependencies: [
                "CollectionLayout", "CollectionModel", "CollectionFiles", "CollectionView", "TerminalCore", "TerminalUI",
                "TerminalRecording", "ViewerApp", "CollectionStore", "CollectionFeed", "LayoutPicture", "SwiftLayoutSource", "CvsimBench", "Platform",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: checks
        ),
        .testTarget(name: "CollectionBasicsTests", dependencies: ["CollectionBasics"], swiftSettings: checks),
        // What the test targets share: fixtures and helpers (not a product module).
        .target(name: "TestSupport", dependencies: ["CollectionLayout", "CollectionModel"], path: "Tests/TestSupport", swiftSettings: checks),
        .testTarget(name: "CollectionLayoutTests", dependencies: ["CollectionLayout", "TestSupport"], swiftSettings: checks),
        .testTarget(name: "LayoutPictureTests", dependencies: ["LayoutPicture", "CollectionLayout"], exclude: ["Snapshots"], swiftSettings: checks),
        .testTarget(name: "CollectionModelTests", dependencies: ["CollectionModel", "CollectionLayout", "TestSupport"], swiftSettings: checks),
        .testTarget(name: "CollectionFilesTests", dependencies: ["CollectionFiles", "CollectionModel", "CollectionLayout", "TestSupport"], swiftSettings: checks),
        .testTarget(
            name: "CollectionViewTests", dependencies: ["CollectionView", "CollectionFiles", "TerminalCore", "ViewerApp", "TestSupport"],
            exclude: ["Snapshots"], swiftSettings: checks),
        .testTarget(name: "CollectionStoreTests", dependencies: ["CollectionStore", "CollectionFiles", "TestSupport"], swiftSettings: checks),
        .testTarget(
            name: "CollectionFeedTests", dependencies: ["CollectionFeed", "CollectionLayout", "TestSupport"], exclude: ["Server"], swiftSettings: checks),
        .testTarget(
            name: "TerminalUITests", dependencies: [
                "TerminalUI", "ViewerApp", "TerminalCore", "CollectionView", "CollectionModel", "CollectionLayout", "CollectionFiles", "TestSupport",
            ],
            swiftSettings: checks),
        .testTarget(
            name: "SwiftLayoutSourceTests", dependencies: ["SwiftLayoutSource", "CollectionLayout", "CollectionModel", "CollectionFiles"],
            swiftSettings: checks),
        .testTarget(
            name: "CvsimEndToEndTests", dependencies: ["cvsim", "CollectionStore"], exclude: ["Snapshots", "Dumps"], swiftSettings: checks),
        .testTarget(name: "CvsimBenchTests", dependencies: ["CvsimBench"], swiftSettings: checks),
        .testTarget(name: "TerminalCoreTests", dependencies: ["TerminalCore", "CollectionBasics"], swiftSettings: checks),
        .testTarget(
            name: "TerminalRecordingTests", dependencies: ["TerminalRecording", "TerminalCore"], exclude: ["Snapshots"], swiftSettings: checks),
    ]
)
