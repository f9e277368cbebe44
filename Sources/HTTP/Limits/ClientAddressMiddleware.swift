/// The first step of the chain: who sent the request (`ClientAddressResolver`), written into its context once, for
/// the limits and anything after them.
public struct ClientAddressMiddleware: Middleware {
    let clients: ClientAddressResolver

    public init(_ clients: ClientAddressResolver) {
        self.clients = clients
    }

    public func respond(to request: Request, next: (Request) -> Response) -> Response {
        var request = request
        request.context.clientAddress = clients.client(of: request)
        return next(request)
    }
}
