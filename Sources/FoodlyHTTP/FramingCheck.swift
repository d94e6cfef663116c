import Foundation

/// Refuses requests whose framing two parties could read differently (RFC 9112 §6.3), before any body is read:
/// libmicrohttpd 0.9.75 uses the first of two `Content-Length`s, prefers `chunked` to a `Content-Length`, waits
/// for the end of a body in an unknown transfer coding until the idle timeout, and serves HTTP/1.1 without `Host`.
/// Each is answered at once and the connection closed.
enum FramingCheck {
    /// The refusal for a request with these header fields, or nil when its framing is unambiguous.
    static func refusal(version: String, headers: HTTPHeaders) -> HTTPError? {
        let hosts = headers.values(for: "Host")
        if (version == "HTTP/1.1" && hosts.isEmpty) || hosts.count > 1 {
            return HTTPError(status: 400, message: "Send exactly one Host header.")
        }
        let lengths = headers.values(for: "Content-Length").flatMap {
            $0.split(separator: ",", omittingEmptySubsequences: false)
        }
        let codings = headers.values(for: "Transfer-Encoding").flatMap { $0.split(separator: ",") }.map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        }
        if !codings.isEmpty {
            guard lengths.isEmpty, version == "HTTP/1.1" else {
                return HTTPError(
                    status: 400, message: "Send Transfer-Encoding (HTTP/1.1 only) or Content-Length, not both.")
            }
            guard codings.allSatisfy({ $0 == "chunked" }) else {
                return HTTPError(status: 501, message: "The only transfer coding understood is chunked.")
            }
            return codings.count == 1
                ? nil : HTTPError(status: 400, message: "Send the chunked transfer coding once.")
        }
        guard lengths.count <= 1 else { return HTTPError(status: 400, message: "Send one Content-Length.") }
        if let length = lengths.first.map({ $0.trimmingCharacters(in: .whitespaces) }),
            length.isEmpty || !length.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        {
            return HTTPError(status: 400, message: "Content-Length must be a number of bytes.")
        }
        return nil
    }
}
