import HTTP

/// The Open Graph and Twitter card tags of a page worth pasting into a chat (a replay, the daily boards, a
/// challenge): its title, a sentence, a real picture of its game from `Public/`, and its own address, each absolute
/// (`PublicAddress`). None when the server knows no address to trust: a preview of relative links shows nothing.
struct LinkPreview: Sendable {
    let title: String
    let description: String
    let image: String
    let url: String

    /// `game`: the slug whose picture it shows; nil: the title screen's.
    init?(title: String, description: String, game: String?, path: String, app: App, _ request: Request) {
        guard let url = app.publicAddress.link(to: path, for: request),
              let image = app.publicAddress.link(to: "/static/\(Self.picture(game))", for: request) else { return nil }
        self.title = title
        self.description = description
        self.image = image
        self.url = url
    }

    /// Each game's screenshot, as the README shows it; the title screen for the rest.
    static func picture(_ game: String?) -> String {
        switch game {
        case "minesweeper": "screenshot-phone-minesweeper.png"
        case "wordsearch": "screenshot-phone-wordsearch.png"
        case "ultimatetictactoe": "screenshot-phone-ultimate.png"
        case "tictactoe": "screenshot-phone-tictactoe.png"
        default: "screenshot-title.png"
        }
    }
}

extension LinkPreview: TemplateFields {
    var templateFields: TemplateObject {
        ["title": .init(title), "description": .init(description), "image": .init(image), "url": .init(url)]
    }
}
