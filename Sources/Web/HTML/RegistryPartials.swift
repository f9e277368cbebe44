/// Template text the registry writes, added to every set of templates as partials, so a template names the games
/// without keeping a list of its own (the layout's description).
enum RegistryPartials {
    static let sources: [String: String] = ["partials/game-titles": escaped(GameRegistry.titles)]

    /// As `{{name}}` would write it: the partial's text goes into the page as it is.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
