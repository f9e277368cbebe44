/// Column names of one result set, shared by all of its rows.
final class ColumnNames: Sendable {
    let positions: [String: Int]

    init(_ names: [String]) {
        var positions: [String: Int] = [:]
        // The first column of a name wins, as in SQLite's own name lookup.
        for (index, name) in names.enumerated() where positions[name] == nil {
            positions[name] = index
        }
        self.positions = positions
    }
}

/// One result row; values are read by column name. A missing column reads as `.null`.
public struct Row: Sendable {
    let columns: ColumnNames
    let values: [SQLValue]

    public subscript(_ column: String) -> SQLValue {
        guard let index = columns.positions[column] else { return .null }
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
