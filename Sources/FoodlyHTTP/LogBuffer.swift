import Foundation
import Synchronization

/// Collects log lines in memory and writes them to a file descriptor in large chunks: when 64 KiB have
/// gathered, every `interval` from a background thread, and on `flush()`. Lines are never split or mixed.
///
/// One `write(2)` per request would cost more than the rest of a small request; nginx buffers its access log
/// for the same reason. At most one interval's lines are lost if the process is killed without a flush.
public final class LogBuffer: Sendable {
    private let descriptor: Int32
    private let pending = Mutex<[UInt8]>([])
    /// Held from taking the gathered bytes until they are written, so a `flush()` returns only once everything
    /// appended before it is in the file (even while the background thread is writing), and chunks keep their order.
    private let writing = Mutex(())
    private let capacity = 64 * 1024

    /// Creates a buffer for `descriptor` (2 for standard error) and starts its flushing thread.
    public init(descriptor: Int32 = 2, interval: Duration = .milliseconds(200)) {
        self.descriptor = descriptor
        let seconds = Double(interval.components.seconds) + Double(interval.components.attoseconds) / 1e18
        let thread = Thread { [weak self] in
            // Holds the buffer only while flushing, so the thread ends once the buffer is released.
            while self.map({ $0.flush() }) != nil {
                Thread.sleep(forTimeInterval: seconds)
            }
        }
        thread.name = "foodly-log"
        thread.start()
    }

    /// Adds a finished line; writes the buffer out when it is full.
    public func append(_ line: String) {
        let full = pending.withLock { bytes in
            bytes.append(contentsOf: line.utf8)
            return bytes.count >= capacity
        }
        if full { flush() }
    }

    /// Writes out everything gathered so far; when it returns, every line appended before the call is written.
    public func flush() {
        writing.withLock { _ in
            let bytes = pending.withLock { bytes in
                defer { bytes.removeAll(keepingCapacity: true) }
                return bytes
            }
            if !bytes.isEmpty { write(bytes) }
        }
    }

    private func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
