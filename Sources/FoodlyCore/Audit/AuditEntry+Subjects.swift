import FoodlyShared
import Foundation

extension AuditEntry.Actor {
    /// A restaurant's member acting in their staff `role` there.
    public static func member(_ user: UserAccount, _ role: StaffRole) -> AuditEntry.Actor {
        .account(user, as: AuditActorRole(role))
    }
}

extension AuditEntry.Subject {
    /// A dish, known by its name.
    public static func dish(_ id: ID<Dish>, name: String) -> AuditEntry.Subject {
        AuditEntry.Subject(kind: .dish, id: id.rawValue, label: name)
    }

    /// A restaurant, known by its name.
    public static func restaurant(_ id: ID<Restaurant>, name: String) -> AuditEntry.Subject {
        AuditEntry.Subject(kind: .restaurant, id: id.rawValue, label: name)
    }

    /// An order, known by its number ("#1042").
    public static func order(_ order: Order) -> AuditEntry.Subject {
        AuditEntry.Subject(kind: .order, id: order.id.rawValue, label: "#\(order.number)")
    }

    /// An account, known by its email address.
    public static func account(_ id: ID<UserAccount>, email: String) -> AuditEntry.Subject {
        AuditEntry.Subject(kind: .account, id: id.rawValue, label: email)
    }
}
