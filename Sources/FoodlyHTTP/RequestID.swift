import Synchronization

/// Makes request ids: 32 lowercase hex digits, a random per-process prefix and a counter, so ids are unique
/// across processes without a system call per request.
public enum RequestID {
    private static let prefix = hex(UInt64.random(in: 0...UInt64.max))
    private static let counter = Atomic<UInt64>(0)

    /// A fresh request id.
    public static func make() -> String {
        let (next, _) = counter.add(1, ordering: .relaxed)
        return prefix + hex(next)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
