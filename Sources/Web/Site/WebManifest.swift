import Foundation
import HTTP

/// The web app manifest, made from the registry once per language: installing the site offers a shortcut to each
/// game. Its address stays one (`path`); its language is the request's (`LanguageMiddleware`): `?lang=` when the
/// address names one (as a page's link to it may), else the browser's `Accept-Language`, which it then varies by.
/// English is the manifest as it always was; another language adds its `lang` and `dir`.
enum WebManifest {
    static let path = "/static/manifest.webmanifest"

    private struct Manifest: Encodable {
        struct Icon: Encodable {
            let src: String
            let sizes: String
            let type: String
        }

        struct Shortcut: Encodable {
            let name: String
            let description: String
            let url: String
        }

        let name = "Minigames"
        let short_name = "Minigames"
        let description: String
        /// Left out in English (nil is not written), as the manifest had none before it had languages.
        let lang: String?
        let dir: String?
        let start_url = "/"
        let display = "standalone"
        let background_color = "#f6f7fb"
        let theme_color = "#4f46e5"
        let icons = [
            Icon(src: "/static/icon.svg", sizes: "any", type: "image/svg+xml"),
            Icon(src: "/static/icon-192.png", sizes: "192x192", type: "image/png"),
            Icon(src: "/static/icon-512.png", sizes: "512x512", type: "image/png"),
            Icon(src: "/static/icon-180.png", sizes: "180x180", type: "image/png"),
        ]
        let shortcuts: [Shortcut]

        /// In the language of the page being made.
        init(_ language: Language) {
            description = localized("{{games}} in any browser.", ["games": App.siteTitle])
            lang = language == .en ? nil : language.code
            dir = language == .en ? nil : language.direction
            shortcuts = GameRegistry.games.map { Shortcut(name: $0.title, description: $0.subtitle, url: $0.href) }
        }
    }

    /// Each language's manifest, encoded once.
    static let bytes = PerLanguage { language in
        Language.$picked.withValue(language) {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            // Encoding constant values of plain types cannot fail.
            return Array((try? encoder.encode(Manifest(language))) ?? Data("{}".utf8))
        }
    }

    /// The manifest in the request's language; one chosen by the browser's languages says so in `Vary`.
    static func response(_ request: Request) -> Response {
        var response = Response(headers: [("Content-Type", "application/manifest+json"), ("Cache-Control", "public, max-age=3600")],
                                body: bytes.current)
        if request.query["lang"] == nil { response.addVary("Accept-Language") }
        return response
    }
}
