/// Hex digits read one at a time: a form's `%2F`, PostgreSQL's `bytea` text (`\x…`), a session key from the
/// environment. Inlinable: percent-decoding reads every escaped byte of every form through it.
public enum HexDigits {
    /// The value of one hex digit, either case; nil for any other byte.
    @inlinable
    public static func value(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
