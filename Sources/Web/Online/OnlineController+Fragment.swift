import HTTP

/// A move on a match's page sent by the script (`X-Minigames-Fragment: 1`), answered like a game's move: 200 with
/// the parts a move changes (`MoveFragment`) and the address in `X-Minigames-Location`, so one's own move shows
/// after one round trip. The other side's moves still come by the event stream.
extension OnlineController {
    typealias Fragments = MoveAnswer<Pages>

    /// The fragment of the page `visitor` sees now, or nil when the request did not ask for one (then a `303`).
    func matchFragment(_ match: Match, _ visit: Visit) throws -> Response? {
        guard visit.request.header(Fragments.fragmentHeader) == "1" else { return nil }
        let path = "\(Self.path)/\(match.record.token)"
        let page = try renderMatchBytes(match, visit, message: nil, status: 200)
        guard let body = MoveFragment.make(after: page, before: nil) else { return nil }
        var response = Response.page(body)
        response.setHeader(Fragments.fragmentHeader, "1")
        response.setHeader(Fragments.locationHeader, path)
        response.setHeader("Cache-Control", "no-store")
        return response
    }
}
