import FoodlyApp
import FoodlyHTTP
import Foundation
import Synchronization

/// Runs the demo simulator once a second on its own thread until stopped.
final class DemoLoop: Sendable {
    private let running = Atomic<Bool>(true)
    private let finished = DispatchSemaphore(value: 0)

    init(simulator: DemoSimulator, logger: Logger) {
        Thread { [self] in
            while running.load(ordering: .acquiring) {
                do {
                    try simulator.tick()
                } catch {
                    logger.log(.error, "demo simulator", ["error": String(describing: error)])
                }
                Thread.sleep(forTimeInterval: 1)
            }
            finished.signal()
        }.start()
    }

    /// Stops after the current tick.
    func stop() {
        running.store(false, ordering: .releasing)
        finished.wait()
    }
}
