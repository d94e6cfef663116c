import FoodlyCore
import FoodlyStore

/// A dish's option groups for its restaurant's staff: every member sees them; owners and managers replace them
/// (`StaffRules.editsOptions`), each save checked whole by `OptionRules` and written as a catalog change, with its
/// audit entry (the groups in short, before and after) in the same transaction.
public struct OptionService: Sendable {
    let environment: AppEnvironment

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// A dish of the user's restaurant with its option groups, and whether the user may edit them. Not staff is
    /// 403; another restaurant's dish (or none) 404.
    public func dish(_ id: ID<Dish>, for user: UserAccount) throws -> (dish: Dish, canEdit: Bool) {
        let (dish, role) = try member(id, user)
        return (dish, StaffRules.editsOptions(role))
    }

    /// Replaces the option groups of a dish of the user's restaurant with `drafts`, all or nothing; returns the dish
    /// as saved. Plain staff are 403 `editors_only`; a refused field 422 naming it.
    public func setOptionGroups(_ drafts: [OptionGroupDraft], dishID: ID<Dish>, by user: UserAccount) throws -> Dish {
        let (dish, role) = try member(dishID, user)
        guard StaffRules.editsOptions(role) else { throw OptionError.editorsOnly }
        let groups = try OptionRules.groups(from: drafts, existing: dish.optionGroups, makeID: environment.makeID)
        let entry = environment.auditingChanges(
            .dishOptionsChanged, by: .member(user, role), on: .dish(dishID, name: dish.name),
            restaurant: dish.restaurantID, before: ["options": AuditFields.options(dish.optionGroups)],
            after: ["options": AuditFields.options(groups)])
        guard
            try SQLCatalogStore(database: environment.database).setOptionGroups(
                groups, dishID: dishID, alongside: entry)
        else { throw OptionError.dishNotFound }
        var saved = dish
        saved.optionGroups = groups
        return saved
    }

    /// A dish of the user's restaurant and their role there.
    private func member(_ id: ID<Dish>, _ user: UserAccount) throws -> (Dish, StaffRole) {
        try environment.database.read { connection in
            let (restaurantID, role) = try OptionService.membership(user, connection)
            guard let dish = try CatalogQueries(connection).dishes(ids: [id], includingArchived: false)[id],
                dish.restaurantID == restaurantID
            else { throw OptionError.dishNotFound }
            return (dish, role)
        }
    }

    private static func membership(_ user: UserAccount, _ connection: any DatabaseConnection) throws -> (
        ID<Restaurant>, StaffRole
    ) {
        guard user.role == .staff, let membership = try MerchantQueries(connection).membership(of: user.id) else {
            throw MerchantError.notStaff
        }
        return membership
    }
}
