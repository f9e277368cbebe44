/// A player's own words (a name) inside a sentence of the page's language, set apart from the sentence's direction
/// with Unicode's first-strong isolate, as `<bdi>` does in markup: an Arabic name in an English line, or "Ann 2" in
/// an Arabic one, keeps its own order and leaves the sentence's alone. Plain text, so it holds in a title, a share
/// text and a screen reader's line alike.
func isolated(_ text: String) -> String {
    "\u{2068}" + text + "\u{2069}"
}
