/// Appends values to a byte buffer in the packed catalog's encoding, which `ByteReader` reads back exactly:
/// unsigned integers as LEB128 varints, signed ones zigzagged first, strings as a length and their UTF-8 bytes,
/// and doubles as a small varint when they are a whole number of hundredths (most prices, grams and nutrients),
/// else as their eight bytes.
struct ByteWriter {
    /// What has been written.
    private(set) var bytes: [UInt8] = []

    /// Empties it, keeping its memory for what is written next.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Appends `value` as a varint.
    mutating func unsigned(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Appends `value` zigzagged as a varint.
    mutating func signed(_ value: Int) {
        unsigned(ByteWriter.zigzag(value))
    }

    /// `value` with its sign in the lowest bit, so small negative numbers stay small varints.
    static func zigzag(_ value: Int) -> UInt64 {
        UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))
    }

    /// Appends `raw` as it is.
    mutating func raw(_ raw: UnsafeRawBufferPointer) {
        bytes.append(contentsOf: raw)
    }

    /// Appends a byte.
    mutating func byte(_ value: UInt8) {
        bytes.append(value)
    }

    /// Appends `value` in its fixed eight little-endian bytes, so it can be read in place (`ByteReader.double(in:at:)`).
    mutating func fixedDouble(_ value: Double) {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Appends `value` in four little-endian bytes.
    mutating func fixed32(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Overwrites four bytes at `offset` with `value` (a place reserved by `fixed32`).
    mutating func setFixed32(_ value: UInt32, at offset: Int) {
        withUnsafeBytes(of: value.littleEndian) { bytes.replaceSubrange(offset..<offset + 4, with: $0) }
    }

    /// Appends `value`: a whole number of hundredths as a varint whose lowest bit is 0, anything else as 1 and
    /// its eight bytes. Reading gives back the same bits (a hundredths value is kept only when dividing it by 100
    /// gives `value` exactly).
    mutating func double(_ value: Double) {
        if value.isFinite, abs(value) < 1e13 {
            let hundredths = Int((value * 100).rounded())
            let back = Double(hundredths) / 100
            if back.bitPattern == value.bitPattern {
                unsigned(ByteWriter.zigzag(hundredths) << 1)
                return
            }
        }
        unsigned(1)
        fixedDouble(value)
    }

    /// Appends `value`'s UTF-8 bytes after their count.
    mutating func string(_ value: String) {
        var text = value
        text.withUTF8 { utf8 in
            unsigned(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    /// Appends an optional string: 0 for none, else 1 and the string.
    mutating func optionalString(_ value: String?) {
        guard let value else { return byte(0) }
        byte(1)
        string(value)
    }

    /// Appends an id: 32 lower-case hexadecimal digits (what the catalog makes) as a 0 and their 16 bytes,
    /// anything else as a 1 and the string.
    mutating func id(_ value: String) {
        let utf8 = Array(value.utf8)
        guard utf8.count == 32, let packed = ByteWriter.hexBytes(utf8) else {
            byte(1)
            return string(value)
        }
        byte(0)
        bytes.append(contentsOf: packed)
    }

    private static func hexBytes(_ digits: [UInt8]) -> [UInt8]? {
        var packed: [UInt8] = []
        packed.reserveCapacity(16)
        var index = 0
        while index < digits.count {
            guard let high = nibble(digits[index]), let low = nibble(digits[index + 1]) else { return nil }
            packed.append(high << 4 | low)
            index += 2
        }
        return packed
    }

    private static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
