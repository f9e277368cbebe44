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

let options: Options
do {
    options = try Options.parse()
} catch {
    if Options.exitCode(for: error) == .success { Options.exit(withError: error) }
    fail(Options.message(for: error), code: Options.exitCode(for: error).rawValue)
}

let logLevel = Logger.Level(rawValue: options.logLevel.lowercased()) ?? .info
LoggingSystem.bootstrap { label in
    var handler = StreamLogHandler.standardError(label: label)
    handler.logLevel = logLevel
    return handler
}
let logger = Logger(label: "minigames")

let database: Database
do {
    database = try Database(path: options.database)
} catch {
    fail("cannot open the database \(options.database): \(error)")
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
                  secureCookies: options.secureCookies, postLimits: options.postLimits, logger: logger)
} catch {
    fail("cannot read or make the server's signing key in \(options.database): \(error)")
}
app.startHousekeeping()
let router = app.makeRouter()

var configuration = ServerConfiguration()
configuration.host = options.host
configuration.port = UInt16(options.port)
configuration.threads = options.threads
let server = Server(configuration: configuration, logger: logger, errorPage: app.errorPage) { request in
    router.handle(request)
}
do {
    try server.start()
} catch {
    fail(error.message)
}
logger.notice("Minigames is serving http://\(options.host):\(server.port)/ (database \(options.database))")

var received: Int32 = 0
sigwait(&stopSignals, &received)
logger.notice("stopping on signal \(received): finishing requests in flight")
server.stop(timeout: .seconds(10))
app.stopHousekeeping()
database.close()
logger.notice("stopped")
fflush(nil)
exit(0)
