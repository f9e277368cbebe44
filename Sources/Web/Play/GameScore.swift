/// What a won game puts on its board (`GamePages.score`): the value in the board's measure (ms for `.time`, moves
/// for `.fewest`), a penalty that ranks it after any smaller one (Word Search's reveals), the extra column's figure
/// (3BV/s), and the numbers the session's statistics keep (`measures`, ordered as `GamePages.statistics`).
struct GameScore: Sendable, Equatable {
    let value: Int64
    var penalty = 0
    var detail: Double? = nil
    var measures: [Double?] = []
}
