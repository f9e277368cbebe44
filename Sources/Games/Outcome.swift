/// Where a game stands, seen from the person playing it. The web layer uses it to time games,
/// end them and record wins, without knowing each game's rules.
public enum Outcome: String, Codable, Sendable, CaseIterable {
    case playing
    case won
    case lost
    case draw

    public var isOver: Bool { self != .playing }
}
