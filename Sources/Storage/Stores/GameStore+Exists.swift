extension GameStore {
    /// Which of these game ids are still stored (a result's game may have gone with its session), each with its
    /// daily board's day (nil for a game of no daily board).
    public static func storedDays(_ c: Connection, ids: [Int64]) throws(DatabaseError) -> [Int64: String?] {
        guard !ids.isEmpty else { return [:] }
        let marks = Array(repeating: "?", count: ids.count).joined(separator: ", ")
        let rows = try c.query("SELECT id, daily FROM games WHERE id IN (\(marks))", ids.map { .integer($0) })
        var days: [Int64: String?] = [:]
        for row in rows {
            if let id = row.int64("id") { days[id] = .some(row.string("daily")) }
        }
        return days
    }
}
