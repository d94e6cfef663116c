import Foundation

/// A blocking HTTP/1.1 client on one TCP connection to 127.0.0.1, for tests that need byte-level control
/// (keep-alive reuse, chunked bodies, oversized headers) that URLSession hides.
public final class RawHTTPConnection {
    /// A parsed response.
    public struct Reply: Sendable {
        /// The status code.
        public let status: Int
        /// Header fields with lowercased names.
        public let headers: [String: String]
        /// The body bytes.
        public let body: [UInt8]

        /// The body as UTF-8 text.
        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// A failure to connect, send or parse.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String

        /// Creates a failure.
        public init(description: String) {
            self.description = description
        }
    }

    private let socket: Int32
    private var buffer: [UInt8] = []

    /// Connects to `127.0.0.1:port` (5-second receive timeout).
    public init(port: Int) throws {
        socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        // No close here: once every stored property is set, a throwing init still runs deinit, which closes the
        // socket; closing it twice could close a descriptor another test has opened meanwhile.
        guard connected == 0 else {
            throw Failure(description: "connect to port \(port) failed (errno \(errno))")
        }
    }

    deinit { close(socket) }

    /// Sends raw bytes.
    public func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                Foundation.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard written > 0 else { throw Failure(description: "send failed (errno \(errno))") }
            offset += written
        }
    }

    /// Sends text as UTF-8.
    public func send(_ text: String) throws { try send(Array(text.utf8)) }

    /// Sends a simple request with an optional body and `Content-Length`.
    public func request(
        _ method: String, _ target: String, headers: [String: String] = [:], body: [UInt8] = []
    ) throws -> Reply {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || method == "POST" || method == "PUT" || method == "PATCH" {
            head += "Content-Length: \(body.count)\r\n"
        }
        try send(Array((head + "\r\n").utf8) + body)
        return try readReply(bodyExpected: method != "HEAD")
    }

    /// Reads one response (Content-Length framed); `bodyExpected` is false for answers to HEAD.
    public func readReply(bodyExpected: Bool = true) throws -> Reply {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        var headerEnd: Int?
        while headerEnd == nil {
            headerEnd = buffer.firstRange(of: separator)?.lowerBound
            if headerEnd == nil { try fill() }
        }
        let headText = String(decoding: buffer[..<headerEnd!], as: UTF8.self)
        buffer.removeFirst(headerEnd! + separator.count)
        var lines = headText.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw Failure(description: "bad status line in \(headText)")
        }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        let length = bodyExpected ? Int(headers["content-length"] ?? "0") ?? 0 : 0
        while buffer.count < length { try fill() }
        let body = Array(buffer.prefix(length))
        buffer.removeFirst(length)
        return Reply(status: status, headers: headers, body: body)
    }

    /// Whether the server has closed the connection (a read returns end-of-file).
    public func isClosedByPeer() -> Bool {
        do {
            try fill()
            return false
        } catch {
            return true
        }
    }

    /// Reads until the bytes received since the last call contain `marker` (a streamed response, say); returns them
    /// as text and consumes them. Throws when the connection closes or 5 seconds pass without data.
    public func read(until marker: String) throws -> String {
        let wanted = Array(marker.utf8)
        while buffer.firstRange(of: wanted) == nil { try fill() }
        let end = buffer.firstRange(of: wanted)!.upperBound
        let text = String(decoding: buffer[..<end], as: UTF8.self)
        buffer.removeFirst(end)
        return text
    }

    private func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        guard count > 0 else {
            throw Failure(description: count == 0 ? "connection closed" : "recv failed (errno \(errno))")
        }
        buffer.append(contentsOf: chunk[..<count])
    }
}
