import CPostgres
import Digits

/// Reads a libpq result (text format) into rows of `SQLValue`, by each column's type: integers and booleans as
/// `.integer`, floating point as `.real`, `numeric` (what `sum` of integers gives) as `.integer` when whole,
/// `bytea` as `.blob`, everything else as `.text`.
enum PostgresRows {
    // Type OIDs from PostgreSQL's pg_type.dat; fixed across versions.
    private static let boolean: UInt32 = 16, bytea: UInt32 = 17, int8: UInt32 = 20, int2: UInt32 = 21, int4: UInt32 = 23
    private static let oid: UInt32 = 26, float4: UInt32 = 700, float8: UInt32 = 701, numeric: UInt32 = 1700

    static func read(_ result: OpaquePointer, limit: Int32 = .max) -> [Row] {
        let fields = PQnfields(result)
        let count = min(PQntuples(result), limit)
        guard count > 0 else { return [] }
        let columns = ColumnNames((0..<fields).map { String(cString: PQfname(result, $0)) })
        let types = (0..<fields).map { PQftype(result, $0) }
        var rows: [Row] = []
        rows.reserveCapacity(Int(count))
        for row in 0..<count {
            let values = (0..<fields).map { field -> SQLValue in
                guard PQgetisnull(result, row, field) == 0, let text = PQgetvalue(result, row, field) else { return .null }
                let length = Int(PQgetlength(result, row, field))
                let bytes = UnsafeRawBufferPointer(start: text, count: length)
                return value(bytes, type: types[Int(field)])
            }
            rows.append(Row(columns: columns, values: values))
        }
        return rows
    }

    private static func value(_ bytes: UnsafeRawBufferPointer, type: UInt32) -> SQLValue {
        let text = String(decoding: bytes, as: UTF8.self)
        switch type {
        case int8, int4, int2, oid:
            return Int64(text).map(SQLValue.integer) ?? .text(text)
        case boolean:
            return .integer(text == "t" ? 1 : 0)
        case float4, float8:
            return Double(text).map(SQLValue.real) ?? .text(text)
        case numeric:
            if let whole = Int64(text) { return .integer(whole) }
            return Double(text).map(SQLValue.real) ?? .text(text)
        case bytea:
            return .blob(hexBytes(text) ?? Array(bytes))
        default:
            return .text(text)
        }
    }

    /// bytea's text form: `\x` and two hex digits a byte.
    private static func hexBytes(_ text: String) -> [UInt8]? {
        let digits = Array(text.utf8)
        guard digits.count >= 2, digits[0] == UInt8(ascii: "\\"), digits[1] == UInt8(ascii: "x"), digits.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity((digits.count - 2) / 2)
        var index = 2
        while index < digits.count {
            guard let high = HexDigits.value(digits[index]), let low = HexDigits.value(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }

}
