import HTTP
import Storage

/// A match's live updates: `GET /<slug>/online/<token>/events`, whose `match` events (id the new version) tell the
/// page to fetch itself; it holds no worker thread, and past the server's limit a 503 makes the page poll instead. A
/// reconnect's `Last-Event-ID` (or a first connection's `?version=`) gets the current version at once if newer.
extension OnlineController {
    /// How long a client waits before reconnecting (after a drop, or this instance's graceful stop).
    static var onlineRetryMilliseconds: Int { 1000 }

    func matchEvents(_ request: Request, token: String) -> Response {
        do {
            guard try app.database.read({ c in try OnlineMatchStore.find(c, token: token) })?.game == Pages.slug else {
                return noMatch(request)
            }
        } catch {
            return app.failure(error, request)
        }
        let seen = request.header("Last-Event-ID").flatMap { Int($0) } ?? request.query["version"].flatMap { Int($0) } ?? 0
        return .eventStream(retry: Self.onlineRetryMilliseconds) { stream in
            do {
                try app.onlineHub.subscribe(stream, token: token, seen: seen, session: app.claimedSession(request).id,
                                            page: request.query["page"])
            } catch {
                app.logger.warning("event stream of a match could not read it: \(error)")
                stream.close()
            }
        }
    }

    /// `POST <match>/leave` with the page's id: the page's script says, as its page goes away (a beacon on
    /// `pagehide`), that this player left, so the other side need not wait for the stream's end to be noticed. It
    /// changes no match.
    func leave(_ visit: Visit, token: String) -> Response {
        if let page = visit.fields["page"], !page.isEmpty {
            app.onlineHub.leave(token: token, session: visit.session.id, page: page)
        }
        return Response(status: 204)
    }

    /// Call after every committed change of a match: its streams in this process hear of it at once.
    func matchChanged(token: String, version: Int) {
        app.onlineHub.publish(token: token, version: version)
    }
}
