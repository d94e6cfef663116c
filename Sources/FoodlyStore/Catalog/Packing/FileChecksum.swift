/// A 64-bit checksum over bytes given in pieces of any size, to tell a damaged or cut catalog file from a whole
/// one (not a defence against someone who writes the file: it is the process's own).
struct FileChecksum {
    private var state: UInt64 = 0x243F_6A88_85A3_08D3
    private var pending: [UInt8] = []
    private var total: UInt64 = 0

    /// Adds `bytes`.
    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        total &+= UInt64(bytes.count)
        var start = 0
        while !pending.isEmpty && start < bytes.count {
            pending.append(bytes[start])
            start += 1
            if pending.count == 8 {
                mix(pending.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) })
                pending.removeAll(keepingCapacity: true)
            }
        }
        while start + 8 <= bytes.count {
            mix(bytes.loadUnaligned(fromByteOffset: start, as: UInt64.self))
            start += 8
        }
        pending.append(contentsOf: bytes[start...])
    }

    /// The checksum of everything added.
    var value: UInt64 {
        var copy = self
        var last: UInt64 = 0
        for (index, byte) in pending.enumerated() { last |= UInt64(byte) << (8 * UInt64(index)) }
        copy.mix(last)
        copy.mix(total)
        return copy.state
    }

    private mutating func mix(_ word: UInt64) {
        state = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
        state ^= state >> 29
    }
}
