import Foundation
import HTTP

/// The web app manifest, made once from the registry: installing the site offers a shortcut to each game.
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
        let description = "\(App.siteTitle) in any browser."
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
        let shortcuts = GameRegistry.games.map { Shortcut(name: $0.title, description: $0.subtitle, url: $0.href) }
    }

    static let bytes: [UInt8] = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding constant values of plain types cannot fail.
        return Array((try? encoder.encode(Manifest())) ?? Data("{}".utf8))
    }()

    static var response: Response {
        Response(headers: [("Content-Type", "application/manifest+json"), ("Cache-Control", "public, max-age=3600")],
                 body: bytes)
    }
}
