import Synchronization

/// The words of dish text, shared by the menus packed with it: a catalog's million dishes are written with a few
/// thousand distinct words, so a packed menu keeps a name or description as word numbers (a byte or two each)
/// instead of their letters. A word is what lies between single spaces, punctuation included ("rice,"), so text
/// comes back byte for byte as it was written.
///
/// Only grows, and at most to `maxWords` words of at most `maxWordBytes` bytes each: text with other words keeps
/// them as they are, so what a table costs stays bounded however menus change. Shared by threads: words are added
/// under a lock, and a reader decodes from the words as they were when it started (`Words`).
public final class WordTable: Sendable {
    /// The most words a table holds.
    static let maxWords = 1 << 16
    /// The longest word a table holds, in UTF-8 bytes.
    static let maxWordBytes = 32

    private let table: Mutex<Table>

    /// The words, as a reader needs them: all their bytes back to back, and where each starts.
    struct Words: Sendable {
        /// Every word's UTF-8 bytes, in number order.
        fileprivate(set) var bytes: [UInt8] = []
        /// Where word `n` starts in `bytes`, plus one end marker.
        fileprivate(set) var starts: [UInt32] = [0]

        /// How many words there are.
        var count: Int { starts.count - 1 }

        /// Word `number`.
        func word(_ number: Int) -> String {
            String(decoding: bytes[Int(starts[number])..<Int(starts[number + 1])], as: UTF8.self)
        }
    }

    /// The words and a hash table of their numbers.
    struct Table: Sendable {
        fileprivate(set) var words = Words()
        /// Open addressing by FNV-1a hash of a word's bytes: a word's number, or -1 for an empty slot. Never more
        /// than half full.
        private var slots = [Int32](repeating: -1, count: 64)

        /// Appends `text` to `writer`: its word count, then each word as its number plus one, or 0 and the word
        /// itself when the table has no room for it. Empty text is a count of 0.
        mutating func write(_ text: String, to writer: inout ByteWriter) {
            var text = text
            text.withUTF8 { utf8 in
                guard !utf8.isEmpty else { return writer.unsigned(0) }
                writer.unsigned(UInt64(utf8.count(where: { $0 == UInt8(ascii: " ") }) + 1))
                var start = 0
                for end in 0...utf8.count where end == utf8.count || utf8[end] == UInt8(ascii: " ") {
                    let word = UnsafeBufferPointer(rebasing: utf8[start..<end])
                    if let number = number(of: word) {
                        writer.unsigned(UInt64(number + 1))
                    } else {
                        writer.unsigned(0)
                        writer.unsigned(UInt64(word.count))
                        writer.raw(UnsafeRawBufferPointer(word))
                    }
                    start = end + 1
                }
            }
        }

        /// The number of `word`, added when new and there is room.
        fileprivate mutating func number(of word: UnsafeBufferPointer<UInt8>) -> Int? {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in word { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
            while slots[slot] >= 0 {
                let number = Int(slots[slot])
                let known = words.bytes[Int(words.starts[number])..<Int(words.starts[number + 1])]
                if known.elementsEqual(word) { return number }
                slot = (slot + 1) & (slots.count - 1)
            }
            guard words.count < WordTable.maxWords, word.count <= WordTable.maxWordBytes else { return nil }
            let number = words.count
            words.bytes.append(contentsOf: word)
            words.starts.append(UInt32(words.bytes.count))
            slots[slot] = Int32(number)
            if words.count * 2 > slots.count { rehash() }
            return number
        }

        /// Doubles the slots and places every word again.
        private mutating func rehash() {
            let known = words
            words = Words()
            slots = [Int32](repeating: -1, count: slots.count * 2)
            known.bytes.withUnsafeBufferPointer { bytes in
                for number in 0..<known.count {
                    _ = self.number(
                        of: UnsafeBufferPointer(
                            rebasing: bytes[Int(known.starts[number])..<Int(known.starts[number + 1])]))
                }
            }
        }

        /// Reads text `write` appended, with the table's `words` as they were then or later.
        static func read(_ reader: inout ByteReader, words: Words) -> String {
            let count = reader.count()
            guard count > 0 else { return "" }
            // First the length, then the bytes.
            var measure = reader
            var length = count - 1
            for _ in 0..<count {
                let number = measure.count()
                if number == 0 {
                    let literal = measure.count()
                    length += literal
                    measure.skip(literal)
                } else {
                    length += Int(words.starts[number] - words.starts[number - 1])
                }
            }
            return String(unsafeUninitializedCapacity: length) { text in
                var filled = 0
                words.bytes.withUnsafeBufferPointer { bytes in
                    for index in 0..<count {
                        if index > 0 {
                            text[filled] = UInt8(ascii: " ")
                            filled += 1
                        }
                        let number = reader.count()
                        let word =
                            number == 0
                            ? reader.bytes(reader.count())
                            : UnsafeRawBufferPointer(
                                rebasing: UnsafeRawBufferPointer(bytes)[
                                    Int(words.starts[number - 1])..<Int(words.starts[number])])
                        UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: text[filled...]))
                            .copyMemory(from: word)
                        filled += word.count
                    }
                }
                return filled
            }
        }
    }

    /// An empty table.
    public init() {
        table = Mutex(Table())
    }

    /// The table of `words` (as a catalog file holds them), numbered in order.
    init(words: [String]) {
        var table = Table()
        for var word in words {
            _ = word.withUTF8 { table.number(of: $0) }
        }
        self.table = Mutex(table)
    }

    /// The words so far, for reading.
    var words: Words { table.withLock { $0.words } }

    /// How many words it holds.
    public var count: Int { table.withLock { $0.words.count } }

    /// Every word so far, by number (for the catalog file).
    var list: [String] {
        let words = words
        return (0..<words.count).map(words.word)
    }

    /// Runs `body` with the table locked, to write text.
    func writing<Result>(_ body: (inout Table) -> Result) -> Result {
        table.withLock { body(&$0) }
    }
}
