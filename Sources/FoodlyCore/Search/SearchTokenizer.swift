import Foundation

/// The one tokenizer behind indexing and querying: lowercase, diacritics folded through Unicode compatibility
/// decomposition (NFKD, then combining marks dropped), a few letters that do not decompose spelled out (ß → ss,
/// æ → ae, ø → o, ł → l…), and words split on anything that is not a letter or a digit. Tokens are UTF-8 bytes.
enum SearchTokenizer {
    /// Longer words are cut to this many bytes (at a character boundary), both when indexing and querying.
    static let maxTokenBytes = 48

    /// Calls `body` with the UTF-8 bytes of every token of `text`, in order. The buffer is only valid in the call.
    static func forEachToken(in text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        let handled = text.withUTF8 { bytes -> Bool in
            if !bytes.contains(where: { $0 >= 0x80 }) {
                asciiTokens(bytes, body)
                return true
            }
            let folds = latinFolds
            guard isLatin(bytes, folds) else { return false }
            latinTokens(bytes, folds, body)
            return true
        }
        if !handled { unicodeTokens(text, body) }
    }

    /// The fast path for plain ASCII text.
    private static func asciiTokens(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxTokenBytes) { buffer in
            var count = 0
            for byte in bytes {
                let lower = byte &- 65 < 26 ? byte | 0x20 : byte
                if lower &- 97 < 26 || lower &- 48 < 10 {
                    if count < maxTokenBytes {
                        buffer[count] = lower
                        count += 1
                    }
                } else if count > 0 {
                    body(UnsafeBufferPointer(rebasing: buffer[0..<count]))
                    count = 0
                }
            }
            if count > 0 { body(UnsafeBufferPointer(rebasing: buffer[0..<count])) }
        }
    }

    /// What each scalar below U+0250 (ASCII, Latin-1 Supplement, Latin Extended-A and -B) becomes, as worked out
    /// once by the general path between two letters.
    private struct LatinFolds {
        /// The UTF-8 scalar `v` adds to a word is `bytes[starts[v]..<starts[v + 1]]`; none for a separator.
        var starts: [Int] = []
        /// All folds, back to back.
        var bytes: [UInt8] = []
        /// False when the scalar does something else, such as splitting into a word and a separator
        /// ("ŀ" → "l·", "½" → "1⁄2"): text containing it must take the general path.
        var supported: [Bool] = []
    }

    /// The folds of every scalar below U+0250.
    private static let latinFolds: LatinFolds = {
        var folds = LatinFolds()
        for value in 0..<0x250 {
            folds.starts.append(folds.bytes.count)
            var words: [[UInt8]] = []
            let text = Unicode.Scalar(UInt32(value)).map { "q\(Character($0))q" } ?? ""
            unicodeTokens(text) { words.append(Array($0)) }
            let q: UInt8 = 0x71
            if words == [[q], [q]] {
                folds.supported.append(true)  // a separator
            } else if words.count == 1, let word = words.first, word.count >= 3, word.first == q, word.last == q {
                folds.supported.append(true)
                folds.bytes.append(contentsOf: word.dropFirst().dropLast())
            } else {
                folds.supported.append(false)
            }
        }
        folds.starts.append(folds.bytes.count)
        return folds
    }()

    /// Whether every character of the UTF-8 `bytes` is below U+0250 and supported by `folds`.
    private static func isLatin(_ bytes: UnsafeBufferPointer<UInt8>, _ folds: LatinFolds) -> Bool {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // U+0080..<U+0250 take two bytes, led by 0xC2...0xC9.
            guard lead >= 0xC2 && lead <= 0xC9, index + 1 < bytes.count else { return false }
            if !folds.supported[Int(lead & 0x1F) << 6 | Int(bytes[index + 1] & 0x3F)] { return false }
            index += 2
        }
        return true
    }

    /// The path for Latin text with accents: one table lookup per character, same result as the general path.
    private static func latinTokens(
        _ bytes: UnsafeBufferPointer<UInt8>, _ folds: LatinFolds, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxTokenBytes) { buffer in
            var count = 0
            var position = 0
            while position < bytes.count {
                let lead = bytes[position]
                let value = lead < 0x80 ? Int(lead) : Int(lead & 0x1F) << 6 | Int(bytes[position + 1] & 0x3F)
                position += lead < 0x80 ? 1 : 2
                var index = folds.starts[value]
                let end = folds.starts[value + 1]
                if index == end {
                    if count > 0 { body(UnsafeBufferPointer(rebasing: buffer[0..<count])) }
                    count = 0
                    continue
                }
                while index < end {
                    // Whole characters only, as in the general path.
                    let first = folds.bytes[index]
                    let length = first < 0x80 ? 1 : first < 0xE0 ? 2 : first < 0xF0 ? 3 : 4
                    if count + length <= maxTokenBytes {
                        for offset in 0..<length { buffer[count + offset] = folds.bytes[index + offset] }
                        count += length
                    }
                    index += length
                }
            }
            if count > 0 { body(UnsafeBufferPointer(rebasing: buffer[0..<count])) }
        }
    }

    /// The general path: decompose, drop marks, fold case and a few special letters.
    private static func unicodeTokens(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var token: [UInt8] = []
        token.reserveCapacity(maxTokenBytes)
        func flush() {
            if token.isEmpty { return }
            token.withUnsafeBufferPointer { body($0) }
            token.removeAll(keepingCapacity: true)
        }
        func append(_ scalar: Unicode.Scalar) {
            if let spelled = spelledOut(scalar) {
                for part in spelled.unicodeScalars { append(part) }
                return
            }
            let utf8 = scalar.utf8
            if token.count + utf8.count <= maxTokenBytes { token.append(contentsOf: utf8) }
        }
        for scalar in text.decomposedStringWithCompatibilityMapping.unicodeScalars {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                let lower = byte &- 65 < 26 ? byte | 0x20 : byte
                if lower &- 97 < 26 || lower &- 48 < 10 { append(Unicode.Scalar(lower)) } else { flush() }
                continue
            }
            if isMark(scalar) { continue }
            guard isWordCharacter(scalar) else {
                flush()
                continue
            }
            for lower in scalar.properties.lowercaseMapping.unicodeScalars where !isMark(lower) {
                append(lower)
            }
        }
        flush()
    }

    /// Combining marks (accents and the like) vanish without splitting the word.
    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Letters and digits of any script.
    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// Lowercase letters that have no decomposition but an obvious plain spelling.
    private static func spelledOut(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0xDF: return "ss"  // ß
        case 0xE6: return "ae"  // æ
        case 0x153: return "oe"  // œ
        case 0xF8: return "o"  // ø
        case 0xF0, 0x111: return "d"  // ð, đ
        case 0x142: return "l"  // ł
        case 0xFE: return "th"  // þ
        case 0x131: return "i"  // dotless ı
        case 0x127: return "h"  // ħ
        default: return nil
        }
    }

    /// The Unicode scalar values of a token's UTF-8 bytes (what edit distances are counted in).
    static func scalars(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt32] {
        if !bytes.contains(where: { $0 >= 0x80 }) { return bytes.map { UInt32($0) } }
        return String(decoding: bytes, as: UTF8.self).unicodeScalars.map(\.value)
    }
}
