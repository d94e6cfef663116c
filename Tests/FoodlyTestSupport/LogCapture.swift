import FoodlyHTTP
import Synchronization

/// Collects log lines written from any thread, for tests that inspect the log.
public final class LogCapture: Sendable {
    private let stored = Mutex<[String]>([])

    /// Creates an empty capture.
    public init() {}

    /// A logger that appends to this capture.
    public var logger: Logger {
        Logger { line in self.stored.withLock { $0.append(line) } }
    }

    /// Every line so far.
    public var lines: [String] { stored.withLock { $0 } }
}
