import Synchronization

/// Request ids for the JSON log and `X-Request-Id`: a trusted proxy's own, when it is sane, else one made here
/// (a random prefix per process and a count, so unique without a lock or a random draw per request).
final class RequestIDs: Sendable {
    private let prefix: String
    private let count = Atomic<UInt64>(0)

    init() {
        prefix = String(UInt64.random(in: 1 << 40 ..< 1 << 44), radix: 16)
    }

    func next() -> String {
        let number = count.wrappingAdd(1, ordering: .relaxed).newValue
        return prefix + "-" + String(number, radix: 16)
    }

    /// A proxy's id is taken when it is 1–64 letters, digits, `-`, `_`, `.` or `:`.
    static func isSane(_ id: String) -> Bool {
        (1...64).contains(id.utf8.count) && id.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == 0x2D || byte == 0x5F || byte == 0x2E || byte == 0x3A
        }
    }
}
