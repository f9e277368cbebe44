/// HTML already rendered (a board, written by `HTMLWriter`), placed into a page with `{{{name}}}` as it is.
/// Kept as UTF-8 bytes: a board is 40 KB, and the page it goes into is bytes too.
struct RenderedHTML: Sendable {
    let bytes: [UInt8]
}
