import FoodlyCore
import FoodlyStore
import Foundation

/// The terms Foodly settles by, for operators: the default commission, a courier's pay, the card fee estimate
/// (``SettlementTerms``, checked by its rules), and a restaurant's own commission. A change applies to orders placed
/// (and delivered) after it; entries already written keep theirs. Each change is audited.
public struct TermsService: Sendable {
    let environment: AppEnvironment

    /// The service over `environment`.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// The operators' terms.
    public func terms(for user: UserAccount) throws -> SettlementTerms {
        guard user.role == .admin else { throw OrderingError.forbidden }
        return try environment.database.read { try TermsQueries($0).platform() }
    }

    /// Sets the operators' terms.
    public func save(_ terms: SettlementTerms, by user: UserAccount) throws {
        guard user.role == .admin else { throw OrderingError.forbidden }
        try terms.check()
        let now = environment.clock.now()
        try environment.database.write { connection in
            let queries = TermsQueries(connection)
            let before = try queries.platform()
            try queries.setPlatform(terms, at: now)
            let changed = AuditFields.changed(Self.auditValues(before), Self.auditValues(terms))
            try environment.audit(
                .settlementTermsChanged, by: .account(user, as: .operator),
                on: AuditEntry.Subject(kind: .payout, id: "settlement-terms", label: "settlement terms"),
                before: changed.before, after: changed.after, at: now, connection)
        }
    }

    /// Gives restaurant `id` a commission of its own in basis points, or (nil) the default again.
    public func setCommission(_ bps: Int?, of id: ID<Restaurant>, by user: UserAccount) throws {
        guard user.role == .admin else { throw OrderingError.forbidden }
        if let bps, !SettlementTerms.commissionRange.contains(bps) {
            throw ValidationFailure([
                FieldError(field: "commissionBps", code: "out_of_range", message: "Give a commission from 0% to 50%.")
            ])
        }
        let now = environment.clock.now()
        try environment.database.write { connection in
            guard let restaurant = try CatalogQueries(connection).restaurant(id: id) else {
                throw MerchantError.restaurantNotFound
            }
            let queries = TermsQueries(connection)
            let before = try queries.commission(of: id)
            try queries.setCommission(bps, of: id, at: now)
            let text = { (bps: Int?) in bps.map(String.init) ?? "default" }
            try environment.audit(
                .restaurantTermsChanged, by: .account(user, as: .operator),
                on: .restaurant(id, name: restaurant.name), restaurant: id,
                before: ["commission_bps": text(before)], after: ["commission_bps": text(bps)], at: now, connection)
        }
    }

    /// The terms as the audit log keeps them: cents and basis points as numbers.
    static func auditValues(_ terms: SettlementTerms) -> [String: String] {
        [
            "commission_bps": String(terms.commissionBps), "courier_base_pay": String(terms.courierBasePay),
            "courier_pay_per_km": String(terms.courierPayPerKm), "card_fee_bps": String(terms.cardFeeBps),
            "card_fee_fixed": String(terms.cardFeeFixed),
        ]
    }
}
