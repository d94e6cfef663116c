import FoodlyHTTP
import Foundation
import Testing

@Suite("Buffered log")
struct LogBufferTests {
    /// A temporary file to write the log to, read back whole.
    final class LogFile {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("log-\(UUID().uuidString)").path
        let descriptor: Int32
        init() { descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600) }
        deinit {
            close(descriptor)
            unlink(path)
        }

        func readAvailable() -> String {
            (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        }
    }

    @Test func linesAppearWholeAfterAFlushAndInOrder() throws {
        let file = LogFile()
        let buffer = LogBuffer(descriptor: file.descriptor, interval: .seconds(60))
        let logger = Logger.buffered(buffer)
        logger.log(.info, "first")
        logger.log(.warning, "second", ["n": 2])
        buffer.flush()
        let lines = file.readAvailable().split(separator: "\n")
        try #require(lines.count == 2)
        #expect(lines[0].contains(#""msg":"first""#))
        #expect(lines[1].contains(#""level":"warning""#) && lines[1].contains(#""n":2"#))
    }

    @Test func aFlushWaitsForTheBackgroundThreadsWrite() {
        // The thread flushes every millisecond: it often takes the lines a moment before `flush()` looks.
        let file = LogFile()
        let buffer = LogBuffer(descriptor: file.descriptor, interval: .milliseconds(1))
        var missing = 0
        for n in 0..<5000 {
            buffer.append("line \(n)\n")
            buffer.flush()
            if !file.readAvailable().hasSuffix("line \(n)\n") { missing += 1 }
        }
        #expect(missing == 0)
    }

    @Test func aFullBufferIsWrittenWithoutWaitingForTheTimer() {
        let file = LogFile()
        let buffer = LogBuffer(descriptor: file.descriptor, interval: .seconds(60))
        let line = String(repeating: "x", count: 1023) + "\n"
        for _ in 0..<128 { buffer.append(line) }
        let written = file.readAvailable().count
        #expect(written >= 64 * 1024)
        #expect(written % 1024 == 0, "only whole lines are written")
    }

    @Test func theBackgroundThreadFlushesOnItsOwn() throws {
        let file = LogFile()
        let buffer = LogBuffer(descriptor: file.descriptor, interval: .milliseconds(20))
        buffer.append("tick\n")
        var seen = ""
        for _ in 0..<200 where seen.isEmpty {
            Thread.sleep(forTimeInterval: 0.01)
            seen = file.readAvailable()
        }
        #expect(seen == "tick\n")
    }
}
