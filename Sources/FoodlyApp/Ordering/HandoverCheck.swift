import FoodlyCore
import FoodlyStore
import Foundation

/// The check of the ``HandoverCode`` a customer shows whoever hands their order over: the courier at the door, or
/// the kitchen at the counter for a pickup order. Each wrong code is counted on the order; the
/// ``HandoverCode/maxFailures``th locks the handover, is written in the audit log and mailed to support.
struct HandoverCheck {
    let environment: AppEnvironment

    /// Why `code` does not hand `order` over (missing, wrong with the tries left, or locked); nil when it is the
    /// customer's code. A wrong code is counted in the caller's transaction, which must commit even though the
    /// handover is refused. `actor` is who typed it as the audit log names them, `who` the same for support's mail.
    func refusal(
        _ code: String?, of order: Order, by actor: AuditEntry.Actor, who: String, _ stores: OrderingStores,
        at now: Date
    ) throws -> (any Error)? {
        guard order.handoverFailures < HandoverCode.maxFailures else {
            return OrderingError.handoverLocked(order.number)
        }
        let entered = code ?? ""
        if entered.isEmpty {
            return ValidationFailure([
                FieldError(field: "code", code: "required", message: "Ask the customer for the code on their order.")
            ])
        }
        if HandoverCode.matches(entered, order.handoverCode) { return nil }
        let failures = try stores.orders.recordHandoverFailure(of: order.id)
        guard failures >= HandoverCode.maxFailures else {
            let left = HandoverCode.maxFailures - failures
            return ValidationFailure([
                FieldError(
                    field: "code", code: "wrong_code",
                    message: "That is not the customer's code: \(left) \(left == 1 ? "try" : "tries") left.")
            ])
        }
        try environment.audit(
            .handoverLocked, by: actor,
            on: .order(order),
            restaurant: order.restaurantID, after: ["by": who, "wrong_codes": "\(failures)"], at: now,
            stores.connection)
        if let mailer = environment.mailer, let support = mailer.support {
            try mailer.send(
                to: support.address, name: support.name,
                subject: "Order #\(order.number): handover locked after \(failures) wrong codes",
                text: """
                    \(who) typed \(failures) wrong handover codes for order #\(order.number). The handover is
                    locked: call them and the customer.

                    The order: \(mailer.link("/admin/orders/" + order.id.rawValue))
                    """, at: now, in: stores.connection)
        }
        return OrderingError.handoverLocked(order.number)
    }
}
