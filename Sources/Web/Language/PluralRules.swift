import CPluralRules

/// A language's CLDR plural rules, from the system's ICU: which of "zero", "one", "two", "few", "many" or "other" a
/// number takes. Opened once per language at start and kept for the process's life.
final class PluralRules: @unchecked Sendable {
    // ICU's rules are immutable once opened, and selecting with them is thread-safe.
    private let rules: UnsafeMutableRawPointer?
    /// The categories of 0 to 999, asked of ICU once: the counts pages show are almost all below a thousand.
    private let small: [PluralCategory]

    init(localeIdentifier: String) {
        let rules = plural_rules_open(localeIdentifier)
        self.rules = rules
        small = (0..<1000).map { Self.select(rules, $0) }
    }

    deinit {
        if let rules { plural_rules_close(rules) }
    }

    func category(of number: Int) -> PluralCategory {
        small.indices.contains(number) ? small[number] : Self.select(rules, number)
    }

    private static func select(_ rules: UnsafeMutableRawPointer?, _ number: Int) -> PluralCategory {
        guard let rules else { return number == 1 ? .one : .other }
        var buffer = (Int8(0), Int8(0), Int8(0), Int8(0), Int8(0), Int8(0), Int8(0), Int8(0))
        let length = withUnsafeMutableBytes(of: &buffer) { bytes in
            plural_rules_select(rules, Double(number), bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count))
        }
        guard length > 0 else { return .other }
        let name = withUnsafeBytes(of: buffer) { String(decoding: $0.prefix(Int(length)), as: UTF8.self) }
        return PluralCategory(rawValue: name) ?? .other
    }
}

/// CLDR's plural categories, in CLDR's order; catalogs key a plural's forms by them (`key_one`, `key_other`).
enum PluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other
}
