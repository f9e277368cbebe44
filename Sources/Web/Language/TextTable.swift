import Glibc

/// A catalog's texts by their English key, looked up on every `localized` call (dozens a page): open addressing on a
/// 64-bit FNV-1a hash of the key's bytes, checked against the key's bytes. Swift's `Dictionary<String, _>` hashes
/// with SipHash, and a key with one non-ASCII character (`·`, `—`) through Unicode normalization first: about four
/// times the cost. The keys are the catalog's own and the lookups literals in the code, never a visitor's text, so a
/// hash an attacker could aim at has nothing to aim with.
struct TextTable<Value: Sendable>: Sendable {
    private struct Entry: Sendable {
        let hash: UInt64
        let key: String
        let value: Value
    }

    /// A power of two slots, at most half full; nil is an empty slot.
    private let slots: [Entry?]

    init(_ entries: some Sequence<(String, Value)>) {
        let entries = Array(entries)
        var capacity = 16
        while capacity < entries.count * 2 { capacity *= 2 }
        var slots = [Entry?](repeating: nil, count: capacity)
        for (key, value) in entries {
            var key = key
            key.makeContiguousUTF8()
            let hash = Self.hash(key)
            var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
            while let taken = slots[slot] {
                if taken.key == key { break }
                slot = (slot + 1) & (capacity - 1)
            }
            slots[slot] = Entry(hash: hash, key: key, value: value)
        }
        self.slots = slots
    }

    subscript(key: String) -> Value? {
        let hash = Self.hash(key)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while let entry = slots[slot] {
            if entry.hash == hash, Self.same(entry.key, key) { return entry.value }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private static func hash(_ key: String) -> UInt64 {
        var key = key
        return key.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            return hash
        }
    }

    /// Byte for byte: catalogs and the code write their keys in the same normalization form.
    private static func same(_ one: String, _ other: String) -> Bool {
        var one = one, other = other
        let count = one.utf8.count
        guard count == other.utf8.count else { return false }
        return one.withUTF8 { left in
            other.withUTF8 { right in count == 0 || memcmp(left.baseAddress!, right.baseAddress!, count) == 0 }
        }
    }
}
