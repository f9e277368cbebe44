import ArgumentParser
import Foundation
import HTTP
import Logging
import Storage
import Web

// Block the stop signals before any thread starts, so every thread inherits the mask and the main
// thread can wait for them with sigwait (see NOTES.md: an async main would let SIGTERM kill us).
var stopSignals = sigset_t()
sigemptyset(&stopSignals)
sigaddset(&stopSignals, SIGINT)
sigaddset(&stopSignals, SIGTERM)
pthread_sigmask(SIG_BLOCK, &stopSignals, nil)
signal(SIGPIPE, SIG_IGN)

keepFreedHeap()

/// One clear line on stderr and a non-zero exit: for bad flags and for a server that cannot start.
func fail(_ message: String, code: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("minigames: \(message)\n".utf8))
    exit(code)
}

/// Help goes to stdout with status 0; anything else is one line on stderr.
func failParsing(_ error: any Error) -> Never {
    if Options.exitCode(for: error) == .success { Options.exit(withError: error) }
    fail(Options.message(for: error), code: Options.exitCode(for: error).rawValue)
}

let options: Options
do {
    let command = try Options.parseAsRoot()
    guard let serve = command as? Options else {
        // A subcommand (`moderate`, `check-replays`): a short job, so the stop signals may end it as usual.
        pthread_sigmask(SIG_UNBLOCK, &stopSignals, nil)
        var job = command
        do {
            try job.run()
        } catch let error as CommandFailure {
            fail(error.description)
        } catch let error as DatabaseError {
            fail(error.message)
        } catch {
            failParsing(error)
        }
        exit(0)
    }
    try serve.validateForServing()
    options = serve
} catch {
    failParsing(error)
}

let logLevel = Logger.Level(rawValue: options.logLevel.lowercased()) ?? .info
let logsJSON = options.logFormat == "json"
LoggingSystem.bootstrap { label in
    if logsJSON { return JSONLogHandler(label: label, level: logLevel) }
    var handler = StreamLogHandler.standardError(label: label)
    handler.logLevel = logLevel
    return handler
}
let logger = Logger(label: "minigames")
// Before anything makes a counter: one made before the bootstrap would count nowhere.
let metricsRegistry = options.metricsPort == nil ? nil : MetricsListener.bootstrap()

// Before the database: a missing word list stops the start without touching anything.
var moderation = ModerationSettings(adminToken: options.operatorToken.flatMap(AdminToken.init),
                                    checksPace: options.paceCheck)
if let path = options.blockedWordsFile {
    do {
        moderation.blockedWords = try BlockedWords(contentsOfFile: path)
    } catch {
        fail(error.description)
    }
    logger.info("\(moderation.blockedWords.count) blocked words from \(path)")
}

let database: Database
do {
    database = try Database(options.databaseLocation, pool: options.databasePool, waiters: options.databaseWaiters,
                            settings: options.postgresSettings)
} catch {
    fail("cannot open the database \(options.databaseLocation.redacted): \(error)")
}
if let unwritable = database.unwritableFile() {
    logger.warning("""
        the database is read-only: \(unwritable). Pages are served; moves are answered 503 and /healthz says 503 \
        until it can be written, then the server takes writes again by itself
        """)
}

let templates: Templates
do {
    templates = try Templates(directory: options.templatesDirectory)
} catch {
    fail("cannot load templates: \(error)")
}

let app: App
do {
    app = try App(database: database, templates: templates, publicDirectory: options.publicDirectory,
                  secureCookies: options.secureCookies, postLimits: options.postLimits, moderation: moderation,
                  publicAddress: PublicAddress(origin: options.publicOrigin), logger: logger)
} catch {
    fail("cannot read or make the server's signing key in \(options.databaseLocation.redacted): \(error)")
}
app.housekeeping.start()
let router = app.makeRouter()

var configuration = ServerConfiguration()
configuration.host = options.host
configuration.port = UInt16(options.port)
configuration.threads = options.threads
configuration.trustedProxies = (try? options.trustedProxies.get()) ?? []
configuration.clientConnectionLimit = options.clientConnections
configuration.clientEventStreamLimit = options.clientStreams
configuration.requestTimeout = options.requestTimeout
configuration.requestIDs = logsJSON
let server = Server(configuration: configuration, logger: logger, errorPage: app.errorPage,
                    answersAtOnce: app.answersAtOnce, memo: options.answerMemo ? app.answerMemo : nil) { request in
    router.handle(request)
}
do {
    try server.start()
} catch {
    fail(error.message)
}
var metricsListener: MetricsListener?
if let metricsRegistry, let metricsPort = options.metricsPort {
    let listener = MetricsListener(registry: metricsRegistry, host: options.metricsHost, port: metricsPort,
                                   site: server, logger: logger)
    do {
        try listener.server.start()
    } catch {
        server.stop(timeout: .seconds(1))
        fail("metrics: \(error.message)")
    }
    let shownHost = options.metricsHost.contains(":") ? "[\(options.metricsHost)]" : options.metricsHost
    logger.notice("metrics at http://\(shownHost):\(listener.server.port)/metrics")
    metricsListener = listener
}
app.publicAddress.listening(on: options.host, port: server.port)
if let origin = options.publicOrigin {
    logger.info("links given out start with \(origin)")
} else {
    logger.info("no --public-url: an invitation's link uses a request's Host only when it names \(options.host):\(server.port)")
}
logger.notice("Minigames is serving http://\(options.host):\(server.port)/ (database \(options.databaseLocation.redacted))")

var received: Int32 = 0
sigwait(&stopSignals, &received)
logger.notice("stopping on signal \(received): finishing requests in flight")
server.stop(timeout: .seconds(10))
metricsListener?.server.stop(timeout: .seconds(1))
app.housekeeping.stop()
app.stopWatchingOtherWriters()
database.close()
logger.notice("stopped")
fflush(nil)
exit(0)
