import Games
import WordSearch

/// The flat view of a Word Search page. Unfound words' positions are not in it: a cell is marked
/// only once its word is found or revealed.
struct WordSearchPage {
    struct Word {
        let index: Int
        let word: String
        let found: Bool
        let revealed: Bool
        /// The address that asks to reveal it (`?confirm=`), when a reveal would be taken.
        let revealHref: String?
        let confirming: Bool
        let label: String
    }

    /// "Reveal SWIFT? It uses 1 of your 2 reveals.", near the list, before anything is spent.
    struct Confirm {
        let index: Int
        let text: String
        let cancelHref: String
    }

    /// What its result card shows besides the heading and text (`GameChrome.overlay`).
    struct ResultStats {
        let time: String
        let found: String
        let revealsUsed: Int
    }

    /// What the player typed into a custom-game form that was refused, so they can correct it.
    struct CustomForm {
        let open: Bool
        let words: String
        let size: String
        let reveals: String
        let json: String
    }

    /// What every game page shows (`GameChrome`).
    let chrome: GameChrome
    let grid: RenderedHTML
    let gridClasses: String
    /// The grid's − and +, for grids wider than a phone shows at 24 px; nil for smaller ones.
    let zoom: BoardZoom?
    let words: [Word]
    let confirm: Confirm?
    let leftOut: String?
    let counter: String
    /// The game bar's reveals left; nil once the game is over.
    let revealsLeft: String?
    /// Just above the words, always one line: a slip's note, what the last move did ("Found SWIFT!"), or what to
    /// tap next. Always there, so the grid does not move when a message comes or goes.
    let status: String
    /// The status is the result of a move (a note or a message), not the hint: announced, and styled as a note.
    let statusIsResult: Bool
    /// A first tap waits for its second: the status tells screen readers how to cancel it (seen on the grid).
    let pending: Bool
    /// Under the words, one short line: the reveals left.
    let revealsText: String?
    /// The bar's time, counting on in CSS while the game runs: its clock starts with the board.
    let timer: GameTimer
    let levelTitle: String
    let levels: [Choice]
    let lists: [Choice]
    let custom: CustomForm
    let resultStats: ResultStats?
    /// The status is a find: shown in the found words' colour.
    let noteFound: Bool
    /// On the page right after a move: `found`, `won` or `move`, for the feedback script (`data-event`).
    let event: String?
    let over: Bool
    /// What the last move did, first in the play area (`WordSearchSaid`); nil on a page no move led to.
    let said: String?

    init(_ view: GameView<WordSearchGame>, _ chrome: GameChrome) {
        let game = view.game
        let over = game.outcome.isOver
        let query = view.visit.request.query
        self.over = over
        // Real errors and setup messages stay at the top; what a move did is said near the board.
        self.chrome = chrome
        let result = view.note ?? (view.isError ? nil : game.lastMessage.map(WordSearchWords.said))
        let pending = !over && game.pendingStart != nil
        self.pending = pending
        status = result ?? (over ? localized("All done.") : pending ? localized("Now tap the word's last letter.")
            : localized("Tap a word's first letter, then its last."))
        statusIsResult = result != nil
        noteFound = view.note == nil && !view.isError && game.lastMoveFoundAWord
        let moved = !view.isError && view.note == nil && (query["at"] != nil || query["revealed"] != nil)
        said = view.isError ? nil : WordSearchSaid.sentence(game, query: query, note: view.note != nil)
        event = !moved ? nil : game.outcome == .won ? "won" : game.lastMoveFoundAWord ? "found" : "move"

        // A board not stored yet keeps its time in the links, so asking to reveal shows this same board.
        let keep = view.shownAt.map { "&shown=\($0)" } ?? ""
        let asked = view.isError ? nil : query["confirm"].flatMap(Int.init).flatMap { game.canReveal(wordIndex: $0) ? $0 : nil }
        confirm = asked.map { index in
            // One left is the last one.
            let text = localized(one: "Reveal {{word}}? It uses your last reveal.", other: "Reveal {{word}}? It uses 1 of your {{count}} reveals.",
                                 count: game.revealsLeft, ["word": game.words[index]])
            // Cancel goes back to the word, focused.
            return Confirm(index: index, text: text,
                           cancelHref: "\(WordSearchPages.entry.href)\(view.shownAt.map { "?shown=\($0)" } ?? "")#w\(index)")
        }
        words = game.words.enumerated().map { index, word in
            Word(index: index, word: word, found: game.isFound(wordIndex: index), revealed: game.isRevealed(wordIndex: index),
                 revealHref: game.canReveal(wordIndex: index) ? "\(WordSearchPages.entry.href)?confirm=\(index)\(keep)#reveal" : nil,
                 confirming: asked == index, label: localized("Reveal {{word}}", ["word": word]))
        }
        grid = WordSearchGrid.grid(of: game, focus: asked != nil ? nil : Self.focus(view, query))
        // The grid's size as classes (the CSP allows no inline styles): the CSS fits the cells to the screen.
        let zoom = game.width >= BoardZoom.columns ? BoardZoom(view.visit.request, board: "wordsearch-\(game.levelKey)") : nil
        self.zoom = zoom
        gridClasses = "grid cols-\(game.width) rows-\(game.height)" + (game.outcome == .won ? " disco" : "")
            + (zoom?.boardClass.map { " " + $0 } ?? "")
        leftOut = game.leftOut.isEmpty ? nil
            : localized(one: "Left out, no room for it in this grid: {{words}}.", other: "Left out, no room for them in this grid: {{words}}.",
                        count: game.leftOut.count, ["words": WordSearchWords.list(game.leftOut)])
        counter = localized("{{found}} of {{total}} found", ["found": String(game.foundCount), "total": String(game.words.count)])
        revealsLeft = over ? nil : String(game.revealsLeft)
        // Nothing to say once the game is over. Short, so it never takes a second line on a phone.
        revealsText = over ? nil : game.revealsLeft == 0
            ? (game.params.reveals == 0 ? localized("No reveals in this game.") : localized("No reveals left."))
            : localized(one: "{{count}} reveal left: tap a word to show it.", other: "{{count}} reveals left: tap a word to show it.",
                        count: game.revealsLeft)
        // A board only shown is timed from then, once its first move stores it.
        let shownFor = view.shownAt.map { Int(max(0, view.visit.now - $0) / 1000) }
        timer = GameTimer(seconds: shownFor ?? view.elapsedSeconds, running: !over)
        levelTitle = Self.levelTitle(game.params)
        levels = [WordSearchLevel.easy, .medium, .hard].map {
            Choice(value: $0.rawValue, title: $0.localizedChoice, checked: $0 == game.params.level)
        }
        let currentList = game.params.listID ?? WordLists.original.id
        lists = WordLists.all.map { Choice(value: $0.id, title: WordSearchWords.title(of: $0), checked: $0.id == currentList) }
        custom = Self.customForm(view)
        resultStats = game.outcome != .won ? nil
            : ResultStats(time: LocalFormat.seconds(view.durationMilliseconds ?? 0),
                          found: localized("{{found}} of {{total}}", ["found": String(game.foundCount), "total": String(game.words.count)]),
                          revealsUsed: game.revealsUsed)
    }

    /// The letter that gets the focus: the one just tapped (`?at=`), the first letter of a word just revealed
    /// (`?revealed=`, only once it is shown on the grid), else a first tap waiting for its second. A refused move
    /// leaves focus at the top, where its message is.
    private static func focus(_ view: GameView<WordSearchGame>, _ query: [String: String]) -> Int? {
        let game = view.game
        guard !view.isError else { return nil }
        if let at = query["at"].flatMap(Int.init), (0..<game.width * game.height).contains(at) { return at }
        if let word = query["revealed"].flatMap(Int.init), game.placed.indices.contains(word),
           game.isFound(wordIndex: word) || game.isRevealed(wordIndex: word) {
            return game.placed[word].start
        }
        if let pending = game.pendingStart { return pending }
        // A game just started focuses its first letter.
        return MoveFocus.started(query) && game.outcome == .playing ? 0 : nil
    }

    /// "Easy · Animals", or "Custom · 12×12" for the player's own words.
    static func levelTitle(_ params: WordSearchParams) -> String {
        if let id = params.listID, let list = WordLists.list(id: id) {
            return localized("{{level}} · {{list}}", ["level": params.level.localizedTitle, "list": WordSearchWords.title(of: list)])
        }
        return localized("{{level}} · {{width}}×{{height}}",
                         ["level": params.level.localizedTitle, "width": String(params.width), "height": String(params.height)])
    }

    /// After a refused custom game the form comes back open with what was sent; otherwise the defaults.
    private static func customForm(_ view: GameView<WordSearchGame>) -> CustomForm {
        let fields = view.visit.fields
        guard view.isError, view.visit.request.path == "\(WordSearchPages.entry.href)/new", let kind = fields["custom"] else {
            return CustomForm(open: false, words: "", size: "12", reveals: "2", json: "")
        }
        return CustomForm(open: true,
                          words: kind == "text" ? fields["words"] ?? "" : "",
                          size: kind == "text" ? fields["size"] ?? "" : "12",
                          reveals: kind == "text" ? fields["reveals"] ?? "" : "2",
                          json: kind == "json" ? fields["json"] ?? "" : "")
    }
}

/// The page's own fields listed by hand (a Mirror walk of this model cost more than the rest of the page), then
/// the chrome's.
extension WordSearchPage: TemplateFields {
    var templateFields: TemplateObject {
        chrome.templateFields(adding: [
            "grid": .init(grid), "gridClasses": .init(gridClasses), "zoom": .init(zoom),
            "words": .init(words), "confirm": .init(confirm), "leftOut": .init(leftOut), "counter": .init(counter),
            "revealsLeft": .init(revealsLeft), "status": .init(status), "statusIsResult": .init(statusIsResult),
            "pending": .init(pending), "revealsText": .init(revealsText), "timer": .init(timer),
            "levelTitle": .init(levelTitle), "levels": .init(levels), "lists": .init(lists), "custom": .init(custom),
            "resultStats": .init(resultStats), "noteFound": .init(noteFound), "event": .init(event), "over": .init(over), "said": .init(said)])
    }
}

extension WordSearchPage.Word: TemplateFields {
    var templateFields: TemplateObject {
        ["index": .init(index), "word": .init(word), "found": .init(found), "revealed": .init(revealed),
         "revealHref": .init(revealHref), "confirming": .init(confirming), "label": .init(label)]
    }
}

extension WordSearchPage.Confirm: TemplateFields {
    var templateFields: TemplateObject {
        ["index": .init(index), "text": .init(text), "cancelHref": .init(cancelHref)]
    }
}

extension WordSearchPage.ResultStats: TemplateFields {
    var templateFields: TemplateObject {
        ["time": .init(time), "found": .init(found), "revealsUsed": .init(revealsUsed)]
    }
}

extension WordSearchPage.CustomForm: TemplateFields {
    var templateFields: TemplateObject {
        ["open": .init(open), "words": .init(words), "size": .init(size), "reveals": .init(reveals), "json": .init(json)]
    }
}
