import Foundation

/// Writes a catalog file in pieces (`CatalogFile`'s format): small values through a `ByteWriter` flushed every
/// megabyte (one buffer, reused), large arrays straight from their memory, with a checksum over everything after
/// the magic.
final class CatalogFileWriter {
    private let handle: FileHandle
    private var buffer = ByteWriter()
    private var checksum = FileChecksum()

    /// Creates `path` (replacing it), readable by its owner only (it holds what operators wrote about suspended
    /// restaurants), and writes the magic.
    init(path: String, magic: [UInt8]) throws {
        guard
            FileManager.default.createFile(
                atPath: path, contents: Data(magic), attributes: [.posixPermissions: 0o600])
        else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
    }

    /// Lets `body` append small values.
    func values(_ body: (inout ByteWriter) -> Void) throws {
        body(&buffer)
        if buffer.bytes.count >= 1 << 20 { try flush() }
    }

    /// Appends an array's count and its elements' bytes (a small one through the buffer, a large one straight
    /// from its memory).
    func array<Element: BitwiseCopyable>(_ elements: [Element]) throws {
        buffer.unsigned(UInt64(elements.count))
        try elements.withUnsafeBytes { bytes in
            guard bytes.count >= 1 << 16 else { return try values { $0.raw(bytes) } }
            try flush()
            try put(bytes)
        }
    }

    /// Writes what is buffered and the checksum, and closes the file (synced to disk).
    func finish() throws {
        try flush()
        try handle.write(contentsOf: withUnsafeBytes(of: checksum.value.littleEndian) { Data($0) })
        try handle.synchronize()
        try handle.close()
    }

    /// Closes the file without finishing it.
    func abandon() {
        try? handle.close()
    }

    private func flush() throws {
        try buffer.bytes.withUnsafeBytes { try put($0) }
        buffer.removeAll()
    }

    /// Writes `bytes` from where they are (no copy: a copy of a large array would stay resident after it).
    private func put(_ bytes: UnsafeRawBufferPointer) throws {
        checksum.add(bytes)
        try handle.write(contentsOf: bytes)
    }
}
