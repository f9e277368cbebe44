import Foundation
import Minesweeper
import Testing
import WordSearch
@testable import Web

/// The board loops' bytes, saved from the flat templates they replaced (`Tests/WebTests/Boards/`): every
/// Minesweeper cell state, every Word Search letter state and every kind of leaderboard row must come out
/// byte for byte the same. `RECORD_BOARDS=1 swift test --filter BoardBytesTests` writes the files afresh.
@Suite("Boards: the loops write the bytes the flat templates wrote")
struct BoardBytesTests {
    static let directory = TestSite.root.appendingPathComponent("Tests/WebTests/Boards")

    // The three loops, as the pages call them.
    static func board(_ game: MinesweeperGame, focus: Int?) throws -> [UInt8] {
        MinesweeperBoard.board(of: game, focus: focus).bytes
    }

    static func grid(_ game: WordSearchGame) throws -> [UInt8] {
        WordSearchGrid.grid(of: game, focus: game.pendingStart).bytes
    }

    static func rows(_ lines: [LeaderboardPage.Line], hasDetail: Bool) throws -> [UInt8] {
        LeaderboardRows.rows(lines, hasDetail: hasDetail).bytes
    }

    /// Compares `pages` (a title and its bytes each) with the saved file, or saves them.
    static func expectSaved(_ name: String, _ pages: [(String, [UInt8])], sourceLocation: SourceLocation = #_sourceLocation) throws {
        var bytes: [UInt8] = []
        for (title, page) in pages {
            bytes += Array("<!-- \(title) -->\n".utf8) + page
        }
        let file = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_BOARDS"] != nil {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(bytes).write(to: file)
        }
        let saved = try Data(contentsOf: file)
        #expect(Array(saved) == bytes, "\(name) differs from the saved bytes", sourceLocation: sourceLocation)
    }

    // MARK: - Minesweeper

    /// A game in any state, through the stored form: `mines` by cell, `marks` one character per cell
    /// (`.` covered, `F` flagged, `?` question mark, `o` uncovered, `X` the mine that went off).
    static func minesweeper(width: Int, height: Int, mines: Set<Int>, marks: String) throws -> MinesweeperGame {
        var hex = ""
        for nibble in 0..<(width * height + 3) / 4 {
            let value = (0..<4).reduce(0) { $0 | (mines.contains(nibble * 4 + $1) ? 1 << $1 : 0) }
            hex += String(value, radix: 16)
        }
        let json = #"{"params":{"level":"custom","width":\#(width),"height":\#(height),"mines":\#(mines.count),"noGuess":false},"#
            + #""seed":1,"mines":"\#(hex)","cells":"\#(marks)","flagMode":false,"marks":true,"moves":3}"#
        return try MinesweeperGame(storedForm: json)
    }

    /// Random boards, playing, lost and won, dense enough that every number shows up.
    static func minesweeperBoards() throws -> [(String, MinesweeperGame, Int?)] {
        var random = SplitMix(seed: 12)
        var boards: [(String, MinesweeperGame, Int?)] = []
        let unstarted = MinesweeperGame(params: try MinesweeperParams(width: 6, height: 5, mines: 4, noGuess: true), seed: 3)
        boards.append(("not started", unstarted, 7))
        let ring: Set<Int> = [6, 7, 8, 11, 13, 16, 17, 18]
        boards.append(("an 8, playing", try minesweeper(width: 5, height: 5, mines: ring,
                                                        marks: "......FFF..?o?..F.F......"), 12))
        let (width, height) = (10, 8)
        for round in 0..<36 {
            let state = ["playing", "lost", "won"][round % 3]
            let mines = Set((0..<width * height).filter { _ in random.next(100) < 45 })
            var marks = ""
            for cell in 0..<width * height {
                let mine = mines.contains(cell)
                switch state {
                case "won": marks += mine ? (random.next(2) == 0 ? "." : "F") : "o"
                case "lost" where mine && marks.contains("X") == false && random.next(4) == 0: marks += "X"
                default: marks += ["o", "o", "o", ".", "F", "?"][random.next(mine ? 3 : 6) + (mine ? 3 : 0)]
                }
            }
            if state == "lost", !marks.contains("X"), let first = mines.min() {
                marks = String(marks.prefix(first)) + "X" + String(marks.dropFirst(first + 1))
            }
            let focus = random.next(3) == 0 ? nil : random.next(width * height)
            boards.append(("\(state) \(round)", try minesweeper(width: width, height: height, mines: mines, marks: marks), focus))
        }
        return boards
    }

    @Test("Minesweeper: every cell state, chord and plain numbers, over or not, with and without focus")
    func minesweeper() throws {
        var pages: [(String, [UInt8])] = []
        var seen: Set<String> = []
        for (title, game, focus) in try Self.minesweeperBoards() {
            let html = try Self.board(game, focus: focus)
            pages.append(("\(title), focus \(focus.map(String.init) ?? "none")", html))
            for index in 0..<game.width * game.height { seen.insert("\(game.cell(index)) over: \(game.outcome.isOver)") }
            let text = String(decoding: html, as: UTF8.self)
            if text.contains("name=chord") { seen.insert("chord") }
            if text.contains(" autofocus>") { seen.insert("autofocus") }
        }
        let views: [CellView] = [.covered, .flagged, .questioned, .mine, .explodedMine, .wrongFlag] + (0...8).map(CellView.revealed)
        for view in views {
            let overs: [Bool] = switch view {
            case .mine, .explodedMine, .wrongFlag: [true]
            default: [false, true]
            }
            for over in overs { #expect(seen.contains("\(view) over: \(over)"), "no \(view), over: \(over)") }
        }
        #expect(seen.isSuperset(of: ["chord", "autofocus"]))
        try Self.expectSaved("minesweeper.html", pages)
    }

    // MARK: - Word Search

    @Test("Word Search: plain, found, revealed and selected letters, playing and won")
    func wordSearch() throws {
        var pages: [(String, [UInt8])] = []
        for (level, seed) in [(WordSearchLevel.easy, UInt64(5)), (.hard, 77)] {
            var game = WordSearchGame(params: .preset(level, seed: seed), seed: seed)
            pages.append(("\(level) new", try Self.grid(game)))
            let first = game.placed[0]
            try game.apply(.tap(first.start))
            pages.append(("\(level) a first letter chosen", try Self.grid(game)))
            try game.apply(.tap(first.end(width: game.width)))
            try game.apply(.reveal(wordIndex: 1))
            try game.apply(.tap(game.placed[2].start))
            pages.append(("\(level) found, revealed, chosen", try Self.grid(game)))
            for (index, word) in game.placed.enumerated() where !game.isFound(wordIndex: index) {
                if game.pendingStart != nil, game.pendingStart != word.start { try game.apply(.tap(game.pendingStart!)) }
                if game.pendingStart == nil { try game.apply(.tap(word.start)) }
                try game.apply(.tap(word.end(width: game.width)))
            }
            #expect(game.outcome.isOver)
            pages.append(("\(level) won", try Self.grid(game)))
        }
        try Self.expectSaved("wordsearch.html", pages)
    }

    // MARK: - Leaderboard

    @Test("leaderboard rows: mine, outside, plain, with and without detail, names to escape")
    func leaderboard() throws {
        let lines = [
            LeaderboardPage.Line(place: 1, name: "Ada", value: "12.3 s", detail: "1.25", date: "2026-05-28", mine: false, classes: ""),
            .init(place: 2, name: "<b>\"Eve\" & 'Mallory'</b>", value: "14.0 s", detail: "–", date: "2026-05-29", mine: true, classes: "mine"),
            .init(place: 10, name: "", value: "7 wins", detail: "<1>", date: "2026-01-01", mine: false, classes: ""),
            .init(place: 1234, name: "Me & you", value: "99.9 s", detail: "0", date: "2026-12-31", mine: true, classes: "mine outside"),
        ]
        var pages: [(String, [UInt8])] = []
        for hasDetail in [true, false] {
            pages.append(("detail \(hasDetail)", try Self.rows(lines, hasDetail: hasDetail)))
            pages.append(("none, detail \(hasDetail)", try Self.rows([], hasDetail: hasDetail)))
        }
        try Self.expectSaved("leaderboard.html", pages)
    }
}

/// A small seeded generator for the boards above.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
