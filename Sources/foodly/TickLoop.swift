import FoodlyApp
import FoodlyHTTP
import Foundation
import Synchronization

/// Runs timed work (the demo simulator, the order scheduler) on its own thread every `seconds` until stopped; a
/// failed run is logged under `name` and the next one runs as usual.
final class TickLoop: Sendable {
    private let running = Atomic<Bool>(true)
    private let finished = DispatchSemaphore(value: 0)
    /// Signalled by `stop`, so that a loop between runs ends at once instead of sleeping on.
    private let wake = DispatchSemaphore(value: 0)

    init(every seconds: Double, name: String, logger: Logger, work: @escaping @Sendable () throws -> Void) {
        Thread { [self] in
            while running.load(ordering: .acquiring) {
                do {
                    try work()
                } catch {
                    logger.log(.error, name, ["error": String(describing: error)])
                }
                _ = wake.wait(timeout: .now() + seconds)
            }
            finished.signal()
        }.start()
    }

    /// Stops after the current run, without waiting out the pause between runs (a stopping server must close its
    /// listener at once).
    func stop() {
        running.store(false, ordering: .releasing)
        wake.signal()
        finished.wait()
    }
}
