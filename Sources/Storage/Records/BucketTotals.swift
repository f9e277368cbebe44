/// A board's named rows counted per rank bucket and summed in rank order, so the rows ahead of an entry take one
/// binary search instead of a scan of the counts (~100 µs a rank with 1M results, three per leaderboard page).
/// Every score changes them, so whoever keeps them must drop them when a score is written.
public struct BucketTotals: Sendable {
    private struct Bucket: Sendable {
        let penalty: Int64
        let bucket: Int64
        /// Named rows in the buckets before this one.
        let before: Int
    }

    private let buckets: [Bucket]
    private let total: Int

    public static func load(_ c: Connection, board: ScoreBoard) throws(DatabaseError) -> BucketTotals {
        let rows = try c.query(
            "SELECT penalty, bucket, named FROM score_buckets WHERE board = ? AND named > 0 ORDER BY penalty, bucket",
            [.text(board.key)])
        var buckets: [Bucket] = []
        buckets.reserveCapacity(rows.count)
        var before = 0
        for row in rows {
            buckets.append(Bucket(penalty: row.int64("penalty") ?? 0, bucket: row.int64("bucket") ?? 0, before: before))
            before += row.int("named") ?? 0
        }
        return BucketTotals(buckets: buckets, total: before)
    }

    /// Named rows in the buckets ordered before (penalty, bucket).
    func ahead(penalty: Int64, bucket: Int64) -> Int {
        var low = 0, high = buckets.count
        while low < high {
            let middle = (low + high) / 2
            let candidate = buckets[middle]
            if (candidate.penalty, candidate.bucket) < (penalty, bucket) { low = middle + 1 } else { high = middle }
        }
        return low < buckets.count ? buckets[low].before : total
    }
}

extension ScoreStore {
    /// The all-time place of `entry`, as `rank(_:board:entry:since: nil)` gives it, with the whole buckets
    /// ahead read from `totals` (loaded from the same scores) and only the entry's own bucket scanned.
    public static func rank(_ c: Connection, board: ScoreBoard, entry: ScoreEntry, totals: BucketTotals) throws(DatabaseError) -> Int {
        let key = board.rankKey(entry.value)
        let row = try c.queryOne(
            """
            SELECT count(*) AS better FROM scores
            WHERE board = ?1 AND name IS NOT NULL AND penalty = ?2 AND rank_bucket = ?3
                AND (rank_value, created_at, id) < (?4, ?5, ?6)
            """,
            [.text(board.key), SQLValue(entry.penalty), .integer(key.bucket), .integer(key.value),
             .integer(entry.createdAt), .integer(entry.id)])
        return totals.ahead(penalty: Int64(entry.penalty), bucket: key.bucket) + (row?.int("better") ?? 0) + 1
    }
}
