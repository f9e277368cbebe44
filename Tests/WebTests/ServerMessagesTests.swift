import Foundation
import Testing
@testable import Web

/// The HTTP layer's own error messages (it cannot import Web, so cannot translate) reach `App.errorPage` in English;
/// `ServerMessages` lists each as a `localized("…")` literal, so the catalogs have them and a page shows them in its
/// language. A message added to Sources/HTTP and not listed there would stay English on every page.
@Suite("The HTTP layer's messages in every language")
struct ServerMessagesTests {
    /// The sentences Sources/HTTP hands to an error page: the router's, the server's framing and head checks, its
    /// event streams', the form decoder's and the body limit's.
    static func httpMessages() throws -> Set<String> {
        let folder = TestSite.root.appendingPathComponent("Sources/HTTP")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String })
        let literal = #""((?:[^"\\]|\\.)+)""#
        let patterns = [
            #"errorPage\([^,]+,\s*\d{3},\s*"# + literal, #"errorResponse\([^,]+,\s*\d{3},\s*"# + literal,
            #"\.refused\(status:\s*\d{3},\s*message:\s*"# + literal, #"return \(\d{3},\s*"# + literal,
            #"message: String = "# + literal, #"static let tooLarge = "# + literal,
        ].map { try! Regex($0) }
        var messages: Set<String> = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for pattern in patterns {
                for match in text.matches(of: pattern) {
                    if let found = match.output[1].substring { messages.insert(String(found)) }
                }
            }
        }
        return messages
    }

    @Test("each is listed, as the literal the catalogs are made from")
    func listed() throws {
        let messages = try Self.httpMessages()
        #expect(messages.count >= 18, "\(messages.count) found: the patterns above no longer match Sources/HTTP")
        let source = try String(contentsOf: TestSite.root.appendingPathComponent("Sources/Web/Site/ServerMessages.swift"),
                                encoding: .utf8)
        let missing = messages.filter { !source.contains("case \"\($0)\":") || !source.contains("localized(\"\($0)\")") }
        #expect(missing.isEmpty, "not in ServerMessages: \(missing.sorted())")
    }

    @Test("English is the message as it came; another language's catalog translates it")
    func translated() throws {
        #expect(ServerMessages.shown("There is no page at this address.") == "There is no page at this address.")
        #expect(ServerMessages.shown("Something Web already said.") == "Something Web already said.")
        CatalogSet.install(try CatalogSet.read(folder: CatalogTests.folder))
        let german = try CatalogTests.entries("de")
        guard let translation = german["There is no page at this address."] else { return }
        let shown = Language.$picked.withValue(.de) { ServerMessages.shown("There is no page at this address.") }
        #expect(shown == translation)
    }
}
