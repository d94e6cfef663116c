import CMicroHTTPD

/// What the server knows about one request while libmicrohttpd delivers it in pieces.
final class PendingRequest {
    /// The request target exactly as sent (path and query, still percent-encoded).
    let target: String
    /// Whether the header-only first call of the access handler has happened.
    var headersSeen = false
    /// Body bytes received so far.
    var body: [UInt8] = []
    /// Set once an answer has been queued, so later pieces are discarded.
    var answered = false
    /// Set when the body passed the size limit; the rest is read and dropped, then 413 is sent.
    var tooLarge = false
    /// Bytes dropped after the body passed the limit.
    var discardedBytes = 0
    /// The largest body accepted for this request (its route's `BodyAllowance`, else the server's limit); set when
    /// the headers are seen.
    var maxBodyBytes = 0

    init(target: String) {
        self.target = target
    }
}

/// Collects header fields through libmicrohttpd's iterator callback.
final class HeaderCollector {
    var headers = HTTPHeaders()

    /// Reads every request header field of `connection`.
    static func collect(from connection: OpaquePointer) -> HTTPHeaders {
        let collector = HeaderCollector()
        let context = Unmanaged.passUnretained(collector).toOpaque()
        _ = MHD_get_connection_values(
            connection, .HEADER_KIND,
            { cls, _, key, value in
                guard let cls, let key else { return .YES }
                let collector = Unmanaged<HeaderCollector>.fromOpaque(cls).takeUnretainedValue()
                collector.headers.add(String(cString: key), value.map { String(cString: $0) } ?? "")
                return .YES
            }, context)
        return collector.headers
    }
}
