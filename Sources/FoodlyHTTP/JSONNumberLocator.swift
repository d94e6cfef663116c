import Foundation

/// Names the number a `JSONDecoder` refused in valid JSON (a fraction or an out-of-range value for an integer, a
/// value past `Double`'s range): Foundation reports those as invalid JSON at no path.
///
/// The scan lists every number that is not a small integer with its JSON path; the decoder itself then tells which
/// one it refused: with every such number from the k-th on replaced by `0`, the decode fails exactly when a refused
/// number comes before k, so a binary search finds the first one in about log2(n) decodes.
struct JSONNumberLocator {
    /// A number in the body: where its text is and the path of the value.
    private struct Number {
        var range: Range<Int>
        var path: [any CodingKey]
    }

    /// A step of a JSON path.
    private struct PathKey: CodingKey {
        var stringValue: String
        var intValue: Int?

        init(stringValue: String) { self.stringValue = stringValue }
        init(intValue: Int) {
            self.stringValue = String(intValue)
            self.intValue = intValue
        }
    }

    /// An open object (its current key) or array (its current index) during the scan.
    private enum Container {
        case object(key: String?, expectingKey: Bool)
        case array(index: Int)
    }

    private let bytes: [UInt8]

    /// Scans `data`.
    init(_ data: Data) {
        bytes = Array(data)
    }

    /// The field error for the first number the decoder refuses, or nil when the failure is not about a number
    /// (the JSON is not valid, say). `refuses` decodes a body and tells whether it failed the same way.
    func fieldError(refuses: (Data) -> Bool) -> JSONFieldError? {
        let numbers = candidates()
        guard !numbers.isEmpty, !refuses(replacing(numbers[...])) else { return nil }
        // Invariant: the body passes with numbers[low...] replaced and is refused with numbers[high...] replaced.
        var low = 0
        var high = numbers.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if refuses(replacing(numbers[middle...])) { high = middle } else { low = middle }
        }
        let refused = numbers[low]
        let text = String(decoding: bytes[refused.range], as: UTF8.self)
        if let value = Double(text), value.isFinite, value.rounded() != value {
            return JSONFieldError(refused.path, .notAnInteger, message: "Expected a whole number, found \(text).")
        }
        return JSONFieldError(refused.path, .outOfRange, message: "The number \(text) is out of range.")
    }

    /// The body with each of `numbers` replaced by `0`.
    private func replacing(_ numbers: ArraySlice<Number>) -> Data {
        var result = Data()
        result.reserveCapacity(bytes.count)
        var position = 0
        for number in numbers {
            result.append(contentsOf: bytes[position..<number.range.lowerBound])
            result.append(UInt8(ascii: "0"))
            position = number.range.upperBound
        }
        result.append(contentsOf: bytes[position...])
        return result
    }

    /// Every number with a fraction, an exponent or more than 15 characters (the small integers fit every number
    /// type), in order, with its path.
    private func candidates() -> [Number] {
        var found: [Number] = []
        var stack: [Container] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"):
                stack.append(.object(key: nil, expectingKey: true))
            case UInt8(ascii: "["):
                stack.append(.array(index: 0))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = stack.popLast()
            case UInt8(ascii: ","):
                switch stack.last {
                case .object: stack[stack.count - 1] = .object(key: nil, expectingKey: true)
                case .array(let position): stack[stack.count - 1] = .array(index: position + 1)
                case nil: break
                }
            case UInt8(ascii: ":"):
                if case .object(let key, _) = stack.last {
                    stack[stack.count - 1] = .object(key: key, expectingKey: false)
                }
            case UInt8(ascii: "\""):
                let end = stringEnd(after: index)
                if case .object(_, true) = stack.last {
                    let key = JSONNumberLocator.unescaped(bytes[index..<min(end, bytes.count)])
                    stack[stack.count - 1] = .object(key: key, expectingKey: false)
                }
                index = end
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                var end = index + 1
                while end < bytes.count, JSONNumberLocator.isNumberByte(bytes[end]) { end += 1 }
                let text = bytes[index..<end]
                if text.count > 15
                    || text.contains(where: { [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains($0) })
                {
                    found.append(Number(range: index..<end, path: path(stack)))
                }
                index = end - 1
            default:
                break
            }
            index += 1
        }
        return found
    }

    /// The index of the closing quote of the string that opens at `start` (the end of the bytes if none).
    private func stringEnd(after start: Int) -> Int {
        var index = start + 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        return index
    }

    private func path(_ stack: [Container]) -> [any CodingKey] {
        stack.compactMap { container in
            switch container {
            case .object(let key, _): key.map { PathKey(stringValue: $0) }
            case .array(let index): PathKey(intValue: index)
            }
        }
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: "-")
    }

    /// A key's text from its quoted form (`"a\"b"` with the quotes).
    private static func unescaped(_ quoted: ArraySlice<UInt8>) -> String {
        var json = Array(quoted)
        json.append(UInt8(ascii: "\""))
        return (try? JSONDecoder().decode(String.self, from: Data(json)))
            ?? String(decoding: quoted.dropFirst(), as: UTF8.self)
    }
}
