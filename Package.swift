// swift-tools-version: 6.0
import PackageDescription

// Data flows one way: CollectionModel -> CollectionLayout -> CollectionView -> TerminalUI (curses).
// Only TerminalUI imports CNcursesw.
let checks: [SwiftSetting] = [.define("CVSIM_INTERNAL_CHECKS", .when(configuration: .debug))]

let package = Package(
    name: "cvsim",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        .library(name: "CollectionModel", targets: ["CollectionModel"]),
        .library(name: "CollectionView", targets: ["CollectionView"]),
        .executable(name: "cvsim", targets: ["cvsim"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .target(name: "CollectionLayout", swiftSettings: checks),
        .target(name: "CollectionModel", dependencies: ["CollectionLayout"], swiftSettings: checks),
        .target(name: "CollectionView", dependencies: ["CollectionLayout", "CollectionModel"], swiftSettings: checks),
        .systemLibrary(
            name: "CNcursesw",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        .target(name: "TerminalUI", dependencies: ["CNcursesw", "CollectionView"], swiftSettings: checks),
        // Page sources with I/O of their own, apart so the core modules do not build or link them.
        .target(
            name: "CollectionStore",
            dependencies: ["CollectionModel", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: checks),
        .target(name: "CollectionFeed", dependencies: ["CollectionModel"], swiftSettings: checks),
        // Layouts written as Swift source: the only module (with the executable) that links SwiftSyntax.
        .target(
            name: "SwiftLayoutSource",
            dependencies: [
                "CollectionLayout", "CollectionModel",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            swiftSettings: checks),
        .executableTarget(
            name: "cvsim",
            dependencies: [
                "CollectionLayout", "CollectionModel", "CollectionView", "TerminalUI", "CollectionStore", "CollectionFeed",
                "SwiftLayoutSource",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: checks
        ),
        .testTarget(name: "CollectionLayoutTests", dependencies: ["CollectionLayout"], swiftSettings: checks),
        .testTarget(name: "CollectionModelTests", dependencies: ["CollectionModel"], swiftSettings: checks),
        .testTarget(
            name: "CollectionViewTests", dependencies: ["CollectionView"],
            exclude: ["Snapshots"], swiftSettings: checks),
        .testTarget(name: "CollectionStoreTests", dependencies: ["CollectionStore"], swiftSettings: checks),
        .testTarget(
            name: "CollectionFeedTests", dependencies: ["CollectionFeed", "CollectionLayout"], exclude: ["Server"], swiftSettings: checks),
        .testTarget(
            name: "TerminalUITests", dependencies: ["TerminalUI", "CollectionView", "CollectionModel", "CollectionLayout"],
            swiftSettings: checks),
        .testTarget(name: "SwiftLayoutSourceTests", dependencies: ["SwiftLayoutSource", "CollectionLayout", "CollectionModel"], swiftSettings: checks),
        .testTarget(name: "CvsimEndToEndTests", dependencies: ["cvsim", "CollectionStore"], swiftSettings: checks),
    ]
)
