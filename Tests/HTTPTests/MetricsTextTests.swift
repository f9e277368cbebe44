import CoreMetrics
import Prometheus
import Testing
@testable import HTTP

@Suite("Requests counted by route pattern, method and status, in Prometheus's text format")
struct MetricsTextTests {
    private func text(_ registry: PrometheusCollectorRegistry) -> String {
        var bytes: [UInt8] = []
        registry.emit(into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func router(_ factory: PrometheusMetricsFactory) -> Router {
        var router = Router(errorPage: testErrorPage, metrics: factory)
        router.get("/") { _ in .text("home") }
        router.post("/move") { _ in .redirect(to: "/") }
        router.get("/game/replay/:id") { _ in .text("replay") }
        router.getPrefix("/static/") { _ in .text("static") }
        return router
    }

    /// What the server does with each answer when the request completes.
    private func answer(_ router: Router, _ request: Request, after elapsed: Duration = .milliseconds(3)) {
        let response = router.handle(request)
        response.route?.record(method: request.method, status: response.status, elapsed: elapsed)
    }

    @Test("counters and the histogram by the route's pattern, never the raw path")
    func countsByPattern() {
        let registry = PrometheusCollectorRegistry()
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.valueHistogramBuckets[RouteMetrics.durationLabel] = [0.001, 0.01]
        let router = router(factory)
        answer(router, Request(path: "/"))
        answer(router, Request(path: "/"), after: .milliseconds(20))
        answer(router, Request(method: "POST", path: "/move"))
        answer(router, Request(path: "/game/replay/41"))
        answer(router, Request(path: "/game/replay/42"))
        answer(router, Request(path: "/static/site.css"))
        answer(router, Request(path: "/nowhere/\u{1B}[2J\"}"))
        answer(router, Request(method: "BREW", path: "/"))
        let text = text(registry)
        let lines = Set(text.split(separator: "\n").map(String.init))
        #expect(lines.contains(#"minigames_http_requests_total{route="/",method="GET",status="200"} 2"#))
        #expect(lines.contains(#"minigames_http_requests_total{route="/move",method="POST",status="303"} 1"#))
        #expect(lines.contains(#"minigames_http_requests_total{route="/game/replay/:id",method="GET",status="200"} 2"#))
        #expect(lines.contains(#"minigames_http_requests_total{route="/static/*",method="GET",status="200"} 1"#))
        #expect(lines.contains(#"minigames_http_requests_total{route="(none)",method="GET",status="404"} 1"#))
        #expect(lines.contains(#"minigames_http_requests_total{route="/",method="OTHER",status="405"} 1"#))
        #expect(lines.contains(#"minigames_http_request_duration_seconds_bucket{route="/",le="0.01"} 2"#))
        #expect(lines.contains(#"minigames_http_request_duration_seconds_bucket{route="/",le="+Inf"} 3"#))
        #expect(lines.contains(#"minigames_http_request_duration_seconds_count{route="/"} 3"#))
        #expect(lines.contains(#"minigames_http_request_duration_seconds_count{route="/game/replay/:id"} 2"#))
        #expect(!text.contains("41") && !text.contains("nowhere") && !text.contains("\u{1B}"))
    }

    @Test("a status outside the counted ones is counted as other")
    func otherStatus() {
        let registry = PrometheusCollectorRegistry()
        let metrics = RouteMetrics(pattern: "/x", factory: PrometheusMetricsFactory(registry: registry))
        metrics.record(method: "GET", status: 418, elapsed: .zero)
        metrics.record(method: "GET", status: 599, elapsed: .zero)
        #expect(text(registry).contains(#"minigames_http_requests_total{route="/x",method="GET",status="other"} 2"#))
    }

    @Test("a router made without metrics counts nothing")
    func noMetrics() {
        var router = Router(errorPage: testErrorPage, metrics: nil)
        router.get("/") { _ in .text("home") }
        #expect(router.handle(Request(path: "/")).route == nil)
        #expect(router.handle(Request(path: "/none")).route == nil)
    }

    @Test("cache hits and misses and 503s by reason")
    func cachesAndUnavailable() {
        let registry = PrometheusCollectorRegistry()
        let factory = PrometheusMetricsFactory(registry: registry)
        let cache = CacheCounters(cache: "title", factory: factory)
        #expect(cache.count(Optional(1)) == 1)
        #expect(cache.count(Int?.none) == nil)
        cache.hit()
        Unavailable.count("database", factory: factory)
        let lines = Set(text(registry).split(separator: "\n").map(String.init))
        #expect(lines.contains(#"minigames_cache_hits_total{cache="title"} 2"#))
        #expect(lines.contains(#"minigames_cache_misses_total{cache="title"} 1"#))
        #expect(lines.contains(#"minigames_unavailable_total{reason="database"} 1"#))
    }
}
