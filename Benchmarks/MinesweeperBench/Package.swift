// swift-tools-version:6.1
import PackageDescription

// A package of its own so the benchmark builds in release without the server's dependencies.
// `Sources/Games` and `Sources/Minesweeper` are relative symlinks to the real modules.
let package = Package(
    name: "MinesweeperBench",
    targets: [
        .target(name: "Games"),
        .target(name: "Digits"),
        .target(name: "JSONText", dependencies: ["Digits"]),
        .target(name: "Minesweeper", dependencies: ["Games", "JSONText"]),
        .executableTarget(name: "minesweeper-bench", dependencies: ["Minesweeper", "Games"]),
    ],
    swiftLanguageModes: [.v6]
)
