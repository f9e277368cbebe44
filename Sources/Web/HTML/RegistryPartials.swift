/// Template text the registry writes, added to every set of templates as partials, so a template names the games
/// without keeping a list of its own (the layout's description). Made for each language the templates are compiled
/// in, from the registry's localized titles (`GameRegistry.titles`).
enum RegistryPartials {
    /// The partials in the language of the page being made (English outside a request).
    static var sources: [String: String] { sources(Language.chosen) }

    /// The partials in `language`.
    static func sources(_ language: Language) -> [String: String] {
        Language.$picked.withValue(language) { ["partials/game-titles": escaped(GameRegistry.titles)] }
    }

    /// As `{{name}}` would write it: the partial's text goes into the page as it is. A translation's `{` is written
    /// as its character reference, so no `{{` of one reads as a tag.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "{", with: "&#123;")
    }
}
