import HTTP
import Logging
import Storage
import Synchronization

/// The web application: joins HTTP, Storage, the game cores and the templates.
public final class App: Sendable {
    public let database: Database
    let templates: Templates
    let staticFiles: StaticFiles
    let clock: WallClock
    let secureCookies: Bool
    /// What the absolute links the server gives out start with (`--public-url`, or a `Host` naming the server).
    public let publicAddress: PublicAddress
    let postLimits: PostLimits
    let logger: Logger
    /// Warnings that repeat for every request while a cause lasts (a full disk): once, then a count per minute.
    let warnings: RepeatedWarnings
    /// Signs session cookies and makes the form tokens and board seeds of sessions and games not yet stored.
    let keys: SessionKeys
    /// The periodic clean-up (`Housekeeping`): the server starts it, tests sweep with it.
    public let housekeeping: Housekeeping
    /// The title screen depends on nobody's session, only on the best scores: rendered (and compressed) once per change.
    /// The title screen, one per language.
    let titleScreenCache = PerLanguage { _ in ScoreDependentCache<TitleScreenAnswers>(name: "title") }
    /// Each board's top ten and bucket totals, shared by every visitor until the next score.
    let standings = StandingsCache()
    /// The last page of each recent game row, whatever the game (row ids are unique across games).
    let renderedPages = RenderedPages(limit: 64 * GameRegistry.games.count)
    /// The stored sessions last read, exact (see `SessionCache`): a returning player's page reads no session row.
    @_spi(Testing) public let sessionCache: SessionCache
    /// Kept answers the server sends again without routing (`App.answerMemo`): static files, and on SQLite the
    /// title and game pages.
    public let answerMemo: AnswerMemo
    let cacheDrops = CacheDrops()
    let heldAnswers = HeldAnswers()
    let thinking = ComputerThinking.shared
    /// The operator's token for `/admin` and the words names may not contain.
    let moderation: ModerationSettings
    /// Wrong operator tokens from every client, and the log's account of them.
    let adminBackoff = TokenBackoff()
    let adminRefusals = RefusalSummary()
    /// Commits by other processes (`minigames moderate`, other instances on PostgreSQL), which `scoresChanged`
    /// never hears of.
    let otherWriters: any ChangeWatch
    /// The open event streams of online matches (`/<slug>/online/<token>/events`), of every game.
    let onlineHub: OnlineHub
    /// An invitation nobody joined expires after a day; a finished match nobody came back to (a rematch) after a
    /// week (housekeeping deletes them).
    static let unjoinedMatchAge: Int64 = 24 * 3600 * 1000
    static let finishedMatchAge: Int64 = 7 * 24 * 3600 * 1000

    /// "Tic-Tac-Toe, Minesweeper and Word Search": every game, as the registry lists them (the title screen's
    /// title, the manifest's and the command's descriptions), in the language of the page being made (English
    /// outside a request).
    public static var siteTitle: String { GameRegistry.titles }

    /// Call after every committed write to the scores: drops what was computed from them.
    func scoresChanged() {
        for cache in titleScreenCache.all { cache.invalidate() }
        standings.invalidate()
        cacheDrops.count.add(1, ordering: .releasing)
    }

    /// Call before serving what `scoresChanged` drops: another process may have hidden a name since.
    func noticeOtherWriters() {
        if otherWriters.changedElsewhere() { scoresChanged() }
    }

    /// Reads the templates and the static files, then starts as below.
    public convenience init(database: Database, templates: Templates, publicDirectory: String,
                            clock: WallClock = .system, secureCookies: Bool = false, postLimits: PostLimits = PostLimits(),
                            moderation: ModerationSettings = ModerationSettings(),
                            publicAddress: PublicAddress = PublicAddress(), logger: Logger) throws {
        try self.init(database: database, assets: SiteAssets(templates: templates, publicDirectory: publicDirectory),
                      clock: clock, secureCookies: secureCookies, postLimits: postLimits, moderation: moderation,
                      publicAddress: publicAddress, logger: logger)
    }

    /// Reads the server's signing keys; a new database gets its first one (the only write a start makes).
    public init(database: Database, assets: SiteAssets,
                clock: WallClock = .system, secureCookies: Bool = false, postLimits: PostLimits = PostLimits(),
                moderation: ModerationSettings = ModerationSettings(), publicAddress: PublicAddress = PublicAddress(),
                logger: Logger) throws {
        let now = clock.now()
        var secrets = try database.read { c in try ServerKeyStore.secrets(c) }
        if secrets.isEmpty {
            secrets = try database.write { c in try ServerKeyStore.ensureSecrets(c, now: now) }
        }
        keys = SessionKeys(hexSecrets: secrets, reread: { [database] in try? database.read { c in try ServerKeyStore.secrets(c) } })
        self.database = database
        let sessionCache = SessionCache(database: database)
        self.sessionCache = sessionCache
        housekeeping = Housekeeping(database: database, sessionCache: sessionCache, clock: clock, logger: logger)
        staticFiles = assets.staticFiles.withOwnAnswers()
        templates = assets.templates
        self.clock = clock
        answerMemo = Self.answerMemo(database: database, clock: clock, drops: cacheDrops)
        self.secureCookies = secureCookies
        self.publicAddress = publicAddress
        self.postLimits = postLimits
        self.moderation = moderation
        self.logger = logger
        warnings = RepeatedWarnings(clock: clock, logger: logger)
        let onlineHub = OnlineHub(database: database, clock: clock)
        self.onlineHub = onlineHub
        otherWriters = database.watchOtherWriters(relays: [OnlineMatchStore.channel: { onlineHub.heard($0) }])
    }

    deinit {
        otherWriters.stop()
    }

    /// Stops hearing other writers (PostgreSQL's listener and its connection), for a graceful stop.
    public func stopWatchingOtherWriters() {
        otherWriters.stop()
    }

    /// Every route of the site: each feature's controller adds its own. Every routed request passes the chain:
    /// client address → limits (POSTs) → then, for the routes that declare them (`RouteNeeds`), session → CSRF.
    public func makeRouter() -> Router {
        var router = Router(errorPage: errorPage)
        // Only PostgreSQL's waits heed it: SQLite is a local file, its waits its own busy timeout.
        if database.dialect == .postgres { router.use(DatabaseDeadlineMiddleware()) }
        router.use(ClientAddressMiddleware(postLimits.clients))
        router.use(LanguageMiddleware(app: self))
        // Limited in the router, not in `withSession`: before any database work (even the CSRF check's read),
        // and for every POST route (the admin page's sign-in too), whether or not it goes through a session.
        router.use(PostLimitMiddleware(limits: postLimits, clock: clock, errorPage: errorPage), for: .unsafeMethods)
        let controllers: [any RouteController] = [
            TitleController(app: self), HealthController(app: self), SiteFilesController(app: self),
            DailyController(app: self), LeaderboardController(app: self),
            AdminController(app: self), SettingsController(app: self),
        ]
        for controller in controllers { controller.register(&router) }
        for game in GameRegistry.games {
            game.register(self, &router)
            game.online?.register(self, &router)
        }
        return router
    }

    /// The site's error page; used by the router and the HTTP server for their own errors too.
    @Sendable public func errorPage(_ request: Request, _ status: Int, _ message: String) -> Response {
        // An error page has no versions in other languages to link (`hreflang`).
        Language.$picked.withValue(languageOutsideSession(request)) {
            Language.$pageRequest.withValue(nil) { localizedErrorPage(request, status, message) }
        }
    }

    private func localizedErrorPage(_ request: Request, _ status: Int, _ message: String) -> Response {
        // The HTTP layer's messages come in English: put in the page's language here.
        let message = Language.chosen == .en ? message : ServerMessages.shown(message)
        let model = ErrorPageModel(
            page: PageChrome(title: ErrorPageModel.heading(for: status), csrf: "", current: nil),
            status: status, heading: ErrorPageModel.heading(for: status), message: message)
        do {
            return .page(try templates.renderBytes(model, template: "error"), status: status)
        } catch {
            logger.error("error page failed to render: \(error)")
            return .text("\(status) \(message)\n", status: status)
        }
    }
}
