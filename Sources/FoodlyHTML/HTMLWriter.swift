/// The growable byte buffer a page is rendered into.
///
/// A page is written as thousands of small pieces; appending them with a bare pointer copy is
/// several times cheaper than `Array.append(contentsOf:)`. The bytes are copied out once at the end.
struct HTMLWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    /// Makes an empty buffer with room for `capacity` bytes before it grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        self.base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Appends one byte.
    mutating func append(_ byte: UInt8) {
        if count == capacity {
            grow(toHold: count + 1)
        }
        base[count] = byte
        count += 1
    }

    /// Appends a run of bytes.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else {
            return
        }
        if count + bytes.count > capacity {
            grow(toHold: count + bytes.count)
        }
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Calls `body` with the bytes written so far.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: base, count: count))
    }

    private mutating func grow(toHold needed: Int) {
        let newCapacity = max(capacity * 2, needed)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
