import Foundation
import HTTP
import Logging
import Testing
@testable import Web

/// Guessing the operator token: a weak token is refused, and wrong tokens from any number of addresses close the
/// check for everyone, for longer each time, with a log line a minute rather than one per guess.
@Suite("Admin token backoff")
struct AdminBackoffTests {
    @Test("a token of few different characters is refused, whatever its length; the rule says why")
    func weakTokens() throws {
        for weak in ["aaaaaaaaaaaaaaaa", "abababababababab", String(repeating: "abc1234", count: 10), "short"] {
            #expect(AdminToken(weak) == nil, "\(weak)")
        }
        #expect(throws: AdminToken.Weakness.tooFewDistinct(distinct: 1)) { try AdminToken(checking: "aaaaaaaaaaaaaaaa") }
        #expect(throws: AdminToken.Weakness.tooShort(length: 5)) { try AdminToken(checking: "short") }
        #expect(AdminToken(ModerationTests.token) != nil)
        #expect(AdminToken("0f3a9c51e7b2d846") != nil)
        #expect(AdminToken.rule == "at least 16 characters, of which at least 8 different")
    }

    @Test("a guesser trying every 10 ms gets its guesses checked about once a minute; the right token opens again")
    func backoffBoundsGuesses() {
        let backoff = TokenBackoff()
        var checked: [Int64] = []
        var now: Int64 = 0
        while now < 10 * 60_000 {
            _ = backoff.check(now: now) { checked.append(now); return false }
            now += 10
        }
        // 5 free, then closed 1, 2, 4 … 60 s after each: at most a dozen in the first minute, then one a minute.
        #expect(checked.prefix(5) == [0, 10, 20, 30, 40])
        #expect(checked.filter { $0 < 60_000 }.count <= 12)
        #expect(checked.count <= 22, "\(checked.count) checked in 10 minutes")
        // Closed: not even compared, whatever is sent.
        guard case .closed(let wait) = backoff.check(now: now, { Issue.record("compared while closed"); return true }) else {
            Issue.record("open right after a wrong token")
            return
        }
        #expect(wait > 0 && wait <= TokenBackoff.longestDelay)
        #expect(backoff.check(now: now + wait) { true } == .accepted)
        // The right token forgets the failures: five free wrong ones again.
        for offset in 1...5 { #expect(backoff.check(now: now + wait + Int64(offset)) { false } == .refused) }
    }

    @Test("a quiet spell forgets the count")
    func quietSpellForgets() {
        let backoff = TokenBackoff()
        for at in 0..<6 { #expect(backoff.check(now: Int64(at)) { false } == .refused) }
        #expect(backoff.check(now: 6) { true } == .closed(milliseconds: 999))
        let later = 5 + TokenBackoff.forgetAfter
        for at in 0..<5 { #expect(backoff.check(now: later + Int64(at)) { false } == .refused) }
        #expect(backoff.check(now: later + 5) { false } == .refused)
        #expect(backoff.check(now: later + 6) { false } == .closed(milliseconds: 999))
    }

    @Test("the log: the first refusal at once, then one summary a minute while they go on, then quiet")
    func summaryLines() {
        let summary = RefusalSummary()
        let first = summary.refused(whileClosed: false)
        #expect(first.line?.contains("refused a POST /admin with a wrong operator token") == true)
        #expect(first.scheduleSummary)
        for index in 0..<999 {
            let later = summary.refused(whileClosed: index >= 5)
            #expect(later.line == nil && !later.scheduleSummary)
        }
        let minute = summary.summary()
        #expect(minute.line == "refused 999 more POSTs /admin in the last minute: 5 with a wrong token, 994 while the check was closed")
        #expect(minute.again)
        let quiet = summary.summary()
        #expect(quiet.line == nil && !quiet.again)
        #expect(summary.refused(whileClosed: true).line != nil, "after a quiet minute, the next refusal is logged at once")
    }

    @Test("100 wrong tokens from 20 addresses: 6 are checked, the rest get 429 with Retry-After, one log line")
    func manyAddressesOverHTTP() throws {
        let log = CapturedLog()
        let site = try TestSite(limits: .init(rate: .standard), moderation: ModerationTests.withToken, log: log)
        defer { site.stop() }
        let clients = (2...21).map { TestClient(port: site.port, sourceAddress: "127.0.0.\($0)") }
        let before = try site.storedRows()
        var statuses: [Int: Int] = [:]
        var retryAfter: [String] = []
        for round in 0..<5 {
            for (index, client) in clients.enumerated() {
                let answer = try ModerationTests.admin(client, [("action", "ban"), ("session", "x")], token: "guess-\(round)-\(index)-abcdefgh")
                statuses[answer.status, default: 0] += 1
                if answer.status == 429 {
                    retryAfter.append(answer.header("Retry-After") ?? "")
                    #expect(answer.body.contains("Too many wrong tokens"))
                }
            }
        }
        #expect(statuses == [403: 6, 429: 94], "each address stays within its own post limit; the backoff is global")
        #expect(Set(retryAfter) == ["1"])
        // Closed for everyone, the right token too, until the delay has passed.
        let operatorClient = TestClient(port: site.port, sourceAddress: "127.0.0.99")
        #expect(try ModerationTests.admin(operatorClient, []).status == 429)
        site.clock.advance(by: 1_000)
        #expect(try ModerationTests.admin(operatorClient, []).status == 200)
        #expect(try site.storedRows() == before)
        let lines = log.entries.filter { $0.text.contains("POST /admin") }
        #expect(lines.count == 1, "\(lines.map(\.text))")
        #expect(lines.first?.level == .warning)
    }
}
