/// The difficulty a player picks: the three classic boards, or a board of their own size.
public enum MinesweeperLevel: String, Codable, Sendable, CaseIterable {
    case beginner
    case intermediate
    case expert
    case custom

    /// The name shown to players.
    public var title: String {
        switch self {
        case .beginner: "Beginner"
        case .intermediate: "Intermediate"
        case .expert: "Expert"
        case .custom: "Custom"
        }
    }
}
