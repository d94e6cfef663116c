import Synchronization

/// Request counters and a latency histogram, rendered in the Prometheus text format.
public final class Metrics: Sendable {
    private struct Key: Hashable {
        let route: String
        let method: String
        let status: Int
    }

    private struct Histogram {
        var buckets: [Int]
        var sum = 0.0
        var count = 0
    }

    private struct State {
        var requests: [Key: Int] = [:]
        var latency: [String: Histogram] = [:]
    }

    /// Upper bounds of the latency buckets, in seconds.
    public static let bucketBounds: [Double] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]
    private static let knownMethods: Set<String> = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]

    private let state = Mutex(State())
    private let inFlightGauge = Atomic<Int>(0)

    /// Creates empty metrics.
    public init() {}

    /// Requests being read or answered right now (maintained by the server).
    public var inFlight: Int { inFlightGauge.load(ordering: .relaxed) }

    /// Counts a request whose headers started arriving.
    public func requestStarted() { inFlightGauge.add(1, ordering: .relaxed) }

    /// Counts a request that was answered or abandoned.
    public func requestEnded() { inFlightGauge.subtract(1, ordering: .relaxed) }

    /// Records one finished request. `route` is the matched pattern (bounded label values only).
    public func record(route: String, method: HTTPMethod, status: Int, seconds: Double) {
        let method = Metrics.knownMethods.contains(method.rawValue) ? method.rawValue : "OTHER"
        let bucket = Metrics.bucketBounds.firstIndex { seconds <= $0 } ?? Metrics.bucketBounds.count
        state.withLock { state in
            state.requests[Key(route: route, method: method, status: status), default: 0] += 1
            var histogram =
                state.latency[route] ?? Histogram(buckets: Array(repeating: 0, count: Metrics.bucketBounds.count + 1))
            histogram.buckets[bucket] += 1
            histogram.sum += seconds
            histogram.count += 1
            state.latency[route] = histogram
        }
    }

    /// The Prometheus text exposition of everything recorded and the current in-flight gauge.
    public func render() -> String {
        let snapshot = state.withLock { $0 }
        var text = "# HELP http_requests_total Requests served, by route pattern, method and status.\n"
        text += "# TYPE http_requests_total counter\n"
        for (key, value) in snapshot.requests.sorted(by: {
            ($0.key.route, $0.key.method, $0.key.status) < ($1.key.route, $1.key.method, $1.key.status)
        }) {
            text +=
                "http_requests_total{route=\"\(key.route)\",method=\"\(key.method)\",status=\"\(key.status)\"} \(value)\n"
        }
        text += "# HELP http_request_duration_seconds Time to produce a response, by route pattern.\n"
        text += "# TYPE http_request_duration_seconds histogram\n"
        for (route, histogram) in snapshot.latency.sorted(by: { $0.key < $1.key }) {
            var cumulative = 0
            for (index, count) in histogram.buckets.enumerated() {
                cumulative += count
                let bound = index < Metrics.bucketBounds.count ? "\(Metrics.bucketBounds[index])" : "+Inf"
                text += "http_request_duration_seconds_bucket{route=\"\(route)\",le=\"\(bound)\"} \(cumulative)\n"
            }
            text += "http_request_duration_seconds_sum{route=\"\(route)\"} \(histogram.sum)\n"
            text += "http_request_duration_seconds_count{route=\"\(route)\"} \(histogram.count)\n"
        }
        text += "# HELP http_requests_in_flight Requests being read or answered now.\n"
        text += "# TYPE http_requests_in_flight gauge\n"
        text += "http_requests_in_flight \(inFlight)\n"
        return text
    }
}
