/// How hard a preset game is: the level sets the grid size, how many words are hidden and which
/// ways they may run. `custom` is a game whose settings the player chose.
public enum WordSearchLevel: String, Codable, Sendable, CaseIterable {
    case easy, medium, hard, custom

    public var title: String {
        switch self {
        case .easy: "Easy"
        case .medium: "Medium"
        case .hard: "Hard"
        case .custom: "Custom"
        }
    }

    /// Side of the square grid.
    public var size: Int {
        switch self {
        case .easy: 10
        case .medium: 12
        case .hard: 15
        case .custom: 12
        }
    }

    /// How many words the level takes from its word list (fewer if the list is shorter).
    public var wordCount: Int {
        switch self {
        case .easy: 6
        case .medium: 10
        case .hard: 15
        case .custom: 10
        }
    }

    /// Easy reads only forwards (across and down); Medium adds the two forward diagonals;
    /// Hard hides words in all eight directions, backwards included.
    public var directions: [Direction] {
        switch self {
        case .easy: [.right, .down]
        case .medium: [.right, .down, .downRight, .upRight]
        case .hard, .custom: Direction.allCases
        }
    }

    /// The level's directions for a language: in one read right to left, Easy's and Medium's words run as that
    /// language reads (leftwards, and down), the grid itself staying as it is.
    public func directions(for language: WordSearchLanguage) -> [Direction] {
        // Mirrored: right and left swap, and so do the diagonals (Hard's eight stay the eight).
        guard language.readsRightToLeft, Set(directions) != Set(Direction.allCases) else { return directions }
        return directions.map { direction in
            switch direction {
            case .right: .left
            case .left: .right
            case .downRight: .downLeft
            case .downLeft: .downRight
            case .upRight: .upLeft
            case .upLeft: .upRight
            case .down, .up: direction
            }
        }
    }

    /// Reveals a preset game allows, as in the original app.
    public var reveals: Int { 2 }

    /// One line for the level picker, e.g. "10×10, 6 words, across and down".
    public var summary: String {
        switch self {
        case .easy: "\(size)×\(size), \(wordCount) words, across and down"
        case .medium: "\(size)×\(size), \(wordCount) words, across, down and diagonally"
        case .hard: "\(size)×\(size), \(wordCount) words, all eight directions, backwards too"
        case .custom: "Your own words, grid size and reveals"
        }
    }
}
