import Foundation

/// Money rules, written once: amounts are integer minor units (cents) and every rounding is half-up.
public enum Money {
    /// The currency of every amount (ISO 4217).
    public static let currency = "USD"

    /// `$12.50` for 1250.
    public static func format(_ cents: Int) -> String {
        let sign = cents < 0 ? "-" : ""
        return sign + "$" + decimal(abs(cents))
    }

    /// `12.50` for 1250, without a currency sign (for spreadsheets).
    public static func decimal(_ cents: Int) -> String {
        let sign = cents < 0 ? "-" : ""
        let absolute = abs(cents)
        let rest = absolute % 100
        return "\(sign)\(absolute / 100)." + (rest < 10 ? "0" : "") + "\(rest)"
    }

    /// `amount` × `basisPoints` / 10,000, rounded half-up to the cent (for non-negative amounts and rates):
    /// the one rounding rule of percentages (discounts, service fee, tax).
    public static func percent(_ amount: Int, basisPoints: Int) -> Int {
        precondition(amount >= 0 && basisPoints >= 0, "Percentages apply to non-negative amounts and rates.")
        return (amount * basisPoints + 5_000) / 10_000
    }
}
