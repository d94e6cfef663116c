import Foundation

/// Waits for SIGINT or SIGTERM on the calling thread.
///
/// Call `block()` on the main thread before any other thread starts (threads inherit the mask), so the
/// signals are never delivered asynchronously; then `wait()` returns the signal when one arrives.
public enum ShutdownSignals {
    /// Blocks SIGINT and SIGTERM for this thread and every thread it starts afterwards.
    public static func block() {
        var set = signalSet()
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Waits for SIGINT or SIGTERM and returns its number.
    public static func wait() -> Int32 {
        var set = signalSet()
        var received: Int32 = 0
        while sigwait(&set, &received) != 0 {}
        return received
    }

    private static func signalSet() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        return set
    }
}
