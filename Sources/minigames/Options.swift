import ArgumentParser
import Foundation
import Logging

/// Command-line options. Each can also come from an environment variable, so a container or a
/// service manager can configure the server without flags; a flag wins over the variable.
struct Options: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "minigames",
        abstract: "Serve Tic-Tac-Toe, Minesweeper and Word Search to any browser.",
        discussion: """
        Environment variables: HOST, PORT, DATABASE_PATH, PUBLIC_DIR, TEMPLATES_DIR, THREADS, LOG_LEVEL, \
        SECURE_COOKIES (1 or true).
        """)

    private static let environment = ProcessInfo.processInfo.environment

    @Option(help: "Address to listen on (HOST).")
    var host: String = environment["HOST"] ?? "127.0.0.1"

    @Option(help: "Port to listen on, 1-65535, or 0 for any free port (PORT).")
    var port: Int = environment["PORT"].flatMap { Int($0) } ?? 8080

    @Option(help: "SQLite file for sessions, games and scores; its folder is created (DATABASE_PATH).")
    var database: String = environment["DATABASE_PATH"] ?? "./data/minigames.sqlite"

    @Option(name: .customLong("public"), help: "Folder of static files served under /static/ (PUBLIC_DIR).")
    var publicDirectory: String = environment["PUBLIC_DIR"] ?? "./Public"

    @Option(name: .customLong("templates"), help: "Folder of .mustache page templates (TEMPLATES_DIR).")
    var templatesDirectory: String = environment["TEMPLATES_DIR"] ?? "./Templates"

    @Option(help: "Worker threads answering requests, 1-256 (THREADS; default: the number of cores).")
    var threads: Int = environment["THREADS"].flatMap { Int($0) } ?? ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "trace, debug, info, notice, warning, error or critical (LOG_LEVEL).")
    var logLevel: String = environment["LOG_LEVEL"] ?? "info"

    // The inversion lets the default come from the environment (ArgumentParser refuses a plain flag that
    // defaults to true: SECURE_COOKIES=1 stopped the server) and lets a flag still win over the variable.
    @Flag(inversion: .prefixedNo, help: "Mark cookies Secure, for serving behind https (SECURE_COOKIES).")
    var secureCookies: Bool = ["1", "true", "yes"].contains(environment["SECURE_COOKIES"]?.lowercased() ?? "")

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be between 1 and 65535 (or 0 for any free port), not \(port)")
        }
        guard (1...256).contains(threads) else {
            throw ValidationError("--threads must be between 1 and 256, not \(threads)")
        }
        guard Logger.Level(rawValue: logLevel.lowercased()) != nil else {
            throw ValidationError("--log-level must be one of trace, debug, info, notice, warning, error, critical; not '\(logLevel)'")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: publicDirectory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--public: no such folder '\(publicDirectory)'")
        }
        guard FileManager.default.fileExists(atPath: templatesDirectory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--templates: no such folder '\(templatesDirectory)'")
        }
    }
}
