/// Someone Foodly pays: a restaurant (what it is owed for its food) or a courier (pay and tips, less the cash they
/// hold). Written `restaurant:<id>` or `courier:<id>` where bank accounts and payouts are stored.
public enum Payee: Sendable, Hashable, Comparable, CustomStringConvertible {
    case restaurant(ID<Restaurant>)
    case courier(ID<Courier>)

    /// The key Foodly's own accounts are stored under, one per kind (`platform:iban`, `platform:us`): the accounts
    /// payouts are made from.
    public static func platformKey(_ kind: BankAccountKind) -> String { "platform:\(kind.rawValue)" }

    /// The payee a stored key names; nil for any other text.
    public init?(key: String) {
        if key.hasPrefix("restaurant:") {
            self = .restaurant(ID(String(key.dropFirst("restaurant:".count))))
        } else if key.hasPrefix("courier:") {
            self = .courier(ID(String(key.dropFirst("courier:".count))))
        } else {
            return nil
        }
    }

    /// `restaurant:<id>` or `courier:<id>`.
    public var description: String {
        switch self {
        case .restaurant(let id): "restaurant:\(id.rawValue)"
        case .courier(let id): "courier:\(id.rawValue)"
        }
    }

    /// The ledger account that holds what Foodly owes them.
    public var payable: LedgerAccount {
        switch self {
        case .restaurant(let id): .restaurant(id)
        case .courier(let id): .courier(id)
        }
    }

    /// The ledger account of the cash they hold: a courier's; nil for a restaurant.
    public var cash: LedgerAccount? {
        switch self {
        case .restaurant: nil
        case .courier(let id): .cash(id)
        }
    }

    /// Ordered by key.
    public static func < (lhs: Payee, rhs: Payee) -> Bool { lhs.description < rhs.description }
}
