import Foundation
import HTTP
import Logging
import Storage
import Synchronization
@testable import Web

/// The whole site on an ephemeral loopback port with a database in a temporary folder.
/// `restart()` starts a new server on the same database, as after a crash or a deploy.
final class TestSite: @unchecked Sendable {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    let directory: URL
    let databasePath: String
    let clock: TestClock
    /// As `--secure-cookies`: the site behind https.
    let secureCookies: Bool
    /// Posts per client (`--rate-limit`, `--rate-burst`, `--trusted-proxy`); by default none here: every test
    /// client posts from 127.0.0.1 and plays whole games as fast as it can.
    let limits: Limits
    /// As `--admin-token` and `--blocked-words`.
    let moderation: ModerationSettings
    private(set) var app: App
    private(set) var server: Server

    struct Limits {
        var rate: RateLimit?
        var trustedProxies: Set<IPAddress> = []
    }

    init(secureCookies: Bool = false, limits: Limits = Limits(rate: nil),
         moderation: ModerationSettings = ModerationSettings()) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("minigames-web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        databasePath = directory.appendingPathComponent("test.sqlite").path
        clock = TestClock()
        self.secureCookies = secureCookies
        self.limits = limits
        self.moderation = moderation
        (app, server) = try Self.start(databasePath: databasePath, clock: clock, secureCookies: secureCookies, limits: limits,
                                       moderation: moderation)
    }

    private static func start(databasePath: String, clock: TestClock, secureCookies: Bool,
                              limits: Limits, moderation: ModerationSettings) throws -> (App, Server) {
        var logger = Logger(label: "test")
        logger.logLevel = .warning
        let database = try Database(path: databasePath)
        let templates = try Templates(directory: root.appendingPathComponent("Templates").path)
        let app = try App(database: database, templates: templates, publicDirectory: root.appendingPathComponent("Public").path,
                          clock: clock.clock, secureCookies: secureCookies,
                          postLimits: PostLimits(rate: limits.rate, trustedProxies: limits.trustedProxies),
                          moderation: moderation, logger: logger)
        let router = app.makeRouter()
        var configuration = ServerConfiguration()
        configuration.port = 0
        configuration.threads = 2
        let server = Server(configuration: configuration, logger: logger, errorPage: app.errorPage) { router.handle($0) }
        try server.start()
        return (app, server)
    }

    var port: UInt16 { server.port }

    func client() -> TestClient { TestClient(port: port) }

    func restart() throws {
        server.stop(timeout: .seconds(5))
        app.database.close()
        (app, server) = try Self.start(databasePath: databasePath, clock: clock, secureCookies: secureCookies, limits: limits,
                                       moderation: moderation)
    }

    func stop() {
        server.stop(timeout: .seconds(5))
        app.database.close()
        try? FileManager.default.removeItem(at: directory)
    }
}

/// A clock the test moves by hand: durations and leaderboard windows without waiting.
final class TestClock: Sendable {
    private let milliseconds = Mutex<Int64>(1_780_000_000_000)

    var now: Int64 { milliseconds.withLock { $0 } }

    func advance(by delta: Int64) { milliseconds.withLock { $0 += delta } }

    func set(_ value: Int64) { milliseconds.withLock { $0 = value } }

    var clock: Clock { Clock { [self] in now } }
}
