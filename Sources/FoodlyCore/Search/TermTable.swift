/// A build-time hash table that gives every distinct token a provisional number, in order of first appearance.
/// Tokens live in one byte buffer; the table holds only numbers, so interning millions of tokens allocates little.
struct TermTable {
    /// All tokens, back to back.
    private(set) var bytes: [UInt8] = []
    /// Where token `i` starts in `bytes`; one extra entry marks the end.
    private(set) var offsets: [UInt32] = [0]
    /// Each token's hash, kept so the table can grow without rehashing bytes.
    private var hashes: [UInt32] = []
    /// Open addressing: 0 is empty, otherwise the token number plus one.
    private var slots = [UInt32](repeating: 0, count: 1024)

    /// How many distinct tokens were seen.
    var count: Int { hashes.count }

    /// The number of `token`, adding it when it is new.
    mutating func intern(_ token: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let hash = TermTable.hash(token)
        let mask = slots.count - 1
        var index = Int(hash) & mask
        while true {
            let slot = slots[index]
            if slot == 0 { break }
            let number = Int(slot - 1)
            if hashes[number] == hash && matches(number, token) { return UInt32(number) }
            index = (index + 1) & mask
        }
        let number = UInt32(hashes.count)
        bytes.append(contentsOf: token)
        offsets.append(UInt32(bytes.count))
        hashes.append(hash)
        slots[index] = number + 1
        if hashes.count * 2 > slots.count { grow() }
        return number
    }

    /// Whether stored token `number` has exactly the bytes of `token`.
    private func matches(_ number: Int, _ token: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(offsets[number])
        let end = Int(offsets[number + 1])
        guard end - start == token.count else { return false }
        return bytes.withUnsafeBufferPointer { stored in
            var index = 0
            while index < token.count {
                if stored[start + index] != token[index] { return false }
                index += 1
            }
            return true
        }
    }

    /// Doubles the slot array and reinserts every token.
    private mutating func grow() {
        var bigger = [UInt32](repeating: 0, count: slots.count * 2)
        let mask = bigger.count - 1
        for (number, hash) in hashes.enumerated() {
            var index = Int(hash) & mask
            while bigger[index] != 0 { index = (index + 1) & mask }
            bigger[index] = UInt32(number + 1)
        }
        slots = bigger
    }

    /// FNV-1a, folded to 32 bits.
    static func hash(_ token: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in token { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
