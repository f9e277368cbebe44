/// One browser's visit history: the `sid` cookie's id, its form token, and the name it last used.
public struct SessionRecord: Sendable, Equatable {
    public let id: String
    public let csrfToken: String
    public var name: String?
    public let createdAt: Int64
    public var seenAt: Int64

    public init(id: String, csrfToken: String, name: String?, createdAt: Int64, seenAt: Int64) {
        self.id = id
        self.csrfToken = csrfToken
        self.name = name
        self.createdAt = createdAt
        self.seenAt = seenAt
    }

    init(row: Row) {
        self.init(
            id: row.string("id") ?? "", csrfToken: row.string("csrf_token") ?? "", name: row.string("name"),
            createdAt: row.int64("created_at") ?? 0, seenAt: row.int64("seen_at") ?? 0)
    }
}
