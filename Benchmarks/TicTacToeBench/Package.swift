// swift-tools-version:6.1
import PackageDescription

// Times the Impossible computer's move. A package of its own so it builds in release without the
// server's dependencies; `Sources/Games`, `Sources/MarkGames` and `Sources/TicTacToe` are relative symlinks to the app's
// own modules, so this measures the code that ships. Run: swift run -c release tictactoe-bench
let package = Package(
    name: "TicTacToeBench",
    targets: [
        .target(name: "Games"),
        .target(name: "MarkGames", dependencies: ["Games"]),
        .target(name: "TicTacToe", dependencies: ["Games", "MarkGames"]),
        .executableTarget(name: "tictactoe-bench", dependencies: ["TicTacToe", "Games"]),
    ],
    swiftLanguageModes: [.v6]
)
