import CCurl
import Foundation

/// HTTPS requests to an outside service through libcurl, one connection per request; certificates are checked
/// against the system's authorities. Only `http` and `https` URLs are followed, never a redirect.
struct HTTPClient: Sendable {
    /// What came back.
    struct Response: Sendable {
        /// The status code.
        let status: Int
        /// The body, as sent.
        let body: Data
    }

    /// Seconds to connect.
    let connectTimeout: Int
    /// Seconds for the whole exchange.
    let timeout: Int

    /// Runs `curl_global_init` once (thread-safe lazy static), before the first handle.
    private static let initialized: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK

    /// Sends one request; `body` makes it a POST. Throws `HTTPClient.Failure` when no answer came (refused, timed
    /// out, TLS): the caller cannot know whether the server acted on it.
    func send(_ url: String, headers: [String], body: String?) throws -> Response {
        guard HTTPClient.initialized, let handle = curl_easy_init() else { throw Failure("libcurl could not start") }
        defer { curl_easy_cleanup(handle) }
        var list: UnsafeMutablePointer<curl_slist>?
        for header in headers { list = curl_slist_append(list, header) }
        defer { curl_slist_free_all(list) }
        let received = Received()
        var errorText = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        let code = errorText.withUnsafeMutableBufferPointer { errorBuffer in
            withExtendedLifetime(received) {
                var status = foodly_curl_set_string(handle, CURLOPT_URL, url)
                var numbers = [
                    (CURLOPT_NOSIGNAL, 1), (CURLOPT_CONNECTTIMEOUT, connectTimeout), (CURLOPT_TIMEOUT, timeout),
                ]
                if body != nil { numbers.append((CURLOPT_POST, 1)) }
                for (option, value) in numbers where status == CURLE_OK {
                    status = foodly_curl_set_long(handle, option, value)
                }
                for (option, value) in [(CURLOPT_PROTOCOLS_STR, "http,https"), (CURLOPT_COPYPOSTFIELDS, body)]
                where status == CURLE_OK {
                    if let value { status = foodly_curl_set_string(handle, option, value) }
                }
                for (option, value) in [
                    (CURLOPT_HTTPHEADER, UnsafeMutableRawPointer(list)),
                    (CURLOPT_WRITEDATA, Unmanaged.passUnretained(received).toOpaque()),
                    (CURLOPT_ERRORBUFFER, UnsafeMutableRawPointer(errorBuffer.baseAddress)),
                ] where status == CURLE_OK {
                    status = foodly_curl_set_pointer(handle, option, value)
                }
                if status == CURLE_OK {
                    status = foodly_curl_set_write_function(handle) { data, size, count, context in
                        guard let data, let context else { return 0 }
                        Unmanaged<Received>.fromOpaque(context).takeUnretainedValue().bytes.append(
                            contentsOf: UnsafeRawBufferPointer(start: data, count: size * count))
                        return size * count
                    }
                }
                return status == CURLE_OK ? curl_easy_perform(handle) : status
            }
        }
        guard code == CURLE_OK else {
            let detail = String(decoding: errorText.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw Failure(detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail)
        }
        return Response(status: foodly_curl_response_code(handle), body: received.bytes)
    }

    /// No answer came, and libcurl's reason.
    struct Failure: Error, CustomStringConvertible {
        let description: String

        init(_ description: String) {
            self.description = description
        }
    }
}

/// The bytes of a response as libcurl hands them over.
private final class Received {
    var bytes = Data()
}
