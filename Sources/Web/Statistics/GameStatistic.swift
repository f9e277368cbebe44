/// One number a game keeps of each ranked win for its players' statistics (`GameScore.measures`), shown in the
/// statistics panel as the session's best: its label there and how the number is written.
struct GameStatistic: Sendable {
    /// The panel's label ("Best 3BV/s").
    let title: String
    let format: @Sendable (Double) -> String
}
