/// The numbers inside a move's short text (`r37`, `s3-17`). A move's text is read back only in the one form its
/// `text` writes, so a stored or replayed move list has exactly one spelling per move.
public enum MoveText {
    /// A whole number written as Swift writes a non-negative `Int`: ASCII digits, no sign, no leading zero, no
    /// space; nil for anything else, and for a number too large for `Int`.
    public static func number(_ text: Substring) -> Int? {
        guard let first = text.utf8.first, text.utf8.allSatisfy({ (48...57).contains($0) }),
              first != UInt8(ascii: "0") || text.utf8.count == 1 else { return nil }
        return Int(text)
    }
}
