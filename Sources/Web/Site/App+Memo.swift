import HTTP
import Storage
import Synchronization

/// Counts the drops of what was computed from the scores (`App.scoresChanged`): part of the answer memo's stamp, so
/// a title kept from a cache about to be dropped is not sent again once it is.
final class CacheDrops: Sendable {
    let count = Atomic<UInt64>(0)
}

/// The last pages made kept answers for the memo alone (`App.kept`): the memo holds answers weakly, so these are held
/// here, the oldest let go first. Bounded by count (a leaderboard page is ~10 KB).
final class HeldAnswers: Sendable {
    private struct Ring {
        var answers: [KeptAnswer?]
        var next = 0
    }

    private let ring: Mutex<Ring>

    init(limit: Int = 64) {
        ring = Mutex(Ring(answers: Array(repeating: nil, count: max(1, limit))))
    }

    func hold(_ answer: KeptAnswer) {
        ring.withLock { ring in
            ring.answers[ring.next] = answer
            ring.next = (ring.next + 1) % ring.answers.count
        }
    }
}

extension App {
    /// The memo of answers the server sends again without routing (`AnswerMemo`): static files on any backend, pages
    /// on SQLite only, stamped by commits (ours and, within 50 ms, others') and cache drops. PostgreSQL has no stamp
    /// cheaper than the round trip it would save, so there the stamp is nil.
    static func answerMemo(database: Database, clock: WallClock, drops: CacheDrops) -> AnswerMemo {
        AnswerMemo(stamp: { [database, drops] in
            let dropped = drops.count.load(ordering: .acquiring)
            guard var stamp = database.commitStamp() else { return nil }
            stamp[7] = dropped
            return stamp
        }, now: clock.now)
    }

    /// The memo's stamp for a GET about to read what its answer is made from; nil for other requests.
    func memoStamp(_ request: Request) -> SIMD8<UInt64>? {
        request.method == "GET" ? answerMemo.stamp() : nil
    }

    /// When a page of this visit's session stops being what it was: a stored session is touched (and its cookie
    /// sent again) once `touchInterval` has passed.
    func sessionChanges(_ visit: Visit) -> Int64 {
        visit.isStored ? visit.session.seenAt + Self.touchInterval + 1 : .max
    }

    /// When a page that shows the day (the daily form, the leaderboard's windows and daily boards) stops being what it
    /// was: the session's touch or the next UTC day, whichever comes first.
    func dayOrSessionChanges(_ visit: Visit) -> Int64 {
        min(sessionChanges(visit), DailyDay(at: visit.now).adding(days: 1).start)
    }

    /// A page that reads what `scoresChanged` drops (the title, the all-time and daily standings) may be sent again
    /// while nothing is committed and no cache dropped, and only when the watch of other processes has reported every
    /// commit of theirs the stamp counts (else the cache may not yet know of them): `watched`. Nil when it may not.
    func reuse(_ visit: Visit, until: Int64, watched: Bool = false) -> AnswerReuse? {
        guard let stamp = visit.memoStamp else { return nil }
        if watched {
            guard otherWriters.isCaughtUp(with: stamp) else { return nil }
        }
        return AnswerReuse(stamp: stamp, until: until)
    }

    /// A page rendered for this visit, made a kept answer (in the encoding the visit takes) that the server may send
    /// again (`AnswerMemo`) as `reuse` says; as it is when it may not.
    func kept(_ page: Response, _ visit: Visit, reuse: AnswerReuse?) -> Response {
        guard let reuse else { return page }
        let gzip = AcceptEncoding.allowsGzip(visit.request.header("Accept-Encoding"))
        let answer = KeptAnswer(page.encoded(acceptingGzip: gzip))
        heldAnswers.hold(answer)
        return Response(kept: answer, reuse: reuse)
    }
}
