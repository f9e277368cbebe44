extension MineField: Codable {
    private enum CodingKeys: String, CodingKey {
        case width, height, mines
    }

    /// `{"width":30,"height":16,"mines":"<hex>"}`: four cells per hex digit, so an Expert
    /// layout takes 120 characters.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let width = try container.decode(Int.self, forKey: .width)
        let height = try container.decode(Int.self, forKey: .height)
        let hex = try container.decode(String.self, forKey: .mines)
        guard (1...10_000).contains(width), (1...10_000).contains(height),
              let field = MineField(width: width, height: height, hex: hex) else {
            throw DecodingError.dataCorruptedError(forKey: .mines, in: container,
                                                   debugDescription: "Not a mine layout for a \(width)×\(height) board.")
        }
        self = field
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encode(hex, forKey: .mines)
    }

    /// Cell `i` is bit `i % 4` (lowest first) of hex digit `i / 4`.
    var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity((cellCount + 3) / 4)
        for nibble in 0..<(cellCount + 3) / 4 {
            let value = bits[nibble >> 4] >> UInt64((nibble & 15) * 4) & 0xF
            out.append(digits[Int(value)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Nil unless `hex` has exactly one digit per four cells and no mines past the last cell.
    init?(width: Int, height: Int, hex: String) {
        self.init(width: width, height: height)
        let utf8 = Array(hex.utf8)
        guard width > 0, height > 0, utf8.count == (cellCount + 3) / 4 else { return nil }
        for (nibble, char) in utf8.enumerated() {
            let value: UInt64
            switch char {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt64(char - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = UInt64(char - UInt8(ascii: "a") + 10)
            default: return nil
            }
            bits[nibble >> 4] |= value << UInt64((nibble & 15) * 4)
        }
        let used = cellCount & 63
        if used != 0, bits[bits.count - 1] >> UInt64(used) != 0 { return nil }
    }
}
