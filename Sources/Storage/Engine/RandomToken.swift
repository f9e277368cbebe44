/// 128 random bits from the system's CSPRNG, as 32 lower-case hex characters: session ids and CSRF tokens.
enum RandomToken {
    static let length = 32

    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return hex(generator.next()) + hex(generator.next())
    }

    static func isWellFormed(_ token: String) -> Bool {
        let isHex = { (byte: UInt8) in (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte) }
        // Checked on every request with a cookie: the contiguous bytes when the string has them (it always does).
        return token.utf8.count == length
            && (token.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isHex) } ?? token.utf8.allSatisfy(isHex))
    }

    private static func hex(_ bits: UInt64) -> String {
        let digits = String(bits, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
