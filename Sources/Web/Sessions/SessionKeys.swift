import CLibCrypto
import Digits
import Synchronization

/// The server's secrets at work: a session cookie is its id and an HMAC of it, so a forged or foreign cookie is
/// known without a lookup; the form token of a session not yet stored, and the seed of a board shown before
/// its game is stored, are HMACs too, so only the server can make them. The newest secret signs; any verifies.
struct SessionKeys: Sendable {
    /// The newest secret when the server started: it signs until the next start.
    private let signing: [UInt8]
    /// The oldest secret: it seeds the daily boards, so adding a key does not change today's board.
    private let daily: [UInt8]
    /// Every secret that verifies, including any added since the start (see `LaterKeys`).
    private let verifying: LaterKeys
    /// Cookies already checked, so a returning browser's requests cost a lookup, not an HMAC (a fifth of a
    /// title page's CPU), one table per `CookieName`. Bounded: emptied when full.
    private let verified = KeptTexts(limit: 10_000)
    private let verifiedHostOnly = KeptTexts(limit: 10_000)
    /// Form tokens already made, by session id: a move's token is checked against one without an HMAC.
    private let formTokens = KeptTexts(limit: 10_000)

    /// `secrets` as hex, newest first (`ServerKeyStore.secrets`); at least one. `reread` reads them again, for a
    /// cookie signed by a key this process has not seen: with several instances, one started after an operator
    /// added a key signs with it while the others still run.
    init(hexSecrets: [String], reread: (@Sendable () -> [String]?)? = nil) {
        let secrets = hexSecrets.map(Self.bytes(hex:)).filter { !$0.isEmpty }
        precondition(!secrets.isEmpty, "SessionKeys needs a secret")
        signing = secrets[0]
        daily = secrets[secrets.count - 1]
        verifying = LaterKeys(secrets, reread: reread)
    }

    /// `id.signature`, the cookie's value under `name`: each name is signed apart, so a value made for one
    /// is no key under the other.
    func cookie(for id: String, name: SessionCookieName = .plain) -> String {
        id + "." + Self.signature(of: id, name: name, with: signing)
    }

    /// The id a cookie of `name` signs, when a known secret signed it for that name; nil for anything else.
    func sessionID(fromCookie value: String, name: SessionCookieName = .plain) -> String? {
        let kept = name == .plain ? verified : verifiedHostOnly
        if let id = kept.text(for: value) { return id }
        guard let id = checkedSessionID(fromCookie: value, name: name) else { return nil }
        kept.keep(id, for: value)
        return id
    }

    private func checkedSessionID(fromCookie value: String, name: SessionCookieName) -> String? {
        guard let dot = value.lastIndex(of: "."), dot != value.startIndex else { return nil }
        let id = String(value[..<dot])
        let signature = Array(value[value.index(after: dot)...].utf8)
        guard signature.count == 32 else { return nil }
        let signs = { (secret: [UInt8]) in
            ConstantTime.equal(signature, Array(Self.signature(of: id, name: name, with: secret).utf8))
        }
        if verifying.current.contains(where: signs) { return id }
        return verifying.reread()?.contains(where: signs) == true ? id : nil
    }

    /// The form token of a session that is not stored yet (a stored session keeps the token it was stored with).
    func formToken(for id: String) -> String {
        if let token = formTokens.text(for: id) { return token }
        let token = Self.hex(Self.mac(signing, "form:" + id).prefix(16))
        formTokens.keep(token, for: id)
        return token
    }

    /// The seed of the board a session is shown for a game of `kind` at `shownAt`, before that game is stored:
    /// the first move stores the same board, and a reload shows another one.
    func seed(session id: String, kind: String, shownAt: Int64) -> UInt64 {
        Self.mac(signing, "seed:\(id)/\(kind)/\(shownAt)").prefix(8).reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// The seed of a daily board (`kind`, `level`, day as YYYY-MM-DD): the same for everyone, and nobody without
    /// the server's secret can work out a coming day's board.
    func dailySeed(kind: String, level: String, day: String) -> UInt64 {
        Self.mac(daily, "daily|\(kind)|\(level)|\(day)").prefix(8).reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// A cookie's signature: the first 128 bits of the HMAC of its name's purpose and its id, in hex.
    private static func signature(of id: String, name: SessionCookieName, with secret: [UInt8]) -> String {
        hex(mac(secret, (name == .plain ? "session:" : "host-session:") + id).prefix(16))
    }

    private static func mac(_ key: [UInt8], _ message: String) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: 32)
        let data = Array(message.utf8)
        let done = key.withUnsafeBytes { key in
            data.withUnsafeBytes { data in
                out.withUnsafeMutableBufferPointer { out in
                    minigames_hmac_sha256(key.baseAddress, key.count, data.baseAddress, data.count, out.baseAddress)
                }
            }
        }
        // OpenSSL fails only when it cannot find SHA-256 at all: the server cannot sign anything then.
        precondition(done == 1, "HMAC-SHA-256 is unavailable")
        return out
    }

    private static func hex(_ bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 15)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    fileprivate static func bytes(hex: String) -> [UInt8] {
        let digits = Array(hex.utf8)
        guard digits.count % 2 == 0 else { return [] }
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let high = HexDigits.value(digits[index]), let low = HexDigits.value(digits[index + 1]) else { return [] }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

}

/// Texts worked out from others (a checked cookie's session id, a session's form token), by the text they came
/// from. Bounded: emptied when full.
private final class KeptTexts: Sendable {
    private let limit: Int
    private let texts = Mutex<[String: String]>([:])

    init(limit: Int) {
        self.limit = limit
    }

    func text(for key: String) -> String? {
        texts.withLock { $0[key] }
    }

    func keep(_ text: String, for key: String) {
        texts.withLock { texts in
            if texts.count >= limit { texts.removeAll(keepingCapacity: true) }
            texts[key] = text
        }
    }
}

/// The secrets that verify cookies, read again from the database when a cookie's key is unknown: at most once per
/// `rereadInterval`, so forged cookies cannot turn into a database read each.
private final class LaterKeys: Sendable {
    static let rereadInterval: Duration = .seconds(1)

    private struct Known {
        var secrets: [[UInt8]]
        var readAt: ContinuousClock.Instant?
    }

    private let known: Mutex<Known>
    private let read: (@Sendable () -> [String]?)?

    init(_ secrets: [[UInt8]], reread: (@Sendable () -> [String]?)?) {
        known = Mutex(Known(secrets: secrets, readAt: nil))
        read = reread
    }

    var current: [[UInt8]] { known.withLock { $0.secrets } }

    /// The secrets read again, when that is allowed now and found a key not known before; nil otherwise.
    func reread() -> [[UInt8]]? {
        guard let read else { return nil }
        let now = ContinuousClock.now
        let due = known.withLock { known in
            if let at = known.readAt, now - at < Self.rereadInterval { return false }
            known.readAt = now
            return true
        }
        guard due, let hex = read() else { return nil }
        let secrets = hex.map(SessionKeys.bytes(hex:)).filter { !$0.isEmpty }
        return known.withLock { known in
            guard secrets.contains(where: { !known.secrets.contains($0) }) else { return nil }
            known.secrets = secrets
            return secrets
        }
    }
}
