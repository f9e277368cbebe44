/// How the site is moderated, from the start options: the operator's token for `/admin` (no token, no page),
/// the words a name may not contain, and whether wins beyond a person's pace are held (`Pace`; the binary's
/// `--pace-check` is on by default, off here for harnesses that play at machine speed).
public struct ModerationSettings: Sendable {
    public var adminToken: AdminToken?
    public var blockedWords: BlockedWords
    public var checksPace: Bool

    public init(adminToken: AdminToken? = nil, blockedWords: BlockedWords = .none, checksPace: Bool = false) {
        self.adminToken = adminToken
        self.blockedWords = blockedWords
        self.checksPace = checksPace
    }
}
