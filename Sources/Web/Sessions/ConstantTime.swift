/// Comparisons of secrets (form tokens, cookie signatures, the operator's token) whose time tells nothing about
/// how much of a guess was right: every byte of the expected value is read whatever was given, and only a
/// difference in length can show.
enum ConstantTime {
    static func equal(_ given: [UInt8], _ expected: [UInt8]) -> Bool {
        var difference = given.count ^ expected.count
        for index in expected.indices {
            difference |= Int(expected[index] ^ (index < given.count ? given[index] : 0))
        }
        return difference == 0
    }
}
