import FoodlyApp
import FoodlyHTTP
import Foundation
import Synchronization

/// Runs timed work (the demo simulator, the order scheduler) on its own thread every `seconds` until stopped; a
/// failed run is logged under `name` and the next one runs as usual.
final class TickLoop: Sendable {
    private let running = Atomic<Bool>(true)
    private let finished = DispatchSemaphore(value: 0)

    init(every seconds: Double, name: String, logger: Logger, work: @escaping @Sendable () throws -> Void) {
        Thread { [self] in
            while running.load(ordering: .acquiring) {
                do {
                    try work()
                } catch {
                    logger.log(.error, name, ["error": String(describing: error)])
                }
                Thread.sleep(forTimeInterval: seconds)
            }
            finished.signal()
        }.start()
    }

    /// Stops after the current run.
    func stop() {
        running.store(false, ordering: .releasing)
        finished.wait()
    }
}
