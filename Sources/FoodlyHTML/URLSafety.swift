/// Neutralises script-bearing URLs in URL attributes.
///
/// For `href`, `src`, `action` and `formaction` (any letter case), a value whose scheme is
/// `javascript:`, `vbscript:` or `data:` is replaced by `#`; in `src` only, `data:image/…` is kept.
/// The scheme is read the way browsers read it: leading spaces and control characters are skipped,
/// tabs and line breaks inside the scheme are ignored, and letter case does not matter.
enum URLSafety {
    /// The value to store for attribute `name`: `value` itself, or `#` when it is unsafe.
    static func sanitized(_ value: String, forAttribute name: String) -> String {
        guard let attribute = urlAttribute(name) else {
            return value
        }
        guard let found = scheme(of: value) else {
            return value
        }
        switch found.name {
        case "javascript", "vbscript":
            return "#"
        case "data":
            return attribute == "src" && isImageMediaType(found.rest) ? value : "#"
        default:
            return value
        }
    }

    /// The lowercased name when `name` is `href`, `src`, `action` or `formaction` in any case.
    private static func urlAttribute(_ name: String) -> String? {
        switch name.utf8.count {
        case 3, 4, 6, 10:
            switch name {
            case "href", "src", "action", "formaction":
                return name
            default:
                let lowercased = name.lowercased()
                return lowercased == name ? nil : urlAttribute(lowercased)
            }
        default:
            return nil
        }
    }

    /// The lowercased scheme of `url` and the bytes after its colon, or `nil` when there is no scheme.
    private static func scheme(of url: String) -> (name: String, rest: Substring.UTF8View)? {
        let utf8 = url.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex, utf8[index] <= 0x20 {
            index = utf8.index(after: index)
        }
        var scheme: [UInt8] = []
        while index != utf8.endIndex {
            let byte = utf8[index]
            index = utf8.index(after: index)
            switch byte {
            case UInt8(ascii: ":"):
                return scheme.isEmpty ? nil : (String(decoding: scheme, as: UTF8.self), url[index...].utf8)
            case 0x09, 0x0A, 0x0D:
                continue
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                scheme.append(byte + 0x20)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                scheme.append(byte)
            default:
                return nil
            }
        }
        return nil
    }

    /// Whether the part of a `data:` URL after the colon starts with `image/` (any case, leading
    /// whitespace and embedded tabs or line breaks ignored).
    private static func isImageMediaType(_ rest: Substring.UTF8View) -> Bool {
        let expected = Array("image/".utf8)
        var matched = 0
        for byte in rest {
            if byte == 0x09 || byte == 0x0A || byte == 0x0D || (byte == 0x20 && matched == 0) {
                continue
            }
            let lowered = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 0x20 : byte
            guard lowered == expected[matched] else {
                return false
            }
            matched += 1
            if matched == expected.count {
                return true
            }
        }
        return false
    }
}
