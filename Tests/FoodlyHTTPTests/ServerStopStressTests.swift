import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Synchronization
import Testing

/// Many servers started and stopped at once in one process, with keep-alive connections open and requests in
/// flight while they stop. A stop that races libmicrohttpd's worker threads over the listening socket aborts the
/// whole test process, so passing here means the process survived.
@Suite("Server stop under parallel start and stop")
struct ServerStopStressTests {
    @Test func manyServersStartAndStopInParallel() throws {
        let wrong = Atomic<Int>(0)
        Self.onThreads(8) {
            for round in 0..<15 { wrong.add(Self.cycle(round), ordering: .relaxed) }
        }
        #expect(wrong.load(ordering: .relaxed) == 0)
    }

    @Test func stopCalledFromSeveralThreadsAtOnceStopsOnce() throws {
        for _ in 0..<10 {
            let live = try LiveServer(responder: TestRoutes.responder())
            #expect(try live.connect().request("GET", "/hello").text == "hello")
            let returned = Atomic<Int>(0)
            Self.onThreads(3) {
                live.stop()
                returned.add(1, ordering: .relaxed)
            }
            #expect(returned.load(ordering: .relaxed) == 3)
        }
    }

    /// Starts a server with one idle keep-alive connection and one request in flight, stops it, and returns how
    /// many answers were wrong: the request in flight is answered whole or not at all, never cut or garbled.
    private static func cycle(_ round: Int) -> Int {
        do {
            let live = try LiveServer(responder: TestRoutes.responder()) { $0.shutdownGraceSeconds = 2 }
            let idle = try live.connect()
            let first = try idle.request("GET", "/items/\(round)")
            let busy = try live.connect()
            try busy.send("GET /slow HTTP/1.1\r\nHost: x\r\n\r\n")
            if round % 3 == 0 { usleep(20_000) }
            live.stop()
            var wrong = first.text == "item \(round)" ? 0 : 1
            if let reply = try? busy.readReply(), reply.status != 200 || reply.text != "finished" { wrong += 1 }
            return wrong
        } catch {
            return 1
        }
    }

    /// Runs `body` on `count` threads at once and waits for all of them (blocking work stays off Swift's
    /// cooperative pool, which has only one thread per core).
    private static func onThreads(_ count: Int, _ body: @escaping @Sendable () -> Void) {
        let done = DispatchGroup()
        for _ in 0..<count {
            done.enter()
            Thread {
                body()
                done.leave()
            }.start()
        }
        done.wait()
    }
}
