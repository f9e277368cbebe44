/// Who plays: one person against the computer, or two people taking turns on one device. Online play with a
/// friend is two people too, on two devices: the web layer can add it as a case here or drive `twoPlayers`.
public enum Mode: String, Codable, Sendable, CaseIterable {
    case vsComputer = "computer"
    case twoPlayers = "two-players"

    /// The name a player sees when choosing.
    public var title: String {
        switch self {
        case .vsComputer: "Against the computer"
        case .twoPlayers: "Two players"
        }
    }
}
