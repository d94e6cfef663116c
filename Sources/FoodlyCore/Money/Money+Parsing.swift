import Foundation

extension Money {
    /// Cents for an amount typed in dollars: "12", "12.5", "12.50" or "$12.50" (surrounding spaces ignored, at most
    /// seven digits of dollars); nil for anything else ("12.505", "-3", "ten").
    public static func cents(dollars text: String) -> Int? {
        var text = Substring(text.trimmingCharacters(in: .whitespaces))
        if text.hasPrefix("$") { text = text.dropFirst() }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0]
        let fraction = parts.count == 2 ? parts[1] : ""
        guard (1...7).contains(whole.count), fraction.count <= 2, parts.count == 1 || !fraction.isEmpty,
            whole.allSatisfy(\.isASCII), whole.allSatisfy(\.isNumber), fraction.allSatisfy(\.isASCII),
            fraction.allSatisfy(\.isNumber), let dollars = Int(whole)
        else { return nil }
        let cents = Int(fraction.padding(toLength: 2, withPad: "0", startingAt: 0)) ?? 0
        return dollars * 100 + cents
    }
}
