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
        let canReveal: Bool
        let label: String
    }


    struct Overlay {
        let heading: String
        let text: String
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

    let page: PageChrome
    let version: Int
    /// The time a board not stored yet was shown, posted back with the first move.
    let shown: String?
    let grid: RenderedHTML
    let gridClasses: String
    let words: [Word]
    let leftOut: String?
    let counter: String
    /// Nil once the game is over: there is nothing left to reveal.
    let revealsText: String?
    let seconds: Int
    let levelTitle: String
    let pending: Bool
    let levels: [Choice]
    let lists: [Choice]
    let custom: CustomForm
    let overlay: Overlay?
    let ranking: RankingPrompt?
    let errorMessage: Bool
    /// A slip's note, shown near the board.
    let note: String?
    let over: Bool

    init(_ view: GameView<WordSearchGame>) {
        let game = view.game
        let over = game.outcome.isOver
        self.over = over
        let message = view.message ?? (view.isError ? nil : game.lastMessage)
        page = PageChrome(title: WordSearchPages.entry.title, csrf: view.visit.session.csrfToken,
                          current: WordSearchPages.entry.href, stylesheet: WordSearchPages.entry.stylesheet, flash: message,
                          sound: view.visit.session.sound)
        version = view.version
        shown = view.shownAt.map(String.init)
        errorMessage = view.isError
        note = view.note
        grid = WordSearchGrid.grid(of: game)
        // The grid's size as classes (the CSP allows no inline styles): the CSS fits the cells to the screen.
        gridClasses = "grid cols-\(game.width) rows-\(game.height)" + (game.outcome == .won ? " disco" : "")
        words = game.words.enumerated().map { index, word in
            let found = game.isFound(wordIndex: index)
            let revealed = game.isRevealed(wordIndex: index)
            return Word(index: index, word: word, found: found, revealed: revealed, canReveal: game.canReveal(wordIndex: index),
                        label: "Reveal \(word)")
        }
        leftOut = game.leftOut.isEmpty ? nil
            : "Left out, no room for \(game.leftOut.count == 1 ? "it" : "them") in this grid: \(game.leftOut.joined(separator: ", "))."
        counter = "\(game.foundCount) of \(game.words.count) found"
        revealsText = over ? nil : game.revealsLeft == 0
            ? (game.params.reveals == 0 ? "No reveals in this game." : "No reveals left.")
            : "\(game.revealsLeft) reveal\(game.revealsLeft == 1 ? "" : "s") left: tap a word to show it on the grid."
        seconds = view.elapsedSeconds
        levelTitle = Self.levelTitle(game.params)
        pending = game.pendingStart != nil
        levels = [Level.easy, .medium, .hard].map {
            Choice(value: $0.rawValue, title: "\($0.title): \($0.summary)", checked: $0 == game.params.level)
        }
        let currentList = game.params.listID ?? WordLists.original.id
        lists = WordLists.all.map { Choice(value: $0.id, title: $0.title, checked: $0.id == currentList) }
        custom = Self.customForm(view)
        if game.outcome == .won {
            let time = view.durationMilliseconds.map(LeaderboardBoard.seconds) ?? "0.0 s"
            let reveals = game.revealsUsed == 0 ? "without a reveal" : "with \(game.revealsUsed) reveal\(game.revealsUsed == 1 ? "" : "s")"
            overlay = Overlay(heading: "All words found!",
                              text: "\(levelTitle): you found \(game.foundCount) of \(game.words.count) words \(reveals).",
                              time: time, found: "\(game.foundCount) of \(game.words.count)", revealsUsed: game.revealsUsed)
            ranking = view.ranking
        } else {
            overlay = nil
            ranking = nil
        }
    }

    /// "Easy · Animals", or "Custom · 12×12" for the player's own words.
    private static func levelTitle(_ params: WordSearchParams) -> String {
        if let id = params.listID, let list = WordLists.list(id: id) {
            return "\(params.level.title) · \(list.title)"
        }
        return "\(params.level.title) · \(params.width)×\(params.height)"
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

/// The page's fields listed by hand: a Mirror walk of this model cost more than the rest of the page.
extension WordSearchPage: TemplateFields {
    var templateFields: TemplateObject {
        ["page": .init(page), "version": .init(version), "shown": .init(shown), "grid": .init(grid), "gridClasses": .init(gridClasses),
         "words": .init(words), "leftOut": .init(leftOut), "counter": .init(counter), "revealsText": .init(revealsText),
         "seconds": .init(seconds), "levelTitle": .init(levelTitle), "pending": .init(pending), "levels": .init(levels),
         "lists": .init(lists), "custom": .init(custom), "overlay": .init(overlay), "ranking": .init(ranking),
         "errorMessage": .init(errorMessage), "note": .init(note), "over": .init(over)]
    }
}

extension WordSearchPage.Word: TemplateFields {
    var templateFields: TemplateObject {
        ["index": .init(index), "word": .init(word), "found": .init(found), "revealed": .init(revealed),
         "canReveal": .init(canReveal), "label": .init(label)]
    }
}

extension WordSearchPage.Overlay: TemplateFields {
    var templateFields: TemplateObject {
        ["heading": .init(heading), "text": .init(text), "time": .init(time), "found": .init(found),
         "revealsUsed": .init(revealsUsed)]
    }
}

extension WordSearchPage.CustomForm: TemplateFields {
    var templateFields: TemplateObject {
        ["open": .init(open), "words": .init(words), "size": .init(size), "reveals": .init(reveals), "json": .init(json)]
    }
}
