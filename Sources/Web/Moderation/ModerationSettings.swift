/// How the site is moderated, from the start options: the operator's token for `/admin` (no token, no page)
/// and the words a name may not contain.
public struct ModerationSettings: Sendable {
    public var adminToken: AdminToken?
    public var blockedWords: BlockedWords

    public init(adminToken: AdminToken? = nil, blockedWords: BlockedWords = .none) {
        self.adminToken = adminToken
        self.blockedWords = blockedWords
    }
}
