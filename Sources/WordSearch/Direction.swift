/// One of the eight ways a word can run across the grid, named as the letters read.
public enum Direction: String, Codable, Sendable, CaseIterable {
    case right, left, down, up, downRight, downLeft, upRight, upLeft

    /// Column step from one letter to the next.
    public var dx: Int {
        switch self {
        case .right, .downRight, .upRight: 1
        case .left, .downLeft, .upLeft: -1
        case .down, .up: 0
        }
    }

    /// Row step from one letter to the next.
    public var dy: Int {
        switch self {
        case .down, .downRight, .downLeft: 1
        case .up, .upRight, .upLeft: -1
        case .right, .left: 0
        }
    }

    /// The same line read the other way.
    public var opposite: Direction {
        switch self {
        case .right: .left
        case .left: .right
        case .down: .up
        case .up: .down
        case .downRight: .upLeft
        case .upLeft: .downRight
        case .downLeft: .upRight
        case .upRight: .downLeft
        }
    }

    /// Words on the same axis may not share letters: two words lying along one line would
    /// blur into each other, so overlaps are only allowed where words cross.
    var axis: UInt8 {
        switch self {
        case .right, .left: 1
        case .down, .up: 2
        case .downRight, .upLeft: 4
        case .downLeft, .upRight: 8
        }
    }

    /// The longest word this direction can hold in a grid of this size.
    func room(width: Int, height: Int) -> Int {
        switch (dx, dy) {
        case (_, 0): width
        case (0, _): height
        default: min(width, height)
        }
    }

    /// The player-facing name, for messages and forms ("down and right").
    public var title: String {
        switch self {
        case .right: "Right"
        case .left: "Left"
        case .down: "Down"
        case .up: "Up"
        case .downRight: "Down and right"
        case .downLeft: "Down and left"
        case .upRight: "Up and right"
        case .upLeft: "Up and left"
        }
    }
}
