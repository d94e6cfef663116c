import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// The operators' dispatch setting: how many deliveries a courier may carry at once decides whether a second order
/// is offered on the same run; a change is checked, audited and applied to the waiting orders at once. Runs on
/// SQLite and PostgreSQL.
@Suite("Dispatch settings")
struct DispatchSettingsTests {
    @Test func oneDeliveryAtATimeTurnsBatchingOffAndRaisingItOffersTheWaitingOrder() throws {
        let crew = try LifecycleAPITests.Crew(couriers: 1)
        let admin = try CatalogAPI.token(crew.world.app, role: .admin)
        let standard: DispatchSettings = try crew.world.send(.get, "/api/v1/admin/dispatch", admin).decoded()
        #expect(standard == DispatchSettings(maxActiveDeliveries: 2))
        let one: DispatchSettings = try crew.world.send(
            .put, "/api/v1/admin/dispatch", admin, ["maxActiveDeliveries": 1]
        ).decoded(status: 200)
        #expect(one.maxActiveDeliveries == 1)

        let (_, first, courier) = try crew.order("Ada")
        #expect(courier == 0)
        let (_, second) = try crew.place("Bea")
        #expect(try DeliveryOfferTests.asked(crew, second.id).isEmpty, "the only courier carries one already")

        let two: DispatchSettings = try crew.world.send(
            .put, "/api/v1/admin/dispatch", admin, ["maxActiveDeliveries": 2]
        ).decoded(status: 200)
        #expect(two.maxActiveDeliveries == 2)
        #expect(try DeliveryOfferTests.asked(crew, second.id) == [0], "offered on the same run at once")
        #expect(try crew.accept(second.id) == 0)
        let carried: Page<OrderBody> = try crew.world.send(.get, "/api/v1/courier/deliveries", crew.couriers[0])
            .decoded()
        #expect(Set(carried.items.map(\.id)) == [first, second.id])

        let entries = try crew.world.app.database.read {
            try AuditQueries($0).entries(AuditSearch(action: .dispatchChanged))
        }
        #expect(entries.map { $0.after["max_active_deliveries"] }.sorted { ($0 ?? "") < ($1 ?? "") } == ["1", "2"])
    }

    @Test(arguments: [0, 6, -1])
    func aCountOutsideOneToFiveIsRefusedAndNothingChanges(count: Int) throws {
        let crew = try LifecycleAPITests.Crew(couriers: 0)
        let admin = try CatalogAPI.token(crew.world.app, role: .admin)
        let refused = crew.world.send(.put, "/api/v1/admin/dispatch", admin, ["maxActiveDeliveries": count])
        #expect(try refused.status == 422 && CatalogAPI.problem(refused).fields == ["maxActiveDeliveries"])
        let kept: DispatchSettings = try crew.world.send(.get, "/api/v1/admin/dispatch", admin).decoded()
        #expect(kept == .standard)
        #expect(crew.world.send(.put, "/api/v1/admin/dispatch", crew.kitchen, ["maxActiveDeliveries": 3]).status == 403)
    }
}
