// swift-tools-version:6.1
import PackageDescription

// Times Word Search board generation. `Sources/WordSearch` and `Sources/Games` are symlinks to the
// app's own modules, so this measures the code that ships. Run: swift run -c release wordsearch-bench
let package = Package(
    name: "WordSearchBench",
    targets: [
        .target(name: "Games"),
        .target(name: "Digits"),
        .target(name: "JSONText", dependencies: ["Digits"]),
        .target(name: "WordSearch", dependencies: ["Games", "JSONText"]),
        .executableTarget(name: "wordsearch-bench", dependencies: ["WordSearch"]),
    ],
    swiftLanguageModes: [.v6]
)
