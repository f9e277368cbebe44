/// A mine layout as hex digits, as a stored game keeps it: four cells per digit, so an Expert layout takes 120
/// characters.
extension MineField {
    /// Cell `i` is bit `i % 4` (lowest first) of hex digit `i / 4`.
    var hex: String {
        String(unsafeUninitializedCapacity: (cellCount + 3) / 4) { digits in
            writeHex(into: digits)
            return digits.count
        }
    }

    /// Writes `hex` into `digits`, which holds exactly one byte per four cells.
    func writeHex(into digits: UnsafeMutableBufferPointer<UInt8>) {
        let symbols: StaticString = "0123456789abcdef"
        for nibble in digits.indices {
            let value = bits[nibble >> 4] >> UInt64((nibble & 15) * 4) & 0xF
            digits[nibble] = symbols.utf8Start[Int(value)]
        }
    }

    /// Nil unless `hex` has exactly one digit per four cells and no mines past the last cell.
    init?(width: Int, height: Int, hex: String) {
        self.init(width: width, height: height, hexDigits: hex.utf8)
    }

    /// The same, from the digits' bytes.
    init?(width: Int, height: Int, hexDigits: some Collection<UInt8>) {
        self.init(width: width, height: height)
        guard width > 0, height > 0, hexDigits.count == (cellCount + 3) / 4 else { return nil }
        var nibble = 0
        var word: UInt64 = 0
        for char in hexDigits {
            let value: UInt64
            switch char {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt64(char - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = UInt64(char - UInt8(ascii: "a") + 10)
            default: return nil
            }
            word |= value << UInt64((nibble & 15) * 4)
            nibble += 1
            if nibble & 15 == 0 {
                bits[(nibble >> 4) - 1] = word
                word = 0
            }
        }
        if nibble & 15 != 0 {
            bits[nibble >> 4] = word
        }
        let used = cellCount & 63
        if used != 0, bits[bits.count - 1] >> UInt64(used) != 0 { return nil }
    }
}
