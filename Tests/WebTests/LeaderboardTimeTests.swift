import Testing
@testable import Web

@Suite("Leaderboard times as players read them")
struct LeaderboardTimeTests {
    @Test("tenths of a second under a minute, minutes and two-digit seconds from there",
          arguments: [(0, "0.0 s"), (49, "0.0 s"), (50, "0.1 s"), (12_345, "12.3 s"), (59_949, "59.9 s"),
                      (59_950, "1m 00s"), (61_000, "1m 01s"), (130_500, "2m 10s"), (3_599_000, "59m 59s")])
    func seconds(_ milliseconds: Int64, _ shown: String) {
        #expect(LeaderboardBoard.seconds(milliseconds) == shown)
    }
}
