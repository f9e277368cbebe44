import ArgumentParser
import Foundation
import HTTP
import Logging
import Storage
import Web

/// Command-line options. Each can also come from an environment variable, so a container or a
/// service manager can configure the server without flags; a flag wins over the variable.
struct Options: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "minigames",
        abstract: "Serve \(App.siteTitle) to any browser.",
        discussion: """
        Environment variables: HOST, PORT, DATABASE_URL or DATABASE_PATH, DB_POOL, PGBOUNCER (1 or true), LISTEN_DATABASE_URL, PGPASSWORD, PUBLIC_DIR, TEMPLATES_DIR, THREADS, LOG_LEVEL, \
        SECURE_COOKIES (1 or true), PUBLIC_URL, TRUSTED_PROXIES (comma-separated), RATE_LIMIT, RATE_BURST, CLIENT_CONNECTIONS, \
        CLIENT_STREAMS, REQUEST_TIMEOUT, PACE_CHECK (0 or false: off), METRICS_HOST, METRICS_PORT, LOG_FORMAT,
        ADMIN_TOKEN, BLOCKED_WORDS_FILE.
        With no subcommand, the server runs; `minigames moderate --help` lists the operator's commands, and \
        `minigames check-replays` replays every stored game from its move log.
        """,
        subcommands: [Moderate.self, CheckReplays.self, Backup.self, Restore.self])

    private static let environment = ProcessInfo.processInfo.environment

    @Option(help: "Address to listen on (HOST).")
    var host: String = environment["HOST"] ?? "127.0.0.1"

    @Option(help: "Port to listen on, 1-65535, or 0 for any free port (PORT).")
    var port: Int = environment["PORT"].flatMap { Int($0) } ?? 8080

    @Option(help: ArgumentHelp(
        "SQLite file for sessions, games and scores (its folder is created), or postgres://user@host:port/dbname (DATABASE_URL or DATABASE_PATH).",
        valueName: "path-or-url"))
    var database: String = environment["DATABASE_URL"] ?? environment["DATABASE_PATH"] ?? "./data/minigames.sqlite"

    // A small pool, its own setting: every instance holds pool + 1 (its listener) of PostgreSQL's max_connections.
    @Option(name: .customLong("db-pool"),
            help: "PostgreSQL connections this instance keeps, 1-1000, or 0 for min(--threads, 4) (DB_POOL).")
    var dbPool: Int = environment["DB_POOL"].map { Int($0) ?? .min } ?? 0

    @Flag(inversion: .prefixedNo,
          help: "The database URL is PgBouncer in transaction mode: no named prepared statements (PGBOUNCER).")
    var pgbouncer: Bool = ["1", "true", "yes"].contains(environment["PGBOUNCER"]?.lowercased() ?? "")

    @Option(name: .customLong("listen-database"), help: ArgumentHelp(
        "PostgreSQL URL for LISTEN, straight to the server when --database goes through PgBouncer (LISTEN_DATABASE_URL).",
        valueName: "url"))
    var listenDatabase: String = environment["LISTEN_DATABASE_URL"] ?? ""

    var databaseLocation: DatabaseLocation { DatabaseLocation(database) }
    var databasePool: Int { dbPool == 0 ? min(threads, 4) : dbPool }
    /// While PostgreSQL is slow, every worker thread but one may wait on it: the last stays free for static files,
    /// `/healthz` and kept pages.
    var databaseWaiters: Int { max(threads - 1, 1) }
    var postgresSettings: PostgresSettings {
        var settings = PostgresSettings()
        settings.preparedStatements = !pgbouncer
        settings.listenURL = listenDatabase.isEmpty ? nil : listenDatabase
        settings.startupRetry = { error in
            Logger(label: "minigames").warning("PostgreSQL refused the start, trying again: \(error.message)")
        }
        return settings
    }

    @Option(name: .customLong("public"), help: "Folder of static files served under /static/ (PUBLIC_DIR).")
    var publicDirectory: String = environment["PUBLIC_DIR"] ?? "./Public"

    @Option(name: .customLong("templates"), help: "Folder of .mustache page templates (TEMPLATES_DIR).")
    var templatesDirectory: String = environment["TEMPLATES_DIR"] ?? "./Templates"

    @Option(help: "Worker threads answering requests, 1-256 (THREADS; default: the number of cores).")
    var threads: Int = environment["THREADS"].flatMap { Int($0) } ?? ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "trace, debug, info, notice, warning, error or critical (LOG_LEVEL).")
    var logLevel: String = environment["LOG_LEVEL"] ?? "info"

    @Option(help: "text, or json: one object a line with a request id, also sent as X-Request-Id (LOG_FORMAT).")
    var logFormat: String = environment["LOG_FORMAT"] ?? "text"

    // Off unless asked for, and on an address of its own: the counters are never served on the public port.
    @Option(name: .customLong("metrics-port"),
            help: "Port serving /metrics in Prometheus's text format, 0 for any free port; none: off (METRICS_PORT).")
    var metricsPortFlag: Int?

    /// The flag, else the variable (an unreadable one becomes a value `validateForServing` refuses); nil: off.
    var metricsPort: Int? {
        metricsPortFlag ?? Self.environment["METRICS_PORT"].flatMap { $0.isEmpty ? nil : Int($0) ?? .min }
    }

    @Option(name: .customLong("metrics-host"), help: "Address /metrics listens on (METRICS_HOST, default 127.0.0.1).")
    var metricsHost: String = environment["METRICS_HOST"] ?? "127.0.0.1"

    // The inversion lets the default come from the environment (ArgumentParser refuses a plain flag that
    // defaults to true: SECURE_COOKIES=1 stopped the server) and lets a flag still win over the variable.
    @Flag(inversion: .prefixedNo, help: "Mark cookies Secure, for serving behind https (SECURE_COOKIES).")
    var secureCookies: Bool = ["1", "true", "yes"].contains(environment["SECURE_COOKIES"]?.lowercased() ?? "")

    @Option(name: .customLong("public-url"), help: ArgumentHelp(
        "Where players reach the site, e.g. https://games.example.org: every absolute link the server gives out (an invitation, its QR code) starts with it (PUBLIC_URL).",
        valueName: "url"))
    var publicURL: String = environment["PUBLIC_URL"] ?? ""

    /// `--public-url` as an origin; nil when not set (an unreadable one is refused by `validateForServing`).
    var publicOrigin: String? { publicURL.isEmpty ? nil : PublicAddress.origin(parsing: publicURL) }

    // Repeatable, and each value may list several: `--trusted-proxy 10.0.0.2,10.0.0.3`.
    @Option(name: .customLong("trusted-proxy"),
            help: "A reverse proxy whose X-Forwarded-For is believed; repeatable or comma-separated (TRUSTED_PROXIES).")
    var trustedProxy: [String] = environment["TRUSTED_PROXIES"].map { [$0] } ?? []

    // An unreadable variable becomes a value `validate` refuses, rather than the default in silence.
    @Option(help: "Posts a second each client may keep up, 0 for no limit (RATE_LIMIT).")
    var rateLimit: Double = environment["RATE_LIMIT"].map { Double($0) ?? .nan } ?? RateLimit.standard.perSecond

    @Flag(inversion: .prefixedNo,
          help: "Hold wins beyond a person's pace or faster than the world record for the operator (PACE_CHECK, default on).")
    var paceCheck: Bool = !["0", "false", "no", "off"].contains(environment["PACE_CHECK"]?.lowercased() ?? "")

    // To measure what the memo gains under a given load (docs/caches.md); on by default.
    @Flag(inversion: .prefixedNo,
          help: "Send a kept page again without routing while nothing was committed (ANSWER_MEMO, default on).")
    var answerMemo: Bool = !["0", "false", "no", "off"].contains(environment["ANSWER_MEMO"]?.lowercased() ?? "")

    @Option(help: "Posts each client may send at once before the rate applies, 1-100000 (RATE_BURST).")
    var rateBurst: Int = environment["RATE_BURST"].map { Int($0) ?? .min } ?? RateLimit.standard.burst

    // One client's share of the server: defaults roomy enough for a household behind one address (a browser opens
    // about 6 connections to a site), small next to the 2000 connections and 1000 streams of the whole server.
    @Option(name: .customLong("client-connections"),
            help: "Connections one client address may hold open, 0 for no limit (CLIENT_CONNECTIONS).")
    var clientConnections: Int = environment["CLIENT_CONNECTIONS"].map { Int($0) ?? .min }
        ?? ServerConfiguration().clientConnectionLimit

    @Option(name: .customLong("client-streams"),
            help: "Live-update streams one client address may hold open, 0 for no limit (CLIENT_STREAMS).")
    var clientStreams: Int = environment["CLIENT_STREAMS"].map { Int($0) ?? .min }
        ?? ServerConfiguration().clientEventStreamLimit

    @Option(name: .customLong("request-timeout"),
            help: "Seconds a request may take to arrive whole, 1-3600 (REQUEST_TIMEOUT).")
    var requestTimeout: Int = environment["REQUEST_TIMEOUT"].map { Int($0) ?? .min }
        ?? ServerConfiguration().requestTimeout

    /// The addresses of `--trusted-proxy`, or the first value that is not one.
    var trustedProxies: Result<Set<IPAddress>, ValidationError> {
        var addresses = Set<IPAddress>()
        for text in trustedProxy.flatMap({ $0.split(separator: ",") }) {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard let address = IPAddress(trimmed) else {
                return .failure(ValidationError("--trusted-proxy: '\(trimmed)' is not an IPv4 or IPv6 address"))
            }
            addresses.insert(address)
        }
        return .success(addresses)
    }

    var postLimits: PostLimits {
        PostLimits(rate: rateLimit == 0 ? nil : RateLimit(perSecond: rateLimit, burst: rateBurst),
                   trustedProxies: (try? trustedProxies.get()) ?? [])
    }

    @Option(help: ArgumentHelp(
        "Operator token for the /admin page, \(AdminToken.rule); no token, no page (ADMIN_TOKEN).",
        valueName: "token"))
    var adminToken: String?

    @Option(help: ArgumentHelp(
        "File of words leaderboard names may not contain, one per line, # for comments (BLOCKED_WORDS_FILE).",
        valueName: "file"))
    var blockedWords: String?

    // Read here rather than as the options' defaults, which --help would print: the token is a secret.
    var operatorToken: String? { adminToken ?? Self.environment["ADMIN_TOKEN"].flatMap { $0.isEmpty ? nil : $0 } }
    var blockedWordsFile: String? { blockedWords ?? Self.environment["BLOCKED_WORDS_FILE"].flatMap { $0.isEmpty ? nil : $0 } }

    /// The checks that only serving needs, run by main when no subcommand was given: ArgumentParser runs a
    /// parent's `validate` before its subcommands too, and `minigames moderate` has no use for ./Public.
    func validateForServing() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be between 1 and 65535 (or 0 for any free port), not \(port)")
        }
        guard (1...256).contains(threads) else {
            throw ValidationError("--threads must be between 1 and 256, not \(threads)")
        }
        guard (0...1000).contains(dbPool) else {
            let shown = dbPool == .min ? Self.environment["DB_POOL"] ?? "" : "\(dbPool)"
            throw ValidationError("--db-pool must be between 1 and 1000 (or 0 for the default), not '\(shown)'")
        }
        guard ["text", "json"].contains(logFormat) else {
            throw ValidationError("--log-format must be text or json, not '\(logFormat)'")
        }
        if let metricsPort, !(0...65535).contains(metricsPort) {
            let shown = metricsPort == .min ? Self.environment["METRICS_PORT"] ?? "" : "\(metricsPort)"
            throw ValidationError("--metrics-port must be between 1 and 65535 (or 0 for any free port), not '\(shown)'")
        }
        if let metricsPort, metricsPort != 0, metricsPort == port, metricsHost == host {
            throw ValidationError("--metrics-port must differ from --port: /metrics is never served on the public address")
        }
        guard Logger.Level(rawValue: logLevel.lowercased()) != nil else {
            throw ValidationError("--log-level must be one of trace, debug, info, notice, warning, error, critical; not '\(logLevel)'")
        }
        _ = try trustedProxies.get()
        guard publicURL.isEmpty || publicOrigin != nil else {
            throw ValidationError("--public-url must be http:// or https:// and a host, with a port if need be and no path, not '\(publicURL)'")
        }
        guard rateLimit.isFinite, (0...1_000_000).contains(rateLimit) else {
            let shown = rateLimit.isNaN ? Self.environment["RATE_LIMIT"] ?? "nan" : "\(rateLimit)"
            throw ValidationError("--rate-limit must be between 0 (no limit) and 1000000 posts a second, not '\(shown)'")
        }
        guard (1...100_000).contains(rateBurst) else {
            let shown = rateBurst == .min ? Self.environment["RATE_BURST"] ?? "" : "\(rateBurst)"
            throw ValidationError("--rate-burst must be between 1 and 100000, not '\(shown)'")
        }
        try validateClientLimits()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: publicDirectory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--public: no such folder '\(publicDirectory)'")
        }
        guard FileManager.default.fileExists(atPath: templatesDirectory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--templates: no such folder '\(templatesDirectory)'")
        }
        if let operatorToken {
            do {
                _ = try AdminToken(checking: operatorToken)
            } catch {
                throw ValidationError("--admin-token must be \(AdminToken.rule), so it cannot be guessed; \(error.description) (for example: openssl rand -hex 16)")
            }
        }
    }

    private func validateClientLimits() throws {
        for (flag, variable, value) in [("--client-connections", "CLIENT_CONNECTIONS", clientConnections),
                                        ("--client-streams", "CLIENT_STREAMS", clientStreams)]
        where !(0...100_000).contains(value) {
            let shown = value == .min ? Self.environment[variable] ?? "" : "\(value)"
            throw ValidationError("\(flag) must be between 0 (no limit) and 100000, not '\(shown)'")
        }
        guard (1...3600).contains(requestTimeout) else {
            let shown = requestTimeout == .min ? Self.environment["REQUEST_TIMEOUT"] ?? "" : "\(requestTimeout)"
            throw ValidationError("--request-timeout must be between 1 and 3600 seconds, not '\(shown)'")
        }
    }
}
