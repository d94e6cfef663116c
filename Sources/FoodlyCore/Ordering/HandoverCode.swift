/// The four digits a customer reads out at the door, which the courier types to deliver the order: proof the food
/// reached the person who ordered it. Made when the order is placed and shown only to its customer; after
/// ``maxFailures`` wrong codes the delivery is locked and an operator is told.
public enum HandoverCode {
    /// Wrong codes a courier may type before the delivery is locked.
    public static let maxFailures = 5

    /// A code ("0000"–"9999") from a random 32-bit number (its remainder by 10,000: a bias below one in 400,000).
    public static func make(from random: UInt32) -> String {
        let digits = String(random % 10_000)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// Whether `entered` is `code`, spaces and dashes aside.
    public static func matches(_ entered: String, _ code: String) -> Bool {
        entered.filter(\.isNumber) == code && !code.isEmpty
    }
}
