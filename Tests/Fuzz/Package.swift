// swift-tools-version:6.1
import PackageDescription

// libFuzzer targets for the parsers and game rules that see untrusted input. A package of its own, so the
// fuzzing build flags never touch the server's build; `Sources/<Module>` are relative symlinks to the real
// modules. `make fuzz` / `make fuzz-smoke` (see `Tests/Fuzz/run`) build it with
// `-Xswiftc -sanitize=fuzzer,address` (linked by lld). SwiftPM names each executable's entry point itself, so libFuzzer's own
// `main` cannot be used: each `main.swift` calls `runFuzzer` (FuzzSupport), which hands its test function to
// `LLVMFuzzerRunDriver`.
let fuzzTargets: [(name: String, dependencies: [Target.Dependency])] = [
    ("fuzz-form", ["HTTP"]),
    ("fuzz-multipart", ["HTTP"]),
    ("fuzz-cookie", ["HTTP"]),
    ("fuzz-static", ["HTTP"]),
    ("fuzz-tictactoe", ["TicTacToe", "Games"]),
    ("fuzz-minesweeper", ["Minesweeper", "Games"]),
    ("fuzz-stored-state", ["Minesweeper"]),
    ("fuzz-wordsearch", ["WordSearch", "Games"]),
    ("fuzz-ultimate", ["UltimateTicTacToe", "Games"]),
    ("fuzz-wordlist-text", ["WordSearch"]),
    ("fuzz-wordlist-json", ["WordSearch"]),
    ("fuzz-templates", ["Web"]),
]

let package = Package(
    name: "MinigamesFuzz",
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CPostgres", pkgConfig: "libpq", providers: [.apt(["libpq-dev"])]),
        .systemLibrary(name: "CLibCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CQREncode", pkgConfig: "libqrencode", providers: [.apt(["libqrencode-dev"])]),
        .target(name: "HTTP", dependencies: ["CMicroHTTPD", "CDeflate", .product(name: "Logging", package: "swift-log")]),
        .target(name: "Storage", dependencies: ["CSQLite", "CPostgres"]),
        // JSON read and written by hand for stored rows and word lists, and digits written without a String.
        .target(name: "JSONText"),
        .target(name: "Games"),
        // What Tic-Tac-Toe and Ultimate Tic-Tac-Toe share: the marks, who plays, the state and the refusals.
        .target(name: "MarkGames", dependencies: ["Games"]),
        .target(name: "TicTacToe", dependencies: ["Games", "MarkGames"]),
        .target(name: "Minesweeper", dependencies: ["Games", "JSONText"]),
        .target(name: "WordSearch", dependencies: ["Games", "JSONText"]),
        .target(name: "UltimateTicTacToe", dependencies: ["Games", "MarkGames"]),
        .target(name: "Web", dependencies: [
            "HTTP", "Storage", "Games", "JSONText", "TicTacToe", "Minesweeper", "WordSearch", "UltimateTicTacToe", "CLibCrypto",
            "CQREncode",
            .product(name: "Logging", package: "swift-log"),
        ]),
        .systemLibrary(name: "CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"]),
    ] + fuzzTargets.map { target in
        .executableTarget(name: target.name, dependencies: target.dependencies + ["FuzzSupport"])
    },
    swiftLanguageModes: [.v6]
)
