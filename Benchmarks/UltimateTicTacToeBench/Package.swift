// swift-tools-version:6.1
import PackageDescription

// Times Hard's move and plays the levels against each other. A package of its own so it builds in release
// without the server's dependencies; `Sources/Games`, `Sources/MarkGames` and `Sources/UltimateTicTacToe` are relative symlinks to
// the app's own modules, so this measures the code that ships. Run: swift run -c release ultimate-bench [games]
let package = Package(
    name: "UltimateTicTacToeBench",
    targets: [
        .target(name: "Games"),
        .target(name: "MarkGames", dependencies: ["Games"]),
        .target(name: "UltimateTicTacToe", dependencies: ["Games", "MarkGames"]),
        .executableTarget(name: "ultimate-bench", dependencies: ["UltimateTicTacToe", "Games"]),
    ],
    swiftLanguageModes: [.v6]
)
