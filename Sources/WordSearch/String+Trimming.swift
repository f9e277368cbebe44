extension String {
    /// The text without leading and trailing white space (Foundation is not imported here).
    var trimmingWhitespace: String {
        let characters = Substring(self).drop(while: \.isWhitespace)
        return String(characters.reversed().drop(while: \.isWhitespace).reversed())
    }
}
