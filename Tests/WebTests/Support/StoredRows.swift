import Storage

extension TestSite {
    /// What the site has written, in one line: the rows of every table and their latest times. Equal before and
    /// after a request means the request wrote nothing (a touched session or an updated game moves a time).
    func storedRows() throws -> String {
        try app.database.read { c in
            try c.queryOne("""
                SELECT (SELECT count(*) FROM sessions) || ' sessions, last seen ' || (SELECT coalesce(max(seen_at), 0) FROM sessions)
                    || '; ' || (SELECT count(*) FROM games) || ' games, last updated '
                    || (SELECT coalesce(max(updated_at), 0) FROM games)
                    || '; ' || (SELECT count(*) FROM scores) || ' scores, '
                    || (SELECT count(*) FROM scores WHERE name IS NOT NULL) || ' named; '
                    || (SELECT coalesce(sum(named), 0) FROM score_buckets) || ' in buckets' AS rows
                """)?.string("rows") ?? "?"
        }
    }
}
