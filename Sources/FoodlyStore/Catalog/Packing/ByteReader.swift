/// Reads back what `ByteWriter` wrote, from a position in a byte buffer. Reading past the end or a malformed
/// value stops the process: the bytes are the process's own, never input.
struct ByteReader {
    private let bytes: UnsafeRawBufferPointer
    /// Where the next value starts.
    private(set) var offset: Int

    /// A reader of `bytes` from `offset`.
    init(_ bytes: UnsafeRawBufferPointer, at offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    /// Reads a varint.
    mutating func unsigned() -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = bytes[offset]
            offset += 1
            value |= UInt64(next & 0x7F) << shift
            if next < 0x80 { return value }
            shift += 7
        }
    }

    /// Reads a varint as a count or size.
    mutating func count() -> Int {
        Int(unsigned())
    }

    /// Reads a zigzagged varint.
    mutating func signed() -> Int {
        ByteReader.unzigzag(unsigned())
    }

    /// The number `ByteWriter.zigzag` gave `zigzag` for.
    private static func unzigzag(_ zigzag: UInt64) -> Int {
        Int(Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1))))
    }

    /// Reads a byte.
    mutating func byte() -> UInt8 {
        defer { offset += 1 }
        return bytes[offset]
    }

    /// Reads a double written by `ByteWriter.fixedDouble(_:)`.
    mutating func fixedDouble() -> Double {
        defer { offset += 8 }
        return ByteReader.double(in: bytes, at: offset)
    }

    /// Reads a double written by `ByteWriter.double(_:)`.
    mutating func double() -> Double {
        let head = unsigned()
        guard head & 1 == 0 else {
            defer { offset += 8 }
            return ByteReader.double(in: bytes, at: offset)
        }
        return Double(ByteReader.unzigzag(head >> 1)) / 100
    }

    /// Reads a string.
    mutating func string() -> String {
        let length = count()
        defer { offset += length }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
    }

    /// Steps over a string.
    mutating func skipString() {
        skip(count())
    }

    /// Steps over `count` bytes.
    mutating func skip(_ count: Int) {
        offset += count
    }

    /// The next `count` bytes, in place.
    mutating func bytes(_ count: Int) -> UnsafeRawBufferPointer {
        defer { offset += count }
        return UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count])
    }

    /// Reads an optional string.
    mutating func optionalString() -> String? {
        byte() == 0 ? nil : string()
    }

    /// Reads an id written by `ByteWriter.id(_:)`.
    mutating func id() -> String {
        guard byte() == 0 else { return string() }
        defer { offset += 16 }
        return String(unsafeUninitializedCapacity: 32) { text in
            for index in 0..<16 {
                let value = bytes[offset + index]
                text[2 * index] = ByteReader.hexDigit(value >> 4)
                text[2 * index + 1] = ByteReader.hexDigit(value & 0x0F)
            }
            return 32
        }
    }

    /// The lower-case hexadecimal digit of `value` (0…15).
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// Reads an array `CatalogFileWriter.array` wrote: its count, then its elements' bytes; nil when they would
    /// reach past the end.
    mutating func array<Element: BitwiseCopyable>() -> [Element]? {
        let count = self.count()
        let size = count.multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
        guard !size.overflow, size.partialValue <= bytes.count - offset else { return nil }
        defer { offset += size.partialValue }
        return [Element](unsafeUninitializedCapacity: count) { elements, initialized in
            UnsafeMutableRawBufferPointer(elements).copyMemory(
                from: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + size.partialValue]))
            initialized = count
        }
    }

    /// The double stored in eight little-endian bytes at `offset` of `bytes`.
    static func double(in bytes: UnsafeRawBufferPointer, at offset: Int) -> Double {
        Double(bitPattern: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
    }

    /// The value stored in four little-endian bytes at `offset` of `bytes`.
    static func fixed32(in bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
        UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }
}
