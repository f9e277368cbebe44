import HTTP

/// Fair limits per client on everything that changes state (moves, new games, names, custom word lists): one
/// token bucket per client address (an IPv6 client's /64), the address read as `ClientAddressResolver` says.
public struct PostLimits: Sendable {
    let clients: ClientAddressResolver
    /// nil: no limit (load tests and benchmarks post thousands of moves a second from one address).
    let limiter: RateLimiter<IPAddress>?

    public init(rate: RateLimit? = .standard, trustedProxies: Set<IPAddress> = []) {
        clients = ClientAddressResolver(trustedProxies: trustedProxies)
        limiter = rate.map { RateLimiter($0) }
    }

    /// Takes a token for the request's client, as the chain's first step found it (`ClientAddressMiddleware`). A
    /// request read from no socket counts as `::`, so even those share one bucket.
    func admit(_ request: Request, now: Int64) -> RateLimiter<IPAddress>.Decision {
        guard let limiter else { return .allowed }
        let client = request.context.clientAddress ?? .unspecified
        return limiter.admit(client.network, now: now)
    }
}
