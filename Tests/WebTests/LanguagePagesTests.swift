import Foundation
import Testing
@testable import Web

/// Every page state of the saved-pages set (`SavedPagesTests.cases`) in every language: the same status as in English,
/// no `{{placeholder}}` or `{placeholder}` shown, and no English sentence left where the language's catalog has a
/// translation of it.
@Suite("Pages in every language")
struct LanguagePagesTests {
    static let languages = Language.allCases.filter { $0 != .en }

    /// The English sentences each language translates: the plain words of each key (markup and placeholders cut
    /// out) in runs of at least three words, for the keys whose translation differs.
    static let englishRuns: [Language: [String]] = {
        var runs: [Language: [String]] = [:]
        for language in languages {
            let catalog = (try? CatalogTests.entries(language.code)) ?? [:]
            var found: Set<String> = []
            for (key, text) in catalog where text != key {
                let base = key.replacing(#/_(zero|one|two|few|many|other)$/#, with: "")
                let plain = base.replacing(#/<[^>]*>|\{\{\{?[^}]*\}?\}\}/#, with: "\n")
                for part in plain.split(separator: "\n") {
                    let words = part.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
                    if words.split(separator: " ").count >= 3 { found.insert(words) }
                }
            }
            runs[language] = found.sorted()
        }
        return runs
    }()

    static func inLanguage(_ pageCase: SavedPageCase, _ language: Language) -> SavedPageCase {
        let request = pageCase.request
        let separator = request.path.contains("?") ? "&" : "?"
        let path = request.path + separator + "lang=" + language.code
        let asked = request.method == "GET" ? SavedRequest.get(path)
            : SavedRequest.post(path, kind: request.kind, request.fields)
        return SavedPageCase(page: pageCase.page, rows: pageCase.rows, request: asked, status: pageCase.status, later: pageCase.later)
    }

    /// The text a person reads: tags cut out, entities as they read.
    static func visibleText(_ body: String) -> String {
        body.replacing(#/<script.*?</script>|<style.*?</style>/#.dotMatchesNewlines(), with: " ")
            .replacing(#/<[^>]*>/#, with: "\n")
            .replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">")
    }

    @Test("every saved page state, in every language", .enabled(if: SavedPages.recordMode == nil),
          arguments: SavedPagesTests.cases, languages)
    func page(_ pageCase: SavedPageCase, _ language: Language) throws {
        let (status, body, _) = try SavedPages.render(Self.inLanguage(pageCase, language))
        #expect(status == pageCase.status, "\(pageCase.page) in \(language.code): status")
        #expect(body.contains("<html lang=\"\(language.code)\" dir=\"\(language.direction)\">"))
        let text = Self.visibleText(body)
        let placeholders = text.matches(of: #/\{\{[^}]*\}\}|\{[A-Za-z]+\}/#).map { String($0.0) }
        #expect(placeholders.isEmpty, "\(pageCase.page) in \(language.code) shows \(placeholders)")
        let left = (Self.englishRuns[language] ?? []).filter { text.contains($0) }
        #expect(left.isEmpty, "\(pageCase.page) in \(language.code) still reads in English: \(left.prefix(8))")
    }
}
