import HTTP

extension App {
    /// 200 while the database answers, 503 otherwise: for load balancers and the container HEALTHCHECK.
    func health() -> Response {
        var response: Response = database.isHealthy() ? .text("ok\n") : .text("database unavailable\n", status: 503)
        response.setHeader("Cache-Control", "no-store")
        return response
    }
}
