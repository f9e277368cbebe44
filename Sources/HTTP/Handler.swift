/// Answers one request. Runs on a libmicrohttpd worker thread, so it must not wait on the main actor.
public typealias Handler = @Sendable (Request) -> Response

/// Builds the HTML page for an error status (the Web layer gives one that uses the site layout).
public typealias ErrorPage = @Sendable (_ request: Request, _ status: Int, _ message: String) -> Response
