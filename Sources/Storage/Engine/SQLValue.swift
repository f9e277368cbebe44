/// One value as SQLite stores it: bound into statements and read back from rows.
public enum SQLValue: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral,
    ExpressibleByNilLiteral, ExpressibleByFloatLiteral
{
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])

    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(stringLiteral value: String) { self = .text(value) }
    public init(nilLiteral: ()) { self = .null }
    public init(floatLiteral value: Double) { self = .real(value) }

    // Optional-taking initialisers so callers can bind `record.startedAt` without a switch.
    public init(_ value: Int?) { self = value.map { .integer(Int64($0)) } ?? .null }
    public init(_ value: Int64?) { self = value.map { .integer($0) } ?? .null }
    public init(_ value: Double?) { self = value.map { .real($0) } ?? .null }
    public init(_ value: String?) { self = value.map { .text($0) } ?? .null }
}
