/// What a won game puts on its board, as the game measures it (`GamePages.score`): the value in the board's
/// measure (milliseconds for `.time`, moves for `.fewest`), a penalty that ranks it after every result with a smaller
/// one (Word Search's reveals), the figure of the board's extra column (3BV/s), and the numbers the session's
/// statistics keep of the win (`measures`, in the order of `GamePages.statistics`).
struct GameScore: Sendable, Equatable {
    let value: Int64
    var penalty = 0
    var detail: Double? = nil
    var measures: [Double?] = []
}
