import Foundation
import HTTP
import Logging
import Storage
import Synchronization
@testable import Web

/// The whole site on an ephemeral loopback port with a database in a temporary folder, or, when
/// MINIGAMES_TEST_WEB_BACKEND=postgres (`make test` runs the Web suites a second time so), in a schema of its own on
/// the PostgreSQL server of MINIGAMES_TEST_POSTGRES. `restart()` starts a new server on the same database, as after a
/// crash or a deploy.
final class TestSite: @unchecked Sendable {
    /// The one switch between the backends for every Web test.
    static let postgresURL: String? = {
        let environment = ProcessInfo.processInfo.environment
        guard environment["MINIGAMES_TEST_WEB_BACKEND"] == "postgres" else { return nil }
        return environment["MINIGAMES_TEST_POSTGRES"].flatMap { $0.isEmpty ? nil : $0 }
    }()
    static var onSQLite: Bool { postgresURL == nil }
    /// The repository's templates and static files, read once for every site the tests start.
    static let assets = Result { try SiteAssets(templates: Templates(directory: root.appendingPathComponent("Templates").path),
                                                publicDirectory: root.appendingPathComponent("Public").path) }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    let directory: URL
    let databasePath: String
    /// This site's schema on PostgreSQL, and the URL that makes it the first on the search path.
    private let schema: (name: String, url: String)?
    let clock: TestClock
    /// As `--secure-cookies`: the site behind https.
    let secureCookies: Bool
    /// Posts per client (`--rate-limit`, `--rate-burst`, `--trusted-proxy`); by default none here: every test
    /// client posts from 127.0.0.1 and plays whole games as fast as it can.
    let limits: Limits
    /// As `--admin-token` and `--blocked-words`.
    let moderation: ModerationSettings
    /// As `--public-url`.
    let publicURL: String?
    /// Where the server's warnings go when a test reads them; stderr otherwise.
    let log: CapturedLog?
    private(set) var app: App
    private(set) var server: Server

    struct Limits {
        var rate: RateLimit?
        var trustedProxies: Set<IPAddress> = []
    }

    init(secureCookies: Bool = false, limits: Limits = Limits(rate: nil),
         moderation: ModerationSettings = ModerationSettings(), publicURL: String? = nil,
         log: CapturedLog? = nil) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("minigames-web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        databasePath = directory.appendingPathComponent("test.sqlite").path
        schema = try Self.makeSchema()
        clock = TestClock()
        self.secureCookies = secureCookies
        self.limits = limits
        self.moderation = moderation
        self.publicURL = publicURL
        self.log = log
        (app, server) = try Self.start(database: Self.open(databasePath, schema), clock: clock, secureCookies: secureCookies,
                                       limits: limits, moderation: moderation, publicURL: publicURL, log: log)
    }

    private static func makeSchema() throws -> (name: String, url: String)? {
        guard let base = postgresURL else { return nil }
        let name = "w_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        try withServer { try $0.write { _ = try $0.execute("CREATE SCHEMA \(name)") } }
        return (name, base + (base.contains("?") ? "&" : "?") + "options=-csearch_path%3D\(name)")
    }

    /// A short-lived pool of one on the test server itself, to make and drop schemas.
    private static func withServer(_ body: (Database) throws -> Void) throws {
        guard let base = postgresURL else { return }
        let server = try Database(url: base, pool: 1, migrations: [])
        defer { server.close() }
        try body(server)
    }

    private static func open(_ path: String, _ schema: (name: String, url: String)?) throws -> Database {
        guard let schema else { return try Database(path: path) }
        return try Database(url: schema.url, pool: 4)
    }

    /// Another `Database` on this site's store, as another process (an operator's tool) would open it.
    func openDatabase() throws -> Database {
        guard let schema else { return try Database(path: databasePath, readers: 1) }
        return try Database(url: schema.url, pool: 1)
    }

    private static func start(database: Database, clock: TestClock, secureCookies: Bool,
                              limits: Limits, moderation: ModerationSettings, publicURL: String?,
                              log: CapturedLog?) throws -> (App, Server) {
        var logger = log?.logger(level: .warning) ?? Logger(label: "test")
        logger.logLevel = .warning
        let app = try App(database: database, assets: assets.get(),
                          clock: clock.clock, secureCookies: secureCookies,
                          postLimits: PostLimits(rate: limits.rate, trustedProxies: limits.trustedProxies),
                          moderation: moderation,
                          publicAddress: PublicAddress(origin: publicURL.flatMap(PublicAddress.origin(parsing:))),
                          logger: logger)
        let router = app.makeRouter()
        var configuration = ServerConfiguration()
        configuration.port = 0
        configuration.threads = 2
        // As `main` does: on PostgreSQL, requests that may wait on the database run on handler threads.
        let server = Server(configuration: configuration, logger: logger, errorPage: app.errorPage,
                            answersAtOnce: app.answersAtOnce, memo: app.answerMemo) { router.handle($0) }
        try server.start()
        app.publicAddress.listening(on: configuration.host, port: server.port)
        return (app, server)
    }

    var port: UInt16 { server.port }

    func client() -> TestClient { TestClient(port: port) }

    /// `/healthz`'s status, asked again for up to 10 s while it is 503: on a machine busy with other suites the first
    /// health check (a new connection, a new thread) can outlast a request's patience on a healthy database.
    func healthzStatus() throws -> Int {
        let client = client()
        var answer = try client.get("/healthz")
        let deadline = ContinuousClock.now.advanced(by: .seconds(10))
        while answer.status == 503, ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.02)
            answer = try client.get("/healthz")
        }
        return answer.status
    }

    /// A second server on this site's store, as another instance (PostgreSQL) or another process on the same SQLite
    /// file would run: its own `App`, connections and caches. Stop it with `stopInstance`.
    func secondInstance() throws -> (app: App, server: Server) {
        try Self.start(database: Self.open(databasePath, schema), clock: clock, secureCookies: secureCookies,
                       limits: limits, moderation: moderation, publicURL: publicURL, log: log)
    }

    func stopInstance(_ instance: (app: App, server: Server)) {
        instance.server.stop(timeout: .seconds(5))
        instance.app.stopWatchingOtherWriters()
        instance.app.database.close()
    }

    func restart() throws {
        server.stop(timeout: .seconds(5))
        app.database.close()
        (app, server) = try Self.start(database: Self.open(databasePath, schema), clock: clock, secureCookies: secureCookies,
                                       limits: limits, moderation: moderation, publicURL: publicURL, log: log)
    }

    func stop() {
        server.stop(timeout: .seconds(5))
        app.database.close()
        if let schema { try? Self.withServer { try $0.write { _ = try $0.execute("DROP SCHEMA \(schema.name) CASCADE") } } }
        try? FileManager.default.removeItem(at: directory)
    }
}

/// A clock the test moves by hand: durations and leaderboard windows without waiting.
final class TestClock: Sendable {
    private let milliseconds = Mutex<Int64>(1_780_000_000_000)

    var now: Int64 { milliseconds.withLock { $0 } }

    func advance(by delta: Int64) { milliseconds.withLock { $0 += delta } }

    func set(_ value: Int64) { milliseconds.withLock { $0 = value } }

    var clock: WallClock { WallClock { [self] in now } }
}
