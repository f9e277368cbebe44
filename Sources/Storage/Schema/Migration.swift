/// One numbered step of the schema. Applied once, in its own transaction, and recorded in the database.
/// The number is the same on both backends; the DDL is each dialect's own where the two differ.
public struct Migration: Sendable {
    public let version: Int
    public let name: String
    public let sqlite: String
    public let postgres: String

    public init(version: Int, name: String, sqlite: String, postgres: String) {
        self.version = version
        self.name = name
        self.sqlite = sqlite
        self.postgres = postgres
    }

    /// A step written in SQL both dialects accept.
    public init(version: Int, name: String, sql: String) {
        self.init(version: version, name: name, sqlite: sql, postgres: sql)
    }

    func sql(for dialect: SQLDialect) -> String {
        switch dialect {
        case .sqlite: sqlite
        case .postgres: postgres
        }
    }
}
