import Games
import WordSearch

/// The flat view of a Word Search page. Unfound words' positions are not in it: a cell is marked
/// only once its word is found or revealed.
struct WordSearchPage {
    struct Letter {
        let index: Int
        let letter: String
        let label: String
        let classes: String
    }

    struct Row {
        let letters: [Letter]
    }

    struct Word {
        let index: Int
        let word: String
        let found: Bool
        let revealed: Bool
        let canReveal: Bool
        let label: String
    }

    struct Choice {
        let value: String
        let title: String
        let checked: Bool
    }

    struct Overlay {
        let heading: String
        let text: String
        let time: String
    }

    let page: PageChrome
    let version: Int
    let rows: [Row]
    let gridClasses: String
    let words: [Word]
    let leftOut: String?
    let counter: String
    let revealsText: String
    let seconds: Int
    let levelTitle: String
    let pending: Bool
    let levels: [Choice]
    let lists: [Choice]
    let overlay: Overlay?
    let ranking: RankingPrompt?
    let errorMessage: Bool
    let over: Bool

    init(_ view: GameView<WordSearchGame>) throws {
        let game = view.game
        let over = game.outcome.isOver
        self.over = over
        let message = view.message ?? (view.isError ? nil : game.lastMessage)
        page = PageChrome(title: "Word Search", csrf: view.visit.session.csrfToken, section: .wordSearch,
                          stylesheet: "wordsearch.css", flash: message)
        version = view.record.version
        errorMessage = view.isError
        rows = (0..<game.height).map { row in
            Row(letters: (0..<game.width).map { column in
                let index = row * game.width + column
                let letter = String(game.letter(index))
                var classes = ["l"]
                var state = ""
                if game.cellIsFound(index) { classes.append("found"); state = ", found" }
                else if game.cellIsRevealed(index) { classes.append("revealed"); state = ", revealed" }
                if game.pendingStart == index { classes.append("selected"); state += ", selected as the first letter" }
                return Letter(index: index, letter: letter,
                              label: "\(letter), row \(row + 1), column \(column + 1)\(state)",
                              classes: classes.joined(separator: " "))
            })
        }
        gridClasses = "grid" + (game.outcome == .won ? " disco" : "")
        words = game.words.enumerated().map { index, word in
            let found = game.isFound(wordIndex: index)
            let revealed = game.isRevealed(wordIndex: index)
            let canReveal = !over && !found && !revealed && game.revealsLeft > 0
            let label = found ? "\(word), found" : revealed ? "\(word), revealed" : canReveal ? "Reveal \(word)" : "\(word), not found yet"
            return Word(index: index, word: word, found: found, revealed: revealed, canReveal: canReveal, label: label)
        }
        leftOut = game.leftOut.isEmpty ? nil
            : "Left out, too long for this grid: \(game.leftOut.joined(separator: ", "))."
        counter = "\(game.foundCount) of \(game.words.count) found"
        revealsText = game.revealsLeft == 0 ? "No reveals left" : "\(game.revealsLeft) reveal\(game.revealsLeft == 1 ? "" : "s") left: tap a word to show it"
        seconds = view.elapsedSeconds
        levelTitle = game.params.level.title
        pending = game.pendingStart != nil
        levels = [Level.easy, .medium, .hard].map {
            Choice(value: $0.rawValue, title: "\($0.title): \($0.summary)", checked: $0 == game.params.level)
        }
        let currentList = game.params.listID ?? WordLists.original.id
        lists = WordLists.all.map { Choice(value: $0.id, title: $0.title, checked: $0.id == currentList) }
        if game.outcome == .won {
            let time = view.durationMilliseconds.map(LeaderboardBoards.seconds) ?? "0.0 s"
            let reveals = game.revealsUsed == 0 ? "without a reveal" : "with \(game.revealsUsed) reveal\(game.revealsUsed == 1 ? "" : "s")"
            overlay = Overlay(heading: "All words found!", text: "You found \(game.foundCount) of \(game.words.count) words \(reveals).", time: time)
            ranking = try RankingPrompt.forGame(view.record, app: view.app, visit: view.visit)
        } else {
            overlay = nil
            ranking = nil
        }
    }
}
