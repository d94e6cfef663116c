import FoodlyCore
import FoodlyShared
import FoodlyStore
import Foundation

/// The menu editor: a restaurant's owners and managers add, edit, reorder and archive its dishes and rename its
/// sections; its plain staff only look. Every dish is checked by the importer's dish rules (`MenuDishDraft`), and
/// an edit that would break the listing rule is refused as the importer refuses such a menu. Each edit is one
/// change of the living catalog (`SQLCatalogStore`), applied in place: customers see it on their next request; and
/// each is in the audit log, written in the change's own transaction with the fields it changed.
public struct MenuService: Sendable {
    private let environment: AppEnvironment
    private let store: SQLCatalogStore

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
        self.store = SQLCatalogStore(database: environment.database, regions: environment.regions)
    }

    /// The caller's restaurant's menu (any member of its staff).
    public func menu(for user: UserAccount) throws -> MenuOverview {
        let (restaurantID, role) = try member(user)
        guard let restaurant = try store.restaurant(id: restaurantID) else { throw MerchantError.notStaff }
        return MenuOverview(restaurant: restaurant, role: role, dishes: try store.dishes(restaurantID: restaurantID))
    }

    /// One dish of the caller's restaurant's menu; another restaurant's dish is not found.
    public func dish(_ id: ID<Dish>, for user: UserAccount) throws -> (dish: Dish, menu: MenuOverview) {
        let menu = try menu(for: user)
        guard let dish = menu.dishes.first(where: { $0.id == id }) else { throw MerchantError.dishNotFound }
        return (dish, menu)
    }

    /// Checks a dish without saving it: its Nutri-Score explained and the listing rule over the menu with it in
    /// place of `replacing` (or added). Any member of the staff may ask.
    public func preview(_ draft: MenuDishDraft, replacing dishID: ID<Dish>? = nil, by user: UserAccount) throws
        -> MenuPreview
    {
        let menu = try menu(for: user)
        if let dishID, !menu.dishes.contains(where: { $0.id == dishID }) { throw MerchantError.dishNotFound }
        let (section, dish) = try draft.scored()
        return try Self.preview(dish, section: section, replacing: dishID, in: menu)
    }

    /// Adds a dish at the end of its section (a new section goes at the end of the menu).
    public func addDish(_ draft: MenuDishDraft, by user: UserAccount) throws -> Dish {
        let id = ID<Dish>(environment.makeID())
        let (written, dish) = try draft.scored()
        return try editing(by: user) { menu, connection in
            let section = MenuLayout.sectionName(written, among: menu.dishes.map(\.section))
            try Self.refuseIfBreaking(try Self.preview(dish, section: section, replacing: nil, in: menu))
            guard try SQLCatalogStore.addDish(dish, section: section, id: id, to: menu.restaurant.id, on: connection)
            else { throw MerchantError.menuFull }
            try audit(
                .dishAdded, by: user, in: menu, on: .dish(id, name: dish.name),
                after: ["name": dish.name, "price": String(dish.price), "section": section])(connection)
            return id
        }
    }

    /// Changes a dish of the caller's restaurant's menu (its photo stays unless `imageUrl` is given).
    public func updateDish(_ id: ID<Dish>, with draft: MenuDishDraft, by user: UserAccount) throws -> Dish {
        let (written, checked) = try draft.scored()
        return try editing(by: user) { menu, connection in
            guard let current = menu.dishes.first(where: { $0.id == id }) else { throw MerchantError.dishNotFound }
            var dish = checked
            let section = MenuLayout.sectionName(written, among: menu.dishes.map(\.section))
            if dish.imageURL == nil { dish.imageURL = current.imageURL }
            try Self.refuseIfBreaking(try Self.preview(dish, section: section, replacing: id, in: menu))
            guard try SQLCatalogStore.updateDish(id, to: dish, section: section, on: connection) else {
                throw MerchantError.dishNotFound
            }
            try audit(
                .dishChanged, by: user, in: menu, on: .dish(id, name: dish.name),
                before: AuditFields.fields(of: current.menuDraft),
                after: AuditFields.fields(of: MenuDishDraft(section: section, dish: dish.draft)))(connection)
            return id
        }
    }

    /// Takes a dish off the menu for good (orders that name it keep it).
    public func archiveDish(_ id: ID<Dish>, by user: UserAccount) throws {
        _ = try editing(by: user) { menu, connection in
            guard let dish = menu.dishes.first(where: { $0.id == id }) else { throw MerchantError.dishNotFound }
            let remaining = menu.dishes.filter { $0.id != id }.map(\.listingEntry)
            try Self.refuseIfBreaking(Self.listing(before: menu.dishes.map(\.listingEntry), after: remaining))
            guard try SQLCatalogStore.archiveDish(id, on: connection) else { throw MerchantError.dishNotFound }
            try audit(
                .dishArchived, by: user, in: menu, on: .dish(id, name: dish.name), before: ["archived": "no"],
                after: ["archived": "yes"])(connection)
            return id
        }
    }

    /// Puts the menu in `layout`'s order (every dish listed once), renaming sections as it names them; one change.
    public func arrange(_ layout: [MenuLayout.Section], by user: UserAccount) throws {
        let menu = try editableMenu(for: user)
        let checked = try MenuLayout.check(layout, menu: menu.dishes.map(\.id))
        let names = Dictionary(uniqueKeysWithValues: menu.dishes.map { ($0.id, $0.name) })
        let entry = audit(
            .menuArranged, by: user, in: menu, on: .restaurant(menu.restaurant.id, name: menu.restaurant.name),
            before: ["menu": AuditFields.layout(menu.layout, names: names)],
            after: ["menu": AuditFields.layout(checked, names: names)])
        guard try store.arrangeMenu(menu.restaurant.id, layout: checked, alongside: entry) else {
            throw ValidationFailure([
                FieldError(field: "sections", code: "incomplete", message: "The menu changed; load it again.")
            ])
        }
        try catchUp()
    }

    /// Renames a section (its dishes keep their places); one change. A name another section has is refused.
    public func renameSection(_ section: String, to name: String, by user: UserAccount) throws {
        let menu = try editableMenu(for: user)
        var layout = menu.layout
        guard let index = layout.firstIndex(where: { $0.name == section }) else { throw MerchantError.sectionNotFound }
        layout[index].name = name
        try arrange(layout, by: user)
    }

    /// Moves one section (`dishID` nil) or one dish within its section one place up (`by` −1) or down (+1); a move
    /// past either end changes nothing.
    public func move(section: String, dish dishID: ID<Dish>?, by step: Int, user: UserAccount) throws {
        let menu = try editableMenu(for: user)
        var layout = menu.layout
        guard let index = layout.firstIndex(where: { $0.name == section }) else { throw MerchantError.sectionNotFound }
        if let dishID {
            guard let at = layout[index].dishes.firstIndex(of: dishID) else { throw MerchantError.dishNotFound }
            guard layout[index].dishes.indices.contains(at + step) else { return }
            layout[index].dishes.swapAt(at, at + step)
        } else {
            guard layout.indices.contains(index + step) else { return }
            layout.swapAt(index, index + step)
        }
        try arrange(layout, by: user)
    }

    // MARK: Rules

    /// The preview of `dish` in `section` of `menu`, in place of `replacing` or added at the end.
    static func preview(
        _ dish: ImportedRestaurant.Dish, section: String, replacing dishID: ID<Dish>?, in menu: MenuOverview
    ) throws -> MenuPreview {
        let explanation = try NutriScoreExplanation.explain(
            dish.nutrition, portionGrams: dish.portionGrams, category: dish.nutriScoreCategory)
        let before = menu.dishes.map(\.listingEntry)
        var after = menu.dishes.filter { $0.id != dishID }.map(\.listingEntry)
        if let dishID, let index = menu.dishes.firstIndex(where: { $0.id == dishID }) {
            after.insert(dish.listingEntry, at: index)
        } else {
            after.append(dish.listingEntry)
        }
        let (listing, summary, breaks) = listing(before: before, after: after)
        return MenuPreview(
            draft: MenuDishDraft(section: section, dish: dish.draft), explanation: explanation, listing: listing,
            listingSummary: summary, breaksListing: breaks)
    }

    /// The listing rule over the menu after an edit, what it says, and whether the edit breaks it
    /// (`ListingRule.judge`).
    static func listing(before: [ListingRule.Entry], after: [ListingRule.Entry]) -> (ListingRule, String, Bool) {
        let (rule, breaks) = ListingRule.judge(before: before, after: after)
        return (rule, rule.summary(after), breaks)
    }

    private static func refuseIfBreaking(_ preview: MenuPreview) throws {
        try refuseIfBreaking((preview.listing, preview.listingSummary, preview.breaksListing))
    }

    private static func refuseIfBreaking(_ outcome: (ListingRule, String, Bool)) throws {
        guard outcome.2 else { return }
        throw ValidationFailure([FieldError(field: "menu", code: "listing_rule", message: outcome.1)])
    }

    // MARK: Access

    /// The audit entry of `user`'s action on `menu`'s restaurant, for the change's transaction.
    private func audit(
        _ action: AuditAction, by user: UserAccount, in menu: MenuOverview, on subject: AuditEntry.Subject,
        before: [String: String] = [:], after: [String: String]
    ) -> (any DatabaseConnection) throws -> Void {
        environment.auditingChanges(
            action, by: .member(user, menu.role), on: subject, restaurant: menu.restaurant.id, before: before,
            after: after)
    }

    /// The restaurant the caller works for and their role; 403 for anyone else.
    private func member(_ user: UserAccount) throws -> (ID<Restaurant>, StaffRole) {
        guard user.role == .staff,
            let membership = try environment.database.read({ try MerchantQueries($0).membership(of: user.id) })
        else { throw MerchantError.notStaff }
        return membership
    }

    /// The menu, for its owners and managers only.
    private func editableMenu(for user: UserAccount) throws -> MenuOverview {
        let menu = try menu(for: user)
        guard menu.canEdit else { throw MerchantError.menuEditorsOnly }
        return menu
    }

    /// Runs a dish edit in one write transaction that first reads, inside it, the caller's membership and the menu
    /// as it is there: the role check and the listing rule see every edit committed before this one, so two editors
    /// saving at once cannot break the rule together (SQLite runs writes one at a time; PostgreSQL's serializable
    /// transactions run the loser again, which then reads the winner's dish). `change` returns the id of the dish it
    /// wrote, read back in the same transaction; then this process's catalog catches up: two transactions in all.
    private func editing(
        by user: UserAccount, _ change: (MenuOverview, any DatabaseConnection) throws -> ID<Dish>
    ) throws -> Dish {
        let dish = try environment.database.write { connection in
            let queries = CatalogQueries(connection)
            guard user.role == .staff, let membership = try MerchantQueries(connection).membership(of: user.id),
                let restaurant = try queries.restaurant(id: membership.restaurantID)
            else { throw MerchantError.notStaff }
            let menu = MenuOverview(
                restaurant: restaurant, role: membership.role, dishes: try queries.menu(of: restaurant.id))
            guard menu.canEdit else { throw MerchantError.menuEditorsOnly }
            let id = try change(menu, connection)
            return try queries.dishes(ids: [id])[id]
        }
        try catchUp()
        guard let dish else { throw MerchantError.dishNotFound }
        return dish
    }

    private func catchUp() throws {
        try environment.catalogCache.catchUp(store)
    }
}
