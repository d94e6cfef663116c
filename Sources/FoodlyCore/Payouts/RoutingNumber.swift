/// A US bank's ABA routing number, checked: nine digits whose weighted sum (3, 7, 1 repeated) is a multiple of 10,
/// starting with a Federal Reserve district (01–12), a thrift's (21–32) or an electronic one (61–72, 80).
public struct RoutingNumber: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The nine digits.
    public let value: String

    /// The routing number `text` holds (spaces ignored), or nil when it is none.
    public init?(_ text: String) {
        let digits = text.filter { $0 != " " }
        guard digits.count == 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let prefix = Int(digits.prefix(2)),
            (0...12).contains(prefix) || (21...32).contains(prefix) || (61...72).contains(prefix) || prefix == 80
        else { return nil }
        let weights = [3, 7, 1, 3, 7, 1, 3, 7, 1]
        let sum = zip(digits, weights).map { Int(String($0))! * $1 }.reduce(0, +)
        guard sum % 10 == 0 else { return nil }
        value = digits
    }

    /// The nine digits.
    public var description: String { value }
}
