import HTTP
import Logging
import Metrics
import Prometheus

/// `/metrics` in Prometheus's text format, on an address of its own (`--metrics-host`, `--metrics-port`), never the
/// public one: a second small server that counts nothing itself. The counters live in `registry`, which
/// `MetricsSystem` is bootstrapped with before anything makes one.
struct MetricsListener {
    static let contentType = "text/plain; version=0.0.4; charset=utf-8"
    let registry: PrometheusCollectorRegistry
    let server: Server

    /// Bootstraps the process's metrics on a new registry; call once, before the database, the app and the router.
    static func bootstrap() -> PrometheusCollectorRegistry {
        let registry = PrometheusCollectorRegistry()
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.valueHistogramBuckets[RouteMetrics.durationLabel] = [
            0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5,
        ]
        MetricsSystem.bootstrap(factory)
        return registry
    }

    /// `site`: the public server, whose requests in flight and open event streams are read at each scrape.
    init(registry: PrometheusCollectorRegistry, host: String, port: Int, site: Server, logger: Logger) {
        self.registry = registry
        func gauge(_ name: String, _ unit: String, _ help: String) -> Prometheus.Gauge {
            registry.makeGauge(descriptor: MetricNameDescriptor(namespace: "minigames", metricName: name, unitName: unit,
                                                                helpText: help))
        }
        let inFlight = gauge("http_requests", "in_flight", "Requests received and not yet answered, event streams included.")
        let streams = gauge("event_streams", "open", "Live-update streams open.")
        let connections = gauge("connections", "open", "Connections open.")
        var configuration = ServerConfiguration()
        configuration.host = host
        configuration.port = UInt16(port)
        configuration.threads = 1
        configuration.connectionLimit = 64
        configuration.eventStreamLimit = 0
        server = Server(configuration: configuration, logger: logger, errorPage: { _, status, message in
            .text(message + "\n", status: status)
        }, metrics: nil) { [registry] request in
            guard request.path == "/metrics" else { return .text("Only /metrics is here.\n", status: 404) }
            guard request.method == "GET" || request.method == "HEAD" else {
                var refusal = Response.text("GET only.\n", status: 405)
                refusal.setHeader("Allow", "GET, HEAD")
                return refusal
            }
            inFlight.set(Int64(site.inFlightRequests))
            streams.set(Int64(site.openEventStreams))
            connections.set(Int64(site.openConnections))
            var body: [UInt8] = []
            registry.emit(into: &body)
            return Response(status: 200, headers: [("Content-Type", Self.contentType), ("Cache-Control", "no-store")],
                            body: body)
        }
    }
}
