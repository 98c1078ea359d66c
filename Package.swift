// swift-tools-version:6.1
import PackageDescription

// Layers, dependencies pointing down only:
//   Cassowary (solver) <- LayoutModel <- LayoutLanguage <- LayoutSession <- alrepl
let package = Package(
  name: "alrepl",
  // The solver's range memo locks with Synchronization's Mutex, which macOS
  // has from 15 on; Linux has it with the toolchain.
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "LayoutModel", targets: ["LayoutModel"]),
    // Sessions as a library, for the REPL-at-scale benchmark in Benchmarks/.
    .library(name: "LayoutSession", targets: ["LayoutSession"]),
    .executable(name: "alrepl", targets: ["alrepl"]),
  ],
  dependencies: [
    // The command line: subcommands, per-subcommand flags, help and shell completion scripts.
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    // Only SwiftLayoutImport uses it: the core modules build without a Swift parser.
    .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
    // Builds the DocC catalogs of the library products (`swift package generate-documentation`);
    // a plugin only, so nothing of it is linked into alrepl or the libraries.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ],
  targets: [
    // No Foundation in the solver: libm is all it needs.
    .target(name: "Cassowary", linkerSettings: [.linkedLibrary("m")]),
    .target(name: "LayoutModel", dependencies: ["Cassowary"]),
    .target(name: "LayoutLanguage", dependencies: ["LayoutModel"]),
    .target(name: "LayoutSession", dependencies: ["LayoutLanguage", "LayoutModel", "FontMeasure"]),
    // A font file's own metrics (advances, kerning, ascender, descender,
    // line gap) through HarfBuzz, for `set root.font FILE`.
    .systemLibrary(
      name: "CHarfBuzz",
      pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"])]
    ),
    .target(name: "FontMeasure", dependencies: ["CHarfBuzz", "LayoutModel"]),
    .systemLibrary(
      name: "CEditLine",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),
    // `import FILE.swift`: UIKit layout code read with swift-syntax, turned into commands.
    .target(
      name: "SwiftLayoutImport",
      dependencies: [
        "LayoutSession", "LayoutLanguage", "LayoutModel",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    .executableTarget(
      name: "alrepl",
      dependencies: [
        "LayoutSession", "SwiftLayoutImport", "CEditLine",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "CassowaryTests",
      dependencies: ["Cassowary", .product(name: "PropertyBased", package: "swift-property-based")]
    ),
    .testTarget(
      name: "LayoutModelTests",
      dependencies: ["LayoutModel", .product(name: "PropertyBased", package: "swift-property-based")]
    ),
    .testTarget(name: "LayoutLanguageTests", dependencies: ["LayoutLanguage"]),
    .testTarget(name: "FontMeasureTests", dependencies: ["FontMeasure", "LayoutModel"]),
    .testTarget(
      name: "SwiftLayoutImportTests",
      dependencies: [
        "SwiftLayoutImport", "LayoutSession",
        // The fixture test finds constraint calls in the fixtures with the same parser.
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    // Snapshots/ holds expected drawings, read by the tests from the source tree.
    .testTarget(name: "LayoutSessionTests", dependencies: ["LayoutSession"], exclude: ["Snapshots"]),
  ]
)
