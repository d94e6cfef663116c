import CMicroHTTPD
import Synchronization

/// A response body that is written over time: server-sent events. A handler returns a `Response` whose `stream`
/// is set; anyone may then `send` text to it from any thread, and `close` it.
///
/// With libmicrohttpd's event loops a connection with nothing to send must not be polled: when the buffer is
/// empty the connection is suspended (from the content reader, the one safe place), and `send` resumes it.
/// `onClose` runs once when the response ends, whether the client went away, the stream was closed or the server
/// is stopping.
public final class EventStream: Sendable {
    private struct State: ~Copyable {
        var pending: [UInt8] = []
        var closed = false
        var suspended = false
        /// The connection's address (kept as a number: a pointer is not `Sendable`); 0 when none.
        var connection: UInt = 0
    }

    private let state = Mutex(State())
    private let closeAction: Mutex<(@Sendable () -> Void)?>
    /// The server's own bookkeeping when the response ends.
    private let finishAction = Mutex<(@Sendable () -> Void)?>(nil)

    /// Creates an open stream; `onClose` runs when the response is over.
    public init(onClose: (@Sendable () -> Void)? = nil) {
        closeAction = Mutex(onClose)
    }

    /// Sets what runs when the response is over (replacing an earlier action).
    public func onClose(_ action: @escaping @Sendable () -> Void) {
        closeAction.withLock { $0 = action }
    }

    /// Queues `text` (UTF-8) for the client; ignored once closed.
    public func send(_ text: String) {
        state.withLock { state in
            guard !state.closed else { return }
            state.pending.append(contentsOf: text.utf8)
            EventStream.wake(&state)
        }
    }

    /// Ends the stream after what is queued has been sent.
    public func close() {
        state.withLock { state in
            state.closed = true
            EventStream.wake(&state)
        }
    }

    /// Whether `close` was called.
    public var isClosed: Bool {
        state.withLock { $0.closed }
    }

    /// What the server does when the response ends (before `onClose`).
    func onFinished(_ action: @escaping @Sendable () -> Void) {
        finishAction.withLock { $0 = action }
    }

    /// Ties the stream to its connection (the server, when it queues the response).
    func attach(_ connection: OpaquePointer) {
        let address = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(connection)))
        state.withLock { $0.connection = address }
    }

    /// Fills `buffer` for libmicrohttpd: the byte count, 0 after suspending the connection when there is nothing to
    /// send, or -1 at the end of the stream.
    func read(into buffer: UnsafeMutablePointer<CChar>, max: Int) -> Int {
        state.withLock { state in
            if state.pending.isEmpty {
                if state.closed { return -1 }
                if let connection = OpaquePointer(bitPattern: state.connection) {
                    state.suspended = true
                    MHD_suspend_connection(connection)
                }
                return 0
            }
            let count = min(max, state.pending.count)
            state.pending.withUnsafeBytes { bytes in
                UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress!, byteCount: count)
            }
            state.pending.removeFirst(count)
            return count
        }
    }

    /// The response is over: forget the connection and run the close action once.
    func finished() {
        state.withLock { state in
            state.closed = true
            state.connection = 0
        }
        EventStream.takeOnce(finishAction)?()
        EventStream.takeOnce(closeAction)?()
    }

    /// The action in `slot`, leaving it empty.
    private static func takeOnce(_ slot: borrowing Mutex<(@Sendable () -> Void)?>) -> (@Sendable () -> Void)? {
        slot.withLock { action in
            let run = action
            action = nil
            return run
        }
    }

    /// Resumes a suspended connection so libmicrohttpd asks for data again.
    private static func wake(_ state: inout State) {
        guard state.suspended, let connection = OpaquePointer(bitPattern: state.connection) else { return }
        state.suspended = false
        MHD_resume_connection(connection)
    }
}
