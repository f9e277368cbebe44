/// A finished game's result card as every game page draws it (`Templates/game.mustache`): its heading, its one
/// sentence and its tone (`won`, `lost`, `draw`), which colours the card. What a game adds (time, 3BV, words
/// found) is its own page's.
struct GameResult: Sendable {
    let heading: String
    let text: String
    let tone: String
}

extension GameResult: TemplateFields {
    var templateFields: TemplateObject {
        ["heading": .init(heading), "text": .init(text), "tone": .init(tone)]
    }
}
