import Foundation

/// Words a leaderboard name may not contain, from an operator's file: one word per line, `#` starts a
/// comment. A name is compared by its letters only, case and accents folded, so "B.a-D", "bád" and
/// "xxbadxx" all contain "bad".
public struct BlockedWords: Sendable {
    public struct FileError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Folded, letters only, never empty.
    let words: [String]

    public static let none = BlockedWords([])

    public init(_ words: [String]) {
        self.words = words.map(Self.letters).filter { !$0.isEmpty }
    }

    public init(contentsOfFile path: String) throws(FileError) {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw FileError(description: "cannot read the blocked words file \(path): \(error.localizedDescription)")
        }
        self.init(text.split(whereSeparator: \.isNewline).map { line in
            String(line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        })
    }

    public var count: Int { words.count }

    func blocks(_ name: String) -> Bool {
        guard !words.isEmpty else { return false }
        let folded = Self.letters(name)
        return words.contains { folded.contains($0) }
    }

    static func letters(_ text: String) -> String {
        String(text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .filter(\.isLetter))
    }
}
