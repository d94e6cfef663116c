import Foundation

/// Writes one JSON object per line (to stderr by default). Never pass passwords or tokens to it.
public struct Logger: Sendable {
    /// How serious a line is.
    public enum Level: String, Sendable {
        /// Routine events such as a served request.
        case info
        /// Something unusual that did not fail a request.
        case warning
        /// A failure; an unknown error behind a 500.
        case error
    }

    private let sink: @Sendable (String) -> Void

    /// Creates a logger that hands each finished line (with a trailing newline) to `sink`.
    public init(sink: @escaping @Sendable (String) -> Void) {
        self.sink = sink
    }

    /// Writes each line to standard error with its own `write(2)`, so lines from threads never interleave.
    public static let standardError = Logger { line in
        var bytes = Array(line.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(2, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }

    /// Gathers lines in `buffer` (flush it before the process exits).
    public static func buffered(_ buffer: LogBuffer) -> Logger {
        Logger { line in buffer.append(line) }
    }

    /// Discards everything (tests that don't inspect logs).
    public static let discard = Logger { _ in }

    /// Logs `message` with extra fields; the time is added as `ts` (RFC 3339 UTC).
    public func log(_ level: Level, _ message: String, _ fields: KeyValuePairs<String, any Sendable> = [:]) {
        var line = "{\"ts\":\"\(Timestamp.now())\",\"level\":\"\(level.rawValue)\",\"msg\":\(Logger.quote(message))"
        for (key, value) in fields {
            line += ",\(Logger.quote(key)):"
            switch value {
            case let number as Int: line += String(number)
            case let number as Double: line += Logger.decimal(number)
            default: line += Logger.quote(String(describing: value))
            }
        }
        sink(line + "}\n")
    }

    /// The access-log line of one request, written without any dynamic casts or formatters (hot path).
    public func request(
        method: String, path: String, route: String, status: Int, durationMs: Double, requestID: String
    ) {
        // Appended piece by piece into one buffer: this runs for every request.
        var line = "{\"ts\":\""
        line.reserveCapacity(192 + path.utf8.count)
        line += Timestamp.now()
        line += "\",\"level\":\"info\",\"msg\":\"request\",\"method\":"
        line += Logger.quote(method)
        line += ",\"path\":"
        line += Logger.quote(path)
        line += ",\"route\":"
        line += Logger.quote(route)
        line += ",\"status\":"
        line += String(status)
        line += ",\"durationMs\":"
        line += Logger.decimal(durationMs)
        line += ",\"requestId\":"
        line += Logger.quote(requestID)
        line += "}\n"
        sink(line)
    }

    /// `value` with three decimals, e.g. `0.250`.
    static func decimal(_ value: Double) -> String {
        let thousandths = Int((max(0, value) * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// A JSON string literal for `text`.
    static func quote(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
