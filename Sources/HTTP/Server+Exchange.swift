import CMicroHTTPD

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the server does with each request as libmicrohttpd hands it over piece by piece.
extension Server {
    /// Headers libmicrohttpd writes itself from the response it is given.
    private static let managedHeaders: Set<String> = ["content-length", "transfer-encoding", "date"]

    static func isManagedHeader(_ name: String) -> Bool {
        managedHeaders.contains(name.lowercased())
    }

    func advance(_ exchange: Exchange, connection: OpaquePointer, method: UnsafePointer<CChar>,
                 version: UnsafePointer<CChar>?, chunk: UnsafeRawBufferPointer) -> MHD_Result {
        switch exchange.phase {
        case .awaitingHeaders:
            if let requestIDs { identify(exchange, connection: connection, requestIDs) }
            var scan = HeaderScan()
            MHD_get_connection_values_n(connection, .HEADER_KIND, scanHeader, &scan)
            // libmicrohttpd's headers lie in place from the method on: their end bounds the last header's check.
            let headerSize = minigames_request_header_size(connection)
            scan.framing.finish(headersEnd: headerSize > 0 ? UnsafeRawPointer(method) + headerSize : nil)
            let mayReuse = memo != nil && strcmp(method, "GET") == 0 && scan.mayReuse
            if mayReuse, let memo, let found = reused(exchange, scan, memo) {
                // Queued on the next call, as any answer: one queued with the headers closes the connection.
                exchange.remembered = found.0
                exchange.route = found.1
                exchange.phase = .receivingBody
                return .YES
            }
            exchange.mayBeRemembered = mayReuse
            if let refusal = exchange.readHead(connection: connection, method: String(cString: method),
                                               version: version.map { String(cString: $0) } ?? "",
                                               framing: scan.framing, bodyLimit: configuration.bodyLimit) {
                return refuse(exchange, connection: connection, refusal.status, refusal.message)
            }
            exchange.phase = .receivingBody
            return .YES
        case .receivingBody where !chunk.isEmpty:
            if exchange.receive(chunk, bodyLimit: configuration.bodyLimit) { return .YES }
            return refuseWhileReceiving(exchange, connection: connection, 413, Self.tooLarge)
        case .receivingBody:
            exchange.phase = .answered
            if let kept = exchange.remembered {
                exchange.remembered = nil
                return sendAgain(kept, for: exchange, connection: connection)
            }
            return answer(exchange, connection: connection)
        case .handling:
            // Resumed by the handler thread (`answerElsewhere`): its answer goes out from this thread.
            guard let answer = exchange.answer else { return .YES }
            exchange.answer = nil
            exchange.phase = .answered
            return send(answer, for: exchange, connection: connection)
        case .answered:
            return .YES
        case .draining where !chunk.isEmpty:
            return .YES
        case .draining:
            // The body ended after its refusal went out: no second answer, the connection closes.
            return .NO
        }
    }

    static let tooLarge = "What was sent is too large for this server."

    /// Last call: the whole request is here.
    private func answer(_ exchange: Exchange, connection: OpaquePointer) -> MHD_Result {
        guard let form = exchange.form() else {
            return refuse(exchange, connection: connection, 400, FormDecodingError().message)
        }
        let request = Request(
            method: exchange.method, path: exchange.path, rawPath: exchange.rawPath, query: exchange.query,
            headers: exchange.headers, cookies: exchange.headers["cookie"].map(Cookie.parse(header:)) ?? [:],
            form: form, body: exchange.body, peerAddress: exchange.peerAddress)
        exchange.body = []
        if answersAtOnce(request) {
            return send(handler(request), for: exchange, connection: connection)
        }
        return answerElsewhere(request, exchange: exchange, connection: connection)
    }

    /// Runs the handler on `handlerThreads` while the connection is suspended, so that its waits (the database)
    /// hold up no other connection of this libmicrohttpd thread; it resumes the connection with the answer, and
    /// `advance` sends it from here.
    private func answerElsewhere(_ request: Request, exchange: Exchange, connection: OpaquePointer) -> MHD_Result {
        let handling = Handling(exchange: exchange, connection: connection)
        exchange.phase = .handling
        MHD_suspend_connection(connection)
        let queued = handlerThreads.run { [handler] in
            handling.exchange.answer = handler(request)
            MHD_resume_connection(handling.connection)
        }
        if !queued {
            // No handler thread (the server is stopping, or none could start): answered here, sent the same way.
            exchange.answer = handler(request)
            MHD_resume_connection(connection)
        }
        return .YES
    }

    private func refuse(_ exchange: Exchange, connection: OpaquePointer, _ status: Int,
                        _ message: String) -> MHD_Result {
        exchange.phase = .answered
        var response = errorPage(exchange.partialRequest, status, message)
        response.status = status
        return send(response, for: exchange, connection: connection)
    }

    /// Hands the response to libmicrohttpd, which sends it once the connection is writable.
    func send(_ answer: Response, for exchange: Exchange, connection: OpaquePointer) -> MHD_Result {
        exchange.route = answer.route
        if let opening = answer.eventStream, exchange.method != "HEAD" {
            return sendEventStream(answer, opening, for: exchange, connection: connection)
        }
        if let kept = answer.kept, let handle = kept.handle, exchange.method != "HEAD", kept.response.status != 304,
           !stopping.load(ordering: .acquiring),
           kept.servesGzipClients || !AcceptEncoding.allowsGzip(exchange.headers["accept-encoding"]) {
            if exchange.mayBeRemembered, let reuse = answer.reuse, let memo, let target = exchange.target {
                memo.remember(kept, reuse, route: answer.route, target: target, cookie: exchange.headers["cookie"],
                              encodings: exchange.headers["accept-encoding"],
                              languages: exchange.headers["accept-language"])
            }
            return queueKept(kept, handle, for: exchange, connection: connection)
        }
        let (mhdResponse, response) = exchange.daemonResponse(for: answer)
        return queue(mhdResponse, status: response.status, headers: response.headers, for: exchange,
                     connection: connection)
    }

    /// Adds the headers to a response made for this exchange and queues it; the exchange keeps no reference to it.
    func queue(_ mhdResponse: OpaquePointer?, status: Int, headers: [(String, String)], for exchange: Exchange,
               connection: OpaquePointer) -> MHD_Result {
        guard let mhdResponse else {
            logger.error("libmicrohttpd could not make a response for \(LogText.escaped(exchange.method)) \(LogText.escaped(exchange.rawPath))")
            return .NO
        }
        defer { MHD_destroy_response(mhdResponse) }
        for (name, value) in headers where !Self.isManagedHeader(name) {
            if MHD_add_response_header(mhdResponse, name, value) == .NO {
                logger.warning("header \(name) refused by libmicrohttpd for \(LogText.escaped(exchange.method)) \(LogText.escaped(exchange.rawPath))")
            }
        }
        if stopping.load(ordering: .acquiring) {
            MHD_add_response_header(mhdResponse, "Connection", "close")
        }
        if let id = exchange.requestID {
            MHD_add_response_header(mhdResponse, "X-Request-Id", id)
        }
        let status = (100...999).contains(status) ? status : 500
        exchange.status = status
        if let watched = watched(connection) {
            connections.answering(watched)
        }
        return MHD_queue_response(connection, UInt32(status), mhdResponse)
    }

    /// The answer `memo` keeps for exactly this request (its target, cookie, encodings and languages), still good.
    private func reused(_ exchange: Exchange, _ scan: HeaderScan, _ memo: AnswerMemo) -> (KeptAnswer, RouteMetrics?)? {
        guard var target = exchange.target, !stopping.load(ordering: .acquiring) else { return nil }
        return target.withUTF8 { target in
            memo.answer(target: UnsafeRawBufferPointer(target), cookie: scan.cookie, encodings: scan.encodings,
                        languages: scan.languages)
        }
    }

    /// Sends a remembered answer (`AnswerMemo`) as soon as the headers are read: no request is built or routed.
    private func sendAgain(_ kept: KeptAnswer, for exchange: Exchange, connection: OpaquePointer) -> MHD_Result {
        exchange.method = "GET"
        if accessLog.isEnabled, let target = exchange.target {
            exchange.rawPath = RequestTarget(target).rawPath
        }
        guard let handle = kept.handle, !stopping.load(ordering: .acquiring) else {
            // Stopping since the headers came: the same answer, made afresh with `Connection: close`.
            var again = Response(kept: kept)
            again.route = exchange.route
            return send(again, for: exchange, connection: connection)
        }
        return queueKept(kept, handle, for: exchange, connection: connection)
    }

    /// Queues a kept answer's response as it is (`KeptAnswer`): the daemon takes its own reference to it. With
    /// request ids, a response of its own instead, pointing into the kept body (held until the request completes).
    private func queueKept(_ kept: KeptAnswer, _ handle: OpaquePointer, for exchange: Exchange,
                           connection: OpaquePointer) -> MHD_Result {
        let status = kept.response.status
        if exchange.requestID != nil, let bytes = kept.bytes {
            exchange.keptAlive = kept
            let own = MHD_create_response_from_buffer(kept.response.body.count, bytes, .RESPMEM_PERSISTENT)
            return queue(own, status: status, headers: kept.response.headers, for: exchange,
                         connection: connection)
        }
        exchange.status = status
        if let watched = watched(connection) {
            connections.answering(watched)
        }
        return MHD_queue_response(connection, UInt32(status), handle)
    }

    /// The request counted under its route, the access log line (written by `AccessLog`'s writer), and one fewer
    /// request in flight.
    func complete(_ exchange: Exchange, delivered: Bool) {
        if let status = exchange.status, let route = exchange.route ?? refusedMetrics {
            let nanoseconds = MonotonicTime.nanoseconds() &- exchange.startedNanoseconds
            route.record(method: exchange.method, status: status, seconds: Double(nanoseconds) * 1e-9)
        }
        if let status = exchange.status, accessLog.isEnabled {
            accessLog.record(AccessLog.Entry(method: exchange.method, rawPath: exchange.rawPath, status: status,
                                             elapsed: ContinuousClock.now - exchange.started, delivered: delivered,
                                             route: exchange.route?.pattern, client: exchange.client,
                                             requestID: exchange.requestID))
        }
        inFlight.wrappingSubtract(1, ordering: .acquiringAndReleasing)
    }
}

extension Server {
    /// The request's id and client, read as soon as its headers are in (an answer from `AnswerMemo` has no
    /// `Request`): a trusted proxy's `X-Request-Id` and `X-Forwarded-For` are believed, nobody else's.
    func identify(_ exchange: Exchange, connection: OpaquePointer, _ requestIDs: RequestIDs) {
        let peer = minigames_client_address(connection).flatMap(IPAddress.init(socketAddress:))
        var client = peer
        var given: String?
        if let peer, configuration.trustedProxies.contains(peer) {
            let forwarded = MHD_lookup_connection_value(connection, .HEADER_KIND, "X-Forwarded-For").map { String(cString: $0) }
            client = clients.client(peer: peer, forwardedFor: forwarded)
            given = MHD_lookup_connection_value(connection, .HEADER_KIND, "X-Request-Id").map { String(cString: $0) }
        }
        exchange.requestID = given.flatMap { RequestIDs.isSane($0) ? $0 : nil } ?? requestIDs.next()
        exchange.client = client.map(\.description) ?? ""
    }
}

/// A suspended request on its way to a handler thread and back. libmicrohttpd touches neither the exchange nor the
/// connection while it is suspended, and the handler thread touches them only before resuming it.
private struct Handling: @unchecked Sendable {
    let exchange: Exchange
    let connection: OpaquePointer
}
