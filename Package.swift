// swift-tools-version:6.1
import PackageDescription

/// Every game's core module and what it builds on, one line each: each gets its target, its test target
/// `<Game>Tests` (the core and `Games`), and a place in the dependencies of `Web` and `WebTests`.
let games: [(name: String, dependencies: [Target.Dependency])] = [
    ("TicTacToe", ["Games", "MarkGames"]),
    ("Minesweeper", ["Games", "JSONText"]),
    ("WordSearch", ["Games", "JSONText"]),
    ("UltimateTicTacToe", ["Games", "MarkGames"]),
]
let gameModules = games.map { Target.Dependency.byName(name: $0.name) }

/// The libFuzzer targets (`Tests/Fuzz/Sources/fuzz-*`), each with what it attacks. They exist only in the fuzz
/// build: `Tests/Fuzz/run` sets MINIGAMES_FUZZ=1 and builds them in a scratch folder of their own, where the
/// package's own code is compiled with `-sanitize=fuzzer,address` (set below), so `swift build` never sees them and
/// the server's build never gets those flags.
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
let fuzzing = Context.environment["MINIGAMES_FUZZ"] == "1"
/// SwiftPM names each executable's entry point itself, so libFuzzer's own `main` cannot be used: each `main.swift`
/// calls `runFuzzer` (FuzzSupport), which hands its test function to `LLVMFuzzerRunDriver`.
let fuzzBuild: [Target] = !fuzzing ? [] : [
    .systemLibrary(name: "CLibFuzzer", path: "Tests/Fuzz/Sources/CLibFuzzer"),
    .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"], path: "Tests/Fuzz/Sources/FuzzSupport"),
] + fuzzTargets.map { target in
    .executableTarget(name: target.name, dependencies: target.dependencies + ["FuzzSupport"],
                      path: "Tests/Fuzz/Sources/\(target.name)")
}

let package = Package(
    name: "Minigames",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "minigames", targets: ["minigames"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The operator's metrics: counted through swift-metrics, served in Prometheus's text format.
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
    ],
    targets: [
        // System library shims: our own Swift faces sit on top of these.
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        // PostgreSQL's client library, for `--database postgres://…`.
        .systemLibrary(name: "CPostgres", pkgConfig: "libpq", providers: [.apt(["libpq-dev"])]),
        // HMAC-SHA-256 for signed session cookies and the seeds of boards not yet stored.
        .systemLibrary(name: "CLibCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        // gzip for answers the client accepts compressed.
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        // QR codes of online invitation links, drawn as inline SVG on the server.
        .systemLibrary(name: "CQREncode", pkgConfig: "libqrencode", providers: [.apt(["libqrencode-dev"])]),

        // CLDR plural categories from the system's ICU (libicu-dev): a C target, not a system library, so that
        // ICU's headers never meet the copy Foundation carries (see its header).
        .target(name: "CPluralRules", linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]),

        // Layers: Games, HTTP and Storage never import each other; only Web joins them. Digits is beneath them all.
        .target(name: "HTTP", dependencies: ["CMicroHTTPD", "CDeflate", "Digits", .product(name: "Logging", package: "swift-log"),
                                             .product(name: "CoreMetrics", package: "swift-metrics")]),
        .target(name: "Storage", dependencies: ["CSQLite", "CPostgres", "Digits",
                                                .product(name: "CoreMetrics", package: "swift-metrics")]),
        // JSON read and written by hand for stored rows and word lists.
        .target(name: "JSONText", dependencies: ["Digits"]),
        // Decimal digits written without a String, hex digits read: beneath everything that prints or parses numbers.
        .target(name: "Digits"),
        .target(name: "Games"),
        // What Tic-Tac-Toe and Ultimate Tic-Tac-Toe share: the marks, who plays, the state and the refusals.
        .target(name: "MarkGames", dependencies: ["Games"]),
        .target(name: "Web", dependencies: ["HTTP", "Storage", "Games", "Digits"] + gameModules + [
            "CLibCrypto", "CQREncode", "CPluralRules",
            .product(name: "Logging", package: "swift-log"),
            .product(name: "CoreMetrics", package: "swift-metrics"),
        ]),
        .executableTarget(name: "minigames", dependencies: [
            "Web", "HTTP", "Storage", "JSONText",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "Metrics", package: "swift-metrics"),
            .product(name: "Prometheus", package: "swift-prometheus"),
        ]),

        .testTarget(name: "HTTPTests", dependencies: ["HTTP", "CDeflate", .product(name: "Logging", package: "swift-log"),
                                                      .product(name: "CoreMetrics", package: "swift-metrics"),
                                                      .product(name: "Prometheus", package: "swift-prometheus")]),
        .testTarget(name: "StorageTests", dependencies: ["Storage"]),
        .testTarget(name: "WebTests", dependencies: ["Web", "HTTP", "Storage", "Games"] + gameModules + [
            "CDeflate",
            .product(name: "Logging", package: "swift-log"),
            // The reference the compiled templates are checked against: pages render as swift-mustache rendered them.
            .product(name: "Mustache", package: "swift-mustache"),
        ],
        // Golden pages and stored rows of SavedPagesTests, and the saved board bytes, read from the source tree.
        exclude: ["SavedPages", "SavedRows", "Boards"]),
    ] + games.flatMap { game -> [Target] in [
        .target(name: game.name, dependencies: game.dependencies),
        .testTarget(name: "\(game.name)Tests", dependencies: [.byName(name: game.name), "Games"]),
    ] } + fuzzBuild,
    swiftLanguageModes: [.v6]
)

// The fuzz build instruments the package's own code and links the fuzz targets with the fuzzer and AddressSanitizer.
// Only the package's own targets: the packages it depends on are built without the sanitizer.
if fuzzing {
    let sanitizer = ["-sanitize=fuzzer,address"]
    for target in package.targets where [.regular, .executable].contains(target.type) {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(sanitizer)]
        if target.type == .executable { target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags(sanitizer)] }
    }
}
