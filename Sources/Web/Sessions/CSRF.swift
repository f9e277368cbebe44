/// Compares a submitted CSRF token with the session's in constant time, so the comparison
/// does not tell an attacker how many leading characters were right.
enum CSRF {
    static func matches(_ submitted: String?, _ expected: String) -> Bool {
        guard let submitted, !expected.isEmpty else { return false }
        return ConstantTime.equal(Array(submitted.utf8), Array(expected.utf8))
    }
}
