import FoodlyApp
import FoodlyCore
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// Every action of a restaurant's member is in the audit log once, in their capacity there, with only the fields it
/// changed before and after; an action that is refused leaves no entry. Runs on SQLite and PostgreSQL.
@Suite("Audit log: restaurants' actions")
struct AuditedActionsTests {
    /// The audit log's entries of `world`, newest first.
    static func log(_ world: MerchantWorld, _ search: AuditSearch = AuditSearch(limit: 100)) throws -> [AuditEntry] {
        try world.database.read { try AuditQueries($0).entries(search) }
    }

    /// The newest entry, after checking that `body` wrote exactly one.
    static func onlyEntry(_ world: MerchantWorld, of body: () throws -> Void) throws -> AuditEntry {
        let before = try log(world).count
        try body()
        let entries = try log(world)
        #expect(entries.count == before + 1, "one entry per action")
        return try #require(entries.first)
    }

    /// Expects `body` to be refused and to write no entry.
    static func refusedWithoutEntry(
        _ world: MerchantWorld, _ code: String, _ body: () throws -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let before = try log(world).count
        expectRefusal(code, body, sourceLocation: sourceLocation)
        #expect(try log(world).count == before, "a refused action leaves no entry", sourceLocation: sourceLocation)
    }

    @Test func menuEditsAreRecordedWithTheFieldsTheyChanged() throws {
        let kitchen = try MenuServiceTests.Kitchen()
        let world = kitchen.world
        let owner = kitchen.owner
        var bowl: Dish?
        let added = try Self.onlyEntry(world) {
            bowl = try kitchen.menus.addDish(try MenuServiceTests.dish("Green Bowl", section: "Bowls"), by: owner)
        }
        let dish = try #require(bowl)
        #expect(added.action == .dishAdded && added.actor == .account(owner, as: .owner))
        #expect(added.subject == AuditEntry.Subject(kind: .dish, id: dish.id.rawValue, label: "Green Bowl"))
        #expect(added.restaurantID == kitchen.restaurant)
        #expect(added.before.isEmpty && added.after == ["name": "Green Bowl", "price": "1250", "section": "Bowls"])

        let changed = try Self.onlyEntry(world) {
            _ = try kitchen.menus.updateDish(
                dish.id, with: try MenuServiceTests.dish("Green Bowl", section: "Bowls", price: 990), by: owner)
        }
        #expect(changed.action == .dishChanged)
        #expect(changed.before == ["price": "1250"] && changed.after == ["price": "990"], "only the price changed")

        // Refused: a bad price, and plain staff editing.
        try Self.refusedWithoutEntry(world, "validation_failed") {
            _ = try kitchen.menus.updateDish(
                dish.id, with: try MenuServiceTests.dish("Green Bowl", section: "Bowls", price: 0), by: owner)
        }
        let cook = try world.member("Cook", as: .staff, invitedBy: owner)
        try Self.refusedWithoutEntry(world, "forbidden") {
            _ = try kitchen.menus.updateDish(
                dish.id, with: try MenuServiceTests.dish("Green Bowl", section: "Bowls", price: 500), by: cook)
        }

        let salad = try kitchen.menus.addDish(try MenuServiceTests.dish("Pea Salad", section: "Salads"), by: owner)
        let arranged = try Self.onlyEntry(world) {
            try kitchen.menus.move(section: "Salads", dish: nil, by: -1, user: owner)
        }
        #expect(arranged.action == .menuArranged && arranged.subject.kind == .restaurant)
        #expect(arranged.before == ["menu": "Bowls: Green Bowl; Salads: Pea Salad"])
        #expect(arranged.after == ["menu": "Salads: Pea Salad; Bowls: Green Bowl"])

        let archived = try Self.onlyEntry(world) { try kitchen.menus.archiveDish(salad.id, by: owner) }
        #expect(archived.action == .dishArchived && archived.subject.label == "Pea Salad")
        #expect(archived.before == ["archived": "no"] && archived.after == ["archived": "yes"])
    }

    @Test func optionsSavesAreRecordedInShort() throws {
        let kitchen = try MenuServiceTests.Kitchen()
        let world = kitchen.world
        let dish = try kitchen.menus.addDish(
            try MenuServiceTests.dish("Green Bowl", section: "Bowls"), by: kitchen.owner)
        let options = OptionService(environment: world.environment)
        let size = OptionGroupDraft(
            name: "Size", minChoices: 1, maxChoices: 1,
            options: [.init(name: "Small", priceDelta: -100), .init(name: "Large", priceDelta: 150)])
        let saved = try Self.onlyEntry(world) {
            _ = try options.setOptionGroups([size], dishID: dish.id, by: kitchen.owner)
        }
        #expect(saved.action == .dishOptionsChanged && saved.subject.id == dish.id.rawValue)
        #expect(saved.before == ["options": "none"] && saved.after == ["options": "Size (2)"])
        let cook = try world.member("Cook", as: .staff, invitedBy: kitchen.owner)
        try Self.refusedWithoutEntry(world, "editors_only") {
            _ = try options.setOptionGroups([], dishID: dish.id, by: cook)
        }
    }

    @Test func scheduleChangesAreRecordedAsReadableText() throws {
        let kitchen = try MenuServiceTests.Kitchen()
        let world = kitchen.world
        let owner = kitchen.owner
        let hours = HoursService(environment: world.environment)
        let prep = try hours.schedule(for: owner).restaurant.prepMinutes
        let prepChanged = try Self.onlyEntry(world) { _ = try hours.setPrepMinutes(prep + 5, by: owner) }
        #expect(prepChanged.action == .prepTimeChanged && prepChanged.subject.label == "Olive Bowls")
        #expect(
            prepChanged.before == ["prep_minutes": "\(prep)"] && prepChanged.after == ["prep_minutes": "\(prep + 5)"])

        let week =
            [[(opens: "11:00", closes: "15:00"), (opens: "18:00", closes: "22:00")]] + Array(repeating: [], count: 6)
        let hoursChanged = try Self.onlyEntry(world) { _ = try hours.setHours(week, by: owner) }
        #expect(
            hoursChanged.after["hours"]
                == "Mon 11:00–15:00, 18:00–22:00; Tue closed; Wed closed; Thu closed; Fri closed; Sat closed; Sun closed"
        )

        let cook = try world.member("Cook", as: .staff, invitedBy: owner)
        try Self.refusedWithoutEntry(world, "forbidden") { _ = try hours.setPrepMinutes(prep, by: cook) }
        try Self.refusedWithoutEntry(world, "validation_failed") { _ = try hours.pause(minutes: 7, by: cook) }

        let paused = try Self.onlyEntry(world) { _ = try hours.pause(minutes: 30, by: cook) }
        #expect(paused.action == .ordersPaused && paused.actor == .account(cook, as: .staff))
        let until = world.clock.now().addingTimeInterval(30 * 60).formatted(.iso8601)
        #expect(paused.before == ["orders": "taking orders"] && paused.after == ["orders": "paused until \(until)"])
        let resumed = try Self.onlyEntry(world) { _ = try hours.resume(by: cook) }
        #expect(resumed.action == .ordersResumed && resumed.after == ["orders": "taking orders"])

        let today = DiaryDate(world.clock.now(), in: try hours.schedule(for: owner).restaurant.timeZone)
        let day = today.next(in: .gmt).text
        var closure: Closure?
        let added = try Self.onlyEntry(world) {
            closure = try hours.addClosure(first: day, last: day, reason: "Staff party", by: owner)
        }
        #expect(added.action == .closureAdded && added.after == ["closure": "\(day) (Staff party)"])
        let id = try #require(closure?.id)
        try Self.refusedWithoutEntry(world, "not_found") { try hours.removeClosure("no-such-closure", by: owner) }
        let removed = try Self.onlyEntry(world) { try hours.removeClosure(id, by: owner) }
        #expect(removed.action == .closureRemoved && removed.before == ["closure": "\(day) (Staff party)"])
        #expect(removed.after.isEmpty)
    }

    @Test func staffChangesAreRecordedWithTheRoles() throws {
        let world = try MerchantWorld()
        let (owner, restaurant) = try world.restaurant("Olive Bowls", owner: "Olive")
        var token = ""
        let invited = try Self.onlyEntry(world) { token = try world.invite("cook@example.com", as: .staff, by: owner) }
        #expect(invited.action == .staffInvited && invited.subject.label == "cook@example.com")
        #expect(invited.after == ["email": "cook@example.com", "role": "staff"] && invited.restaurantID == restaurant)

        let cook = try world.customer("Cook")
        let joined = try Self.onlyEntry(world) { _ = try world.merchants.accept(token: token, by: cook) }
        #expect(
            joined.action == .staffJoined && joined.actor.label == "cook@example.com" && joined.actor.role == .staff)

        let staff = try world.reload(cook)
        try Self.refusedWithoutEntry(world, "forbidden") {
            try world.merchants.changeRole(of: owner.id, to: .staff, by: staff)
        }
        let promoted = try Self.onlyEntry(world) {
            try world.merchants.changeRole(of: cook.id, to: .manager, by: owner)
        }
        #expect(
            promoted.action == .staffRoleChanged && promoted.subject == .account(cook.id, email: "cook@example.com"))
        #expect(promoted.before == ["role": "staff"] && promoted.after == ["role": "manager"])
        let removed = try Self.onlyEntry(world) { try world.merchants.remove(cook.id, by: owner) }
        #expect(removed.action == .staffRemoved && removed.before == ["role": "manager"] && removed.after.isEmpty)
    }

    @Test func aDishSoldOutAndBackIsRecordedAsTheKitchensAction() throws {
        let kitchen = try MenuServiceTests.Kitchen()
        let world = kitchen.world
        let dish = try kitchen.menus.addDish(
            try MenuServiceTests.dish("Green Bowl", section: "Bowls"), by: kitchen.owner)
        let cook = try world.member("Cook", as: .staff, invitedBy: kitchen.owner)
        let service = KitchenService(environment: world.environment)
        let soldOut = try Self.onlyEntry(world) { try service.setDishAvailable(false, dishID: dish.id, by: cook) }
        #expect(soldOut.action == .dishAvailability && soldOut.actor == .account(cook, as: .staff))
        #expect(soldOut.before == ["available": "yes"] && soldOut.after == ["available": "no"])
        #expect(soldOut.subject.label == "Green Bowl" && soldOut.restaurantID == kitchen.restaurant)
        let stranger = try world.customer("Stranger")
        let count = try Self.log(world).count
        #expect(throws: (any Error).self) { try service.setDishAvailable(true, dishID: dish.id, by: stranger) }
        #expect(try Self.log(world).count == count)
        let back = try Self.onlyEntry(world) { try service.setDishAvailable(true, dishID: dish.id, by: cook) }
        #expect(back.after == ["available": "yes"])
    }
}
