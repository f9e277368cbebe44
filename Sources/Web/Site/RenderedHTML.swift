import Mustache

/// HTML already rendered (by a flat template), placed into a page with `{{{name}}}` as it is.
struct RenderedHTML: MustacheCustomRenderable, Sendable {
    let html: String

    var renderText: String { html }
    var isNull: Bool { false }
}
