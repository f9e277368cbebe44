extension GameStore {
    /// Which of these game ids are still stored (a result's game may have gone with its session).
    public static func existing(_ c: Connection, ids: [Int64]) throws(DatabaseError) -> Set<Int64> {
        guard !ids.isEmpty else { return [] }
        let marks = Array(repeating: "?", count: ids.count).joined(separator: ", ")
        let rows = try c.query("SELECT id FROM games WHERE id IN (\(marks))", ids.map { .integer($0) })
        return Set(rows.compactMap { $0.int64("id") })
    }
}
