import CoreMetrics

/// The 503s by why the server could not serve: rare, so each finds its counter by name as it happens.
public enum Unavailable {
    public static let label = "minigames_unavailable_total"

    /// `reason`: one of a few fixed words (`database`, `health_check`, `event_streams`).
    public static func count(_ reason: String, factory: any MetricsFactory = MetricsSystem.factory) {
        CoreMetrics.Counter(label: label, dimensions: [("reason", reason)], factory: factory).increment()
    }
}
