import CCurl
import FoodlyCore
import Foundation

/// Sends mail to an SMTP server through libcurl, one connection per message.
///
/// The URL is `smtp://[user:password@]host[:port]` (plain, port 25 by default), `smtps://…` (TLS from the first
/// byte, port 465), or `smtp://…?starttls` (STARTTLS required: the message is not sent unless the connection is
/// upgraded, the usual set-up on port 587). User and password, percent-encoded, come from the URL. Certificates are
/// checked against the system's authorities. Connecting may take `connectTimeout`, the whole exchange `timeout`.
public struct SMTPMailSender: MailSender {
    /// The URL libcurl gets (without the `?starttls` Foodly reads).
    private let url: String
    /// Whether STARTTLS is required.
    public let requiresSTARTTLS: Bool
    /// Seconds to connect.
    public static let connectTimeout = 10
    /// Seconds for the whole exchange.
    public static let timeout = 30

    /// Reads `--smtp-url`; throws `MailError.invalidURL` for another scheme, no host or an unknown option.
    public init(url text: String) throws {
        let lowered = text.lowercased()
        guard lowered.hasPrefix("smtp://") || lowered.hasPrefix("smtps://") else {
            throw MailError.invalidURL("use smtp://host:port or smtps://host:port")
        }
        let parts = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let options = parts.count == 2 ? parts[1].split(separator: "&").map { $0.lowercased() } : []
        guard options.allSatisfy({ $0 == "starttls" }) else {
            throw MailError.invalidURL("the only option is ?starttls (STARTTLS required)")
        }
        guard let host = URLComponents(string: String(parts[0]))?.host, !host.isEmpty else {
            throw MailError.invalidURL("no host")
        }
        if lowered.hasPrefix("smtps://") && !options.isEmpty {
            throw MailError.invalidURL("smtps:// is TLS from the start; ?starttls is for smtp://")
        }
        url = String(parts[0])
        requiresSTARTTLS = !options.isEmpty
    }

    /// Runs `curl_global_init` once (thread-safe lazy static), before the first handle.
    private static let initialized: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK

    /// Sends `message` to its recipient; throws `MailError.delivery` with libcurl's reason when it was not accepted.
    public func send(_ message: MailMessage) throws {
        guard SMTPMailSender.initialized, let handle = curl_easy_init() else {
            throw MailError.delivery("libcurl could not start")
        }
        defer { curl_easy_cleanup(handle) }
        let recipients = curl_slist_append(nil, "<\(message.to.address)>")
        defer { curl_slist_free_all(recipients) }
        let upload = Upload(Array(message.rendered.utf8))
        var errorText = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        let code = errorText.withUnsafeMutableBufferPointer { errorBuffer in
            withExtendedLifetime(upload) {
                var status = foodly_curl_set_string(handle, CURLOPT_URL, url)
                for (option, value) in [
                    (CURLOPT_UPLOAD, 1), (CURLOPT_NOSIGNAL, 1), (CURLOPT_CONNECTTIMEOUT, SMTPMailSender.connectTimeout),
                    (CURLOPT_TIMEOUT, SMTPMailSender.timeout),
                    (CURLOPT_USE_SSL, Int(requiresSTARTTLS ? CURLUSESSL_ALL.rawValue : CURLUSESSL_NONE.rawValue)),
                ] where status == CURLE_OK {
                    status = foodly_curl_set_long(handle, option, value)
                }
                for (option, value) in [
                    (CURLOPT_PROTOCOLS_STR, "smtp,smtps"), (CURLOPT_MAIL_FROM, "<\(message.from.address)>"),
                ] where status == CURLE_OK {
                    status = foodly_curl_set_string(handle, option, value)
                }
                for (option, value) in [
                    (CURLOPT_MAIL_RCPT, UnsafeMutableRawPointer(recipients)),
                    (CURLOPT_READDATA, Unmanaged.passUnretained(upload).toOpaque()),
                    (CURLOPT_ERRORBUFFER, UnsafeMutableRawPointer(errorBuffer.baseAddress)),
                ] where status == CURLE_OK {
                    status = foodly_curl_set_pointer(handle, option, value)
                }
                if status == CURLE_OK {
                    status = foodly_curl_set_read_function(handle) { buffer, size, count, data in
                        guard let buffer, let data else { return 0 }
                        return Unmanaged<Upload>.fromOpaque(data).takeUnretainedValue().read(into: buffer, size * count)
                    }
                }
                return status == CURLE_OK ? curl_easy_perform(handle) : status
            }
        }
        guard code == CURLE_OK else {
            let detail = String(decoding: errorText.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw MailError.delivery(detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail)
        }
    }
}

/// The bytes of one message and how far libcurl has read them.
private final class Upload {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Copies the next bytes, at most `capacity`, into libcurl's buffer; returns how many (0 at the end).
    func read(into buffer: UnsafeMutablePointer<CChar>, _ capacity: Int) -> Int {
        let length = min(capacity, bytes.count - offset)
        guard length > 0 else { return 0 }
        bytes.withUnsafeBytes { source in
            UnsafeMutableRawPointer(buffer).copyMemory(from: source.baseAddress! + offset, byteCount: length)
        }
        offset += length
        return length
    }
}
