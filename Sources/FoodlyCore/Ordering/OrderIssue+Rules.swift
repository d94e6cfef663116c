import Foundation

extension OrderIssue {
    /// How long after its delivery an order can be reported: two days.
    public static let windowSeconds: TimeInterval = 48 * 3600
    /// The most reports one order takes (what is stored and shown stays bounded).
    public static let maxPerOrder = 3
    /// The longest report, in Unicode scalars: a paragraph.
    public static let maxDetails = 1_000

    /// The customer's words as kept: trimmed; empty, longer than ``maxDetails`` or holding a hidden character is a
    /// `ValidationFailure` on `details` (line breaks are kept).
    public static func checked(details: String) throws -> String {
        let kept = details.trimmingCharacters(in: .whitespacesAndNewlines)
        if kept.isEmpty {
            throw ValidationFailure([
                FieldError(field: "details", code: "required", message: "Say what went wrong.")
            ])
        }
        if let issue = Text.lineIssue(kept, "details", limit: maxDetails, multiline: true) {
            throw ValidationFailure([issue])
        }
        return kept
    }

    /// Whether `order` can be reported at `now`: delivered (collected, for pickup) at most ``windowSeconds`` ago.
    public static func isOpen(for order: Order, at now: Date) -> Bool {
        guard order.status == .delivered, let delivered = order.reached(.delivered) else { return false }
        return now.timeIntervalSince(delivered) <= windowSeconds
    }
}
