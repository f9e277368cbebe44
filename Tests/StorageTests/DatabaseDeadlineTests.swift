import Foundation
import Testing

@testable import Storage

/// One deadline for all of a request's waits on PostgreSQL: however many statements it runs, each within its own
/// bound, together they end by the deadline.
struct DatabaseDeadlineTests {
    @Test func withoutADeadlineEachWaitHasItsOwnBound() {
        #expect(DatabaseDeadline.bound(.milliseconds(500)) == .milliseconds(500))
        #expect(!DatabaseDeadline.cuts(.milliseconds(500)))
    }

    @Test func theDeadlineShortensLongerWaitsAndTheEarlierOfTwoHolds() {
        DatabaseDeadline.within(.now + .milliseconds(300)) {
            #expect(DatabaseDeadline.bound(.seconds(2)) <= .milliseconds(300))
            #expect(DatabaseDeadline.bound(.milliseconds(10)) == .milliseconds(10))
            DatabaseDeadline.within(.now + .seconds(10)) {
                #expect(DatabaseDeadline.bound(.seconds(2)) <= .milliseconds(300))
            }
        }
        DatabaseDeadline.within(.now - .milliseconds(1)) {
            #expect(DatabaseDeadline.bound(.seconds(2)) == .zero)
        }
        #expect(DatabaseDeadline.bound(.seconds(2)) == .seconds(2))
    }

    @Test func workOnNoDatabaseMovesTheDeadlineLaterByItsTime() {
        DatabaseDeadline.within(.now + .milliseconds(100)) {
            DatabaseDeadline.excluding { Thread.sleep(forTimeInterval: 0.25) }
            // Without the move, the deadline would have passed 150 ms ago.
            #expect(DatabaseDeadline.bound(.seconds(2)) > .milliseconds(50))
            #expect(DatabaseDeadline.bound(.seconds(2)) <= .milliseconds(100))
        }
        DatabaseDeadline.within(.now + .milliseconds(100)) {
            Thread.sleep(forTimeInterval: 0.25)
            #expect(DatabaseDeadline.bound(.seconds(2)) == .zero)
        }
    }

    /// Three statements of 400 ms, each well within the 1 s a statement alone may take: without a deadline they all
    /// run (1.2 s); within a deadline of 700 ms the second is given up at it, and nothing waits longer.
    @Test(.enabled(if: Backend.postgresURL != nil, "MINIGAMES_TEST_POSTGRES is not set (make test sets it)"))
    func statementsInARowEndByTheDeadline() throws {
        let scratch = try Scratch(.postgres)
        let database = try scratch.open()
        defer { database.close() }
        let sleeps = { (c: Connection) throws in
            for _ in 0..<3 { _ = try c.queryOne("SELECT pg_sleep(0.4) IS NULL AS slept") }
        }
        let started = ContinuousClock.now
        #expect(throws: Never.self) { try database.readAlone(sleeps) }
        #expect(ContinuousClock.now - started >= .milliseconds(1_200))

        let cut = ContinuousClock.now
        let error = #expect(throws: DatabaseError.self) {
            try DatabaseDeadline.within(.now + .milliseconds(700)) { try database.readAlone(sleeps) }
        }
        #expect(error?.meansCannotWrite == true)
        #expect(ContinuousClock.now - cut < .milliseconds(900))
        // The connection given up is replaced: the next request is served.
        #expect(try database.readAlone { try $0.queryOne("SELECT 1 AS one")?.int("one") } == 1)
    }

    /// A request that queued past its deadline gets no connection at all: `.busy` (a 503) at once.
    @Test(.enabled(if: Backend.postgresURL != nil, "MINIGAMES_TEST_POSTGRES is not set (make test sets it)"))
    func aDeadlinePassedBeforeTheFirstStatementIsBusyAtOnce() throws {
        let scratch = try Scratch(.postgres)
        let database = try scratch.open()
        defer { database.close() }
        let error = #expect(throws: DatabaseError.self) {
            try DatabaseDeadline.within(.now - .milliseconds(1)) { try database.write { try $0.queryOne("SELECT 1 AS one") } }
        }
        #expect(error?.kind == .busy)
    }
}
