/// Column names of one result set, shared by all of its rows (and kept by its statement between runs).
final class ColumnNames: Sendable {
    let names: [String]
    /// For wide results only: a scan of a dozen short names costs less than hashing one.
    private let positions: [String: Int]?

    init(_ names: [String]) {
        self.names = names
        if names.count > 16 {
            var positions: [String: Int] = [:]
            // The first column of a name wins, as in SQLite's own name lookup.
            for (index, name) in names.enumerated() where positions[name] == nil {
                positions[name] = index
            }
            self.positions = positions
        } else {
            positions = nil
        }
    }

    func position(of name: String) -> Int? {
        if let positions { return positions[name] }
        return names.firstIndex(of: name)
    }
}

/// One result row; values are read by column name. A missing column reads as `.null`.
public struct Row: Sendable {
    let columns: ColumnNames
    let values: [SQLValue]

    public subscript(_ column: String) -> SQLValue {
        guard let index = columns.position(of: column) else { return .null }
        return values[index]
    }

    public func int64(_ column: String) -> Int64? {
        if case .integer(let value) = self[column] { return value }
        return nil
    }

    public func int(_ column: String) -> Int? {
        int64(column).flatMap { Int(exactly: $0) }
    }

    public func string(_ column: String) -> String? {
        if case .text(let value) = self[column] { return value }
        return nil
    }

    public func double(_ column: String) -> Double? {
        switch self[column] {
        case .real(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }

    public func blob(_ column: String) -> [UInt8]? {
        if case .blob(let value) = self[column] { return value }
        return nil
    }
}
