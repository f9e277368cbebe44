import Foundation
import Storage
import Testing
import WordSearch
@testable import Web

/// One browser playing Word Search against a test site: posts forms as the page's own would, and
/// reads the stored game (which the page never shows) to know where the words are.
struct WordSearchPlay {
    let site: TestSite
    let client: TestClient
    /// The page as last seen: its csrf token and version go with the next form.
    var page: TestResponse

    /// With `starting`, the browser starts a game first, as its first visit only shows a board.
    init(_ site: TestSite, client: TestClient? = nil, starting: Bool = true) throws {
        self.site = site
        self.client = client ?? site.client()
        page = try self.client.get("/wordsearch")
        #expect(page.status == 200)
        guard starting else { return }
        // A first visit only shows a board; the New game button stores one, so its words can be looked up.
        let started = try self.client.postForm("/wordsearch/new", from: page, [])
        #expect(started.status == 303)
        page = try self.client.get("/wordsearch")
    }

    var sessionID: String { client.sessionID ?? "" }

    /// The session's current game as stored, with its record.
    func stored() throws -> (record: GameRecord, game: WordSearchGame) {
        let record = try site.app.database.read { c in
            try GameStore.current(c, sessionID: sessionID, kind: "wordsearch")
        }
        let found = try #require(record)
        return (found, try WordSearchGame(storedForm: found.state))
    }

    /// Posts a form; on a redirect follows it, as a browser would, and keeps the new page.
    @discardableResult
    mutating func post(_ path: String, _ fields: [(String, String)]) throws -> TestResponse {
        let response = try client.postForm(path, from: page, fields)
        if response.status == 303, let location = response.location {
            #expect(location.hasPrefix("/wordsearch"))
            page = try client.get(String(location.prefix { $0 != "#" }))
            #expect(page.status == 200)
        } else {
            page = response
        }
        return response
    }

    @discardableResult
    mutating func tap(_ cell: Int) throws -> TestResponse {
        try post("/wordsearch/move", [("cell", String(cell))])
    }

    @discardableResult
    mutating func reveal(_ word: Int) throws -> TestResponse {
        try post("/wordsearch/move", [("reveal", String(word))])
    }

    @discardableResult
    mutating func newGame(_ fields: [(String, String)]) throws -> TestResponse {
        try post("/wordsearch/new", fields)
    }

    /// Finds a word with two taps: its first letter, then its last.
    mutating func find(_ word: Int) throws {
        let game = try stored().game
        let placed = game.placed[word]
        #expect(try tap(placed.start).status == 303)
        #expect(try tap(placed.end(width: game.width)).status == 303)
    }

    /// Text as the templates write it into HTML, to look for a message in a page.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }

    /// Posts a multipart/form-data body as a browser does for a form with a file input.
    mutating func postMultipart(_ path: String, fields: [(String, String)], file: (name: String, filename: String, content: [UInt8])?) throws -> TestResponse {
        let boundary = "----WordSearchTestBoundary7MA4YWxk"
        var body: [UInt8] = []
        var all = fields
        if let csrf = page.hidden("csrf") { all.append(("csrf", csrf)) }
        for (name, value) in all {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        if let file {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(file.name)\"; filename=\"\(file.filename)\"\r\nContent-Type: application/json\r\n\r\n".utf8)
            body += file.content + Array("\r\n".utf8)
        }
        body += Array("--\(boundary)--\r\n".utf8)
        let response = try client.send("POST", path, headers: [("Content-Type", "multipart/form-data; boundary=\(boundary)")], body: body)
        if response.status == 303 {
            page = try client.get("/wordsearch")
        } else {
            page = response
        }
        return response
    }
}

/// What the page shows of the grid: each letter button's cell index, class list and label.
struct WordSearchCell: Equatable {
    let index: Int
    let classes: Set<String>
    let label: String
    let disabled: Bool
}

extension TestResponse {
    /// The letter buttons of a Word Search page, in cell order.
    var wordSearchCells: [WordSearchCell] {
        let pattern = #/<button name="cell" value="(\d+)" class="([^"]*)" aria-label="([^"]*)"([^>]*)>/#
        return body.matches(of: pattern).compactMap { match in
            guard let index = Int(match.output.1) else { return nil }
            return WordSearchCell(index: index, classes: Set(match.output.2.split(separator: " ").map(String.init)),
                                  label: String(match.output.3), disabled: match.output.4.contains("disabled"))
        }
    }

    /// The part of the page inside `<main>`, so layout text cannot satisfy a check by accident.
    var wordSearchMain: Substring {
        guard let start = body.range(of: "<main"), let end = body.range(of: "</main>") else { return body[...] }
        return body[start.lowerBound..<end.upperBound]
    }
}

extension WordSearchGame {
    /// The cells of every word that is found (or revealed, when asked).
    func cells(found: Bool, revealed: Bool = false) -> Set<Int> {
        var cells = Set<Int>()
        for (index, word) in placed.enumerated()
        where (found && isFound(wordIndex: index)) || (revealed && isRevealed(wordIndex: index)) {
            cells.formUnion(word.cells(width: width))
        }
        return cells
    }
}

