import FoodlyCore
import Foundation

/// The settlement terms on one connection: the operators' terms (JSON under `settlement_terms` in `app_settings`,
/// ``SettlementTerms/standard`` until they are set) and each restaurant's own commission (`restaurant_commissions`).
/// Read in the transaction of the order they apply to, so an order is settled by the terms of its moment.
public struct TermsQueries {
    private let connection: any DatabaseConnection

    /// The key of the operators' terms in `app_settings`.
    static let key = "settlement_terms"

    /// The terms as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// The operators' terms.
    public func platform() throws -> SettlementTerms {
        try AppSettingQueries(connection: connection).value(
            Self.key, as: SettlementTerms.self, name: "settlement terms") ?? .standard
    }

    /// Stores the operators' terms.
    public func setPlatform(_ terms: SettlementTerms, at time: Date) throws {
        try AppSettingQueries(connection: connection).set(Self.key, to: terms, at: time)
    }

    /// `restaurantID`'s own commission in basis points; nil when it pays the default.
    public func commission(of restaurantID: ID<Restaurant>) throws -> Int? {
        try connection.queryOne(
            "SELECT commission_bps FROM restaurant_commissions WHERE restaurant_id = \(restaurantID)",
            as: CommissionRow.self)?.commissionBps
    }

    /// Gives `restaurantID` a commission of its own, or (nil) the default again.
    public func setCommission(_ bps: Int?, of restaurantID: ID<Restaurant>, at time: Date) throws {
        try connection.execute("DELETE FROM restaurant_commissions WHERE restaurant_id = \(restaurantID)")
        guard let bps else { return }
        try connection.execute(
            """
            INSERT INTO restaurant_commissions (restaurant_id, commission_bps, updated_at)
            VALUES (\(restaurantID), \(bps), \(time))
            """)
    }

    /// The terms an order of `restaurantID` is settled by: the operators' with the restaurant's own commission.
    public func terms(for restaurantID: ID<Restaurant>) throws -> SettlementTerms {
        try platform().commission(try commission(of: restaurantID))
    }

    private struct CommissionRow: Decodable {
        let commissionBps: Int

        enum CodingKeys: String, CodingKey {
            case commissionBps = "commission_bps"
        }
    }
}
