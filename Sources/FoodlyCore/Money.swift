import Foundation

/// Money rules, written once: amounts are integer minor units (cents) and every rounding is half-up.
public enum Money {
    /// The currency of every amount (ISO 4217).
    public static let currency = "USD"

    /// Rounds a fractional number of cents half-up (0.5 → 1, 2.5 → 3) to whole cents.
    public static func roundHalfUp(_ cents: Double) -> Int {
        Int((cents + 0.5).rounded(.down))
    }

    /// `amount × basisPoints / 10000`, rounded half-up with integer arithmetic (no floating point).
    public static func percentage(of amount: Int, basisPoints: Int) -> Int {
        let product = amount * basisPoints
        return product >= 0 ? (product + 5000) / 10000 : -((-product + 5000) / 10000)
    }

    /// `$12.50` for 1250.
    public static func format(_ cents: Int) -> String {
        let sign = cents < 0 ? "-" : ""
        let absolute = abs(cents)
        let rest = absolute % 100
        return "\(sign)$\(absolute / 100)." + (rest < 10 ? "0" : "") + "\(rest)"
    }
}
