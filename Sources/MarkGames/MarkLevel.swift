/// How well the computer plays in one mark game: each game names its own levels (Impossible, Hard).
public protocol MarkLevel: RawRepresentable<String>, Codable, Sendable, Hashable, CaseIterable
where AllCases == [Self] {
    /// The level a new game takes when the setup form names none.
    static var standard: Self { get }
    /// The name a player sees when choosing.
    var title: String { get }
}

extension MarkLevel {
    /// The levels as a player reads them in a refusal: "Easy, Medium or Hard".
    static var choices: String {
        let titles = allCases.map(\.title)
        return titles.dropLast().joined(separator: ", ") + " or " + (titles.last ?? "")
    }
}
