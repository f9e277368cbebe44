/// Compares a submitted CSRF token with the session's in constant time, so the comparison
/// does not tell an attacker how many leading characters were right.
enum CSRF {
    static func matches(_ submitted: String?, _ expected: String) -> Bool {
        guard let submitted else { return false }
        let a = Array(submitted.utf8)
        let b = Array(expected.utf8)
        guard a.count == b.count, !b.isEmpty else { return false }
        var difference: UInt8 = 0
        for index in a.indices {
            difference |= a[index] ^ b[index]
        }
        return difference == 0
    }
}
