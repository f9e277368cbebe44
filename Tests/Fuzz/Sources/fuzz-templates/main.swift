import Foundation
import FuzzSupport
@testable import Web

// Every language's templates compile, and each lazily built table fills, before libFuzzer's clock starts: under the
// sanitizers on a busy machine that took longer than the time limit of the first input it was charged to.
fuzzTemplates(UnsafeRawBufferPointer(start: nil, count: 0))
runFuzzer(fuzzTemplates)

/// The real `Templates/` folder rendering hostile text where players' words end up: the error page's message,
/// the flash message, page titles, and the leaderboard name form (the name goes back into a `value="…"`).
/// Every markup character in the output must come from the template, none from the input: the output has
/// exactly as many `<`, `>`, `"` and `'` as it has when the same text is rendered with those characters replaced.
func fuzzTemplates(_ data: UnsafeRawBufferPointer) {
    var input = FuzzInput(data)
    let texts = (0..<4).map { _ in input.text(upTo: 64) }
    let status = input.pick([400, 403, 404, 405, 409, 413, 422, 500, 503])
    let errorMessage = input.bool()
    let scoreID = Int64(bitPattern: input.uint64())
    let current = input.pick(["/"] + GameRegistry.games.map { "/\($0.slug)" } + ["/leaderboard", "/elsewhere"])
    let text = texts + [String(decoding: input.rest(), as: UTF8.self)]

    func pages(_ text: [String]) -> [(String, String)] {
        let chrome = PageChrome(title: text[0], csrf: text[1], current: current, flash: text[2].isEmpty ? nil : text[2])
        let error = ErrorPageModel(page: chrome, status: status, heading: text[3], message: text[4])
        let name = NameFormPage(page: chrome, scoreID: scoreID, name: text[4], errorMessage: errorMessage)
        do {
            return [("error", try Fixture.templates.render(error, template: "error")),
                    ("leaderboard/name", try Fixture.templates.render(name, template: "leaderboard/name"))]
        } catch {
            fatalError("a template failed to render: \(error)")
        }
    }

    let hostile = pages(text)
    let tame = pages(text.map(Fixture.tamed))
    for ((template, page), (_, reference)) in zip(hostile, tame) {
        for markup in ["<", ">", "\"", "'"] {
            require(page.count(of: markup) == reference.count(of: markup),
                    "\(template): input text added a raw \(markup) (\(text.map(\.debugDescription)))")
        }
    }
}

enum Fixture {
    static let templates: Templates = {
        let root = ProcessInfo.processInfo.environment["MINIGAMES_TEMPLATES"]
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Templates").path
        do {
            return try Templates(directory: root)
        } catch {
            fatalError("cannot load the templates from \(root): \(error)")
        }
    }()

    /// The same text with every markup character replaced by a letter (so emptiness, and so every
    /// `{{#section}}`, stays the same).
    static func tamed(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            out.unicodeScalars.append("<>\"'&".unicodeScalars.contains(scalar) ? "x" : scalar)
        }
        return out
    }
}

extension String {
    func count(of needle: String) -> Int {
        let scalar = needle.unicodeScalars.first!
        return unicodeScalars.reduce(0) { $0 + ($1 == scalar ? 1 : 0) }
    }
}
