import Foundation

/// Reads a file (or a pipe) a chunk at a time and hands out its lines, so memory stays bounded whatever the
/// file's size: a line longer than `maxLineBytes` is not kept, only reported as too long.
struct LineReader {
    /// Bytes read per `read(2)`.
    static let chunkBytes = 1 << 16

    private let descriptor: Int32
    private let maxLineBytes: Int

    /// Bytes read so far.
    private(set) var bytesRead: Int64 = 0

    /// Opens `path` for reading; throws a sentence naming the file when it cannot.
    init(path: String, maxLineBytes: Int) throws {
        descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw AddressError.unusable("cannot read \(path): \(String(cString: strerror(errno))).")
        }
        self.maxLineBytes = maxLineBytes
    }

    /// The file's size, when it is a regular file.
    var size: Int64? {
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int64(info.st_size)
    }

    /// Calls `body(line, tooLong, bytesRead)` for every line, without its `\n`; `line` is empty when `tooLong`.
    /// `body` returns false to stop.
    mutating func forEachLine(_ body: (UnsafeBufferPointer<UInt8>, Bool, Int64) throws -> Bool) throws {
        defer { close(descriptor) }
        var chunk = [UInt8](repeating: 0, count: Self.chunkBytes)
        var pending: [UInt8] = []
        pending.reserveCapacity(maxLineBytes)
        var overlong = false
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, Self.chunkBytes) }
            if count < 0 {
                if errno == EINTR { continue }
                throw AddressError.unusable("reading stopped: \(String(cString: strerror(errno))).")
            }
            if count == 0 { break }
            bytesRead += Int64(count)
            let soFar = bytesRead
            let keepGoing = try chunk.withUnsafeBufferPointer { bytes -> Bool in
                var start = 0
                for index in 0..<count where bytes[index] == 0x0A {
                    let piece = UnsafeBufferPointer(rebasing: bytes[start..<index])
                    start = index + 1
                    let handled: Bool
                    if overlong || pending.count + piece.count > maxLineBytes {
                        handled = try body(UnsafeBufferPointer(start: nil, count: 0), true, soFar)
                    } else if pending.isEmpty {
                        handled = try body(piece, false, soFar)
                    } else {
                        pending.append(contentsOf: piece)
                        handled = try pending.withUnsafeBufferPointer { try body($0, false, soFar) }
                    }
                    pending.removeAll(keepingCapacity: true)
                    overlong = false
                    if !handled { return false }
                }
                let rest = UnsafeBufferPointer(rebasing: bytes[start..<count])
                if !overlong && pending.count + rest.count <= maxLineBytes {
                    pending.append(contentsOf: rest)
                } else {
                    overlong = true
                    pending.removeAll(keepingCapacity: true)
                }
                return true
            }
            if !keepGoing { return }
        }
        let soFar = bytesRead
        if overlong {
            _ = try body(UnsafeBufferPointer(start: nil, count: 0), true, soFar)
        } else if !pending.isEmpty {
            _ = try pending.withUnsafeBufferPointer { try body($0, false, soFar) }
        }
    }
}
