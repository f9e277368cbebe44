/// Text from a request (its method, its target) made safe for one log line: libmicrohttpd passes raw control bytes
/// through, which could forge log lines or drive a terminal reading the log. Control characters (C0, DEL, C1) and
/// the backslash are written as escapes, so the logged text reads back unambiguously.
public enum LogText {
    public static func escaped(_ text: some StringProtocol) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return String(text) }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where needsEscape(scalar):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\x" + (hex.count < 2 ? "0" + hex : hex)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\\"
    }
}
