/// What every page shows around its own content; the layout template reads these fields.
struct PageChrome: Sendable {
    let title: String
    let csrf: String
    let stylesheet: String?
    let flash: String?
    /// The title screen marks the brand link as the current page.
    let isHome: Bool
    /// The main menu: every game of the registry, then the leaderboard, with the current one marked.
    let nav: [MenuLink]
    /// The session's sound effects setting, which the game bar's toggle (`partials/sound`) shows as pressed.
    let sound: Bool
    /// The session's vibration setting (`partials/sound`'s second toggle): play.js vibrates only when it is on. Each
    /// toggle posts its hidden field (the setting asked for); its button's value is the setting as it is, which a
    /// text browser shows beside it ("(off) ♪ Sound").
    let vibration: Bool
    /// The session's blind mode (`partials/blind`, beside Sound): the game page puts its move box first.
    let blind: Bool
    /// Open Graph and Twitter card tags, on pages worth pasting into a chat (`LinkPreview`).
    var preview: LinkPreview? = nil

    /// `current` is the path of the menu entry this page belongs to ("/", "/minesweeper", "/leaderboard"), if any.
    init(title: String, csrf: String, current: String?, stylesheet: String? = nil, flash: String? = nil,
         sound: Bool = false, vibration: Bool = false, blind: Bool = false) {
        self.title = title
        self.csrf = csrf
        self.stylesheet = stylesheet
        self.flash = flash
        self.sound = sound
        self.vibration = vibration
        self.blind = blind
        isHome = current == "/"
        nav = (current.flatMap { Self.menus.current[$0] } ?? Self.plainMenu.current).links
    }

    struct MenuLink: TemplateFields {
        let title: String
        /// What a phone shows, where four full titles do not fit on one line (the full title stays the link's name).
        let short: String
        let href: String
        /// The page it names (`href` may add a query and fragment): how the current page finds its menu.
        let path: String
        let current: Bool

        var templateFields: TemplateObject {
            ["title": .init(title), "short": .init(short), "href": .init(href), "path": .init(path), "current": .init(current)]
        }
    }

    /// Every game's title, short title, address and link (`GameEntry.landing`), then the leaderboard's, in the
    /// language of the page being made.
    private static func links() -> [(title: String, short: String, href: String, link: String)] {
        GameRegistry.games.map { (title: $0.title, short: $0.shortTitle, href: $0.href, link: $0.landing) }
            + [(title: localized("Leaderboard"), short: localized("Scores"), href: "/leaderboard", link: "/leaderboard")]
    }

    private static func menu(_ links: [(title: String, short: String, href: String, link: String)],
                             current: String?) -> (links: [MenuLink], value: TemplateValue) {
        let menu = links.map { MenuLink(title: $0.title, short: $0.short, href: $0.link, path: $0.href,
                                     current: $0.href == current) }
        return (menu, .init(menu))
    }

    /// Each language's menus, made once: one per menu entry, and one with no entry current.
    fileprivate static let menus = PerLanguage { language in
        Language.$picked.withValue(language) {
            let links = links()
            return Dictionary(uniqueKeysWithValues: links.map { ($0.href, menu(links, current: $0.href)) })
        }
    }
    fileprivate static let plainMenu = PerLanguage { language in
        Language.$picked.withValue(language) { menu(links(), current: nil) }
    }
}

extension PageChrome: TemplateFields {
    /// The menu as the renderer reads it, made once per menu entry: the same few values on every page.
    private var navValue: TemplateValue {
        let current = nav.first(where: \.current)?.path
        return (current.flatMap { Self.menus.current[$0] } ?? Self.plainMenu.current).value
    }

    /// The same page in each language (`hreflang`): its path with `?lang=`, on pages reached by a plain address.
    private var alternates: TemplateValue {
        guard let path = Language.pagePath else { return .null }
        let joiner = path.utf8.contains(UInt8(ascii: "?")) ? "&lang=" : "?lang="
        return .list(Language.allCases.map { language in
            .object(["code": .text(language.code), "href": .text(path + joiner + language.code)])
        } + [.object(["code": .text("x-default"), "href": .text(path)])])
    }

    var templateFields: TemplateObject {
        ["alternates": alternates, "title": .init(title), "csrf": .init(csrf), "stylesheet": .init(stylesheet), "flash": .init(flash),
         "isHome": .init(isHome), "nav": navValue, "sound": .init(sound), "vibration": .init(vibration),
         "blind": .init(blind), "preview": .init(preview)]
    }
}
