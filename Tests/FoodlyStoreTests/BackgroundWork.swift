import Dispatch
import Foundation
import Synchronization

/// Runs a throwing body on a new thread of its own; ``wait()`` returns when it ends and rethrows its error.
///
/// A dedicated thread, not a Dispatch queue: bodies block on purpose, and Dispatch's pool is as
/// small as the number of cores.
final class BackgroundWork: Sendable {
    /// Waiting longer than this means a deadlock: fail instead of hanging the test run.
    static let deadlockGuard = DispatchTimeInterval.seconds(60)

    private let finished = DispatchSemaphore(value: 0)
    private let failure = Mutex<(any Error)?>(nil)

    init(_ body: @escaping @Sendable () throws -> Void) {
        let thread = Thread { [self] in
            do {
                try body()
            } catch {
                self.failure.withLock { $0 = error }
            }
            self.finished.signal()
        }
        thread.start()
    }

    /// Waits for the body to end and rethrows its error.
    func wait() throws {
        guard finished.wait(timeout: .now() + Self.deadlockGuard) == .success else {
            throw TimedOut()
        }
        if let error = failure.withLock({ $0 }) {
            throw error
        }
    }
}

/// A wait that should have ended long ago.
struct TimedOut: Error {}

extension DispatchSemaphore {
    /// Waits, failing instead of hanging when the signal never comes.
    func waitOrThrow() throws {
        guard wait(timeout: .now() + BackgroundWork.deadlockGuard) == .success else {
            throw TimedOut()
        }
    }
}
