/// One number a game keeps of each ranked win for its players' statistics (`GameScore.measures`), shown in the
/// statistics panel as the session's best: its label there and how the number is written.
struct GameStatistic: Sendable {
    private let titleText: @Sendable () -> String
    /// How the number is written, in the page's language.
    let format: @Sendable (Double) -> String

    /// `title` is read again for each page, in its language (a `localized` literal where a game lists them).
    init(title: @autoclosure @escaping @Sendable () -> String, format: @escaping @Sendable (Double) -> String) {
        titleText = title
        self.format = format
    }

    /// The panel's label ("Best 3BV/s").
    var title: String { titleText() }
}
