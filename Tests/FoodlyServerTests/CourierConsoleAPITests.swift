import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// The console's couriers: the roster (on duty, deliveries today, last position), changing a courier's vehicle,
/// phone and active state with the audit entry, an inactive courier kept off duty and given no delivery, bad input
/// refused naming the field with nothing changed; onboarding recorded in the audit log.
@Suite("API: the console's couriers")
struct CourierConsoleAPITests {
    static func audit(_ world: OrderingWorld, _ action: AuditAction) throws -> [AuditEntry] {
        try world.app.database.read { try AuditQueries($0).entries(AuditSearch(action: action)) }
    }

    @Test func theRosterCountsTodaysDeliveriesAndTheLastPosition() throws {
        let crew = try LifecycleAPITests.Crew(couriers: 1)
        let admin = try CatalogAPI.token(crew.world.app, role: .admin)
        let roster = { () throws -> [String: Any] in
            let body = try CatalogAPI.object(crew.world.send(.get, "/api/v1/admin/couriers?timeZone=UTC", admin))
            return try #require((body["couriers"] as? [[String: Any]])?.first)
        }
        let before = try roster()
        #expect(before["email"] as? String == "ridera@example.com")
        #expect(before["onDuty"] as? Bool == true && before["active"] as? Bool == true)
        #expect(before["deliveriesToday"] as? Int == 0)
        let placed: ConsoleCouriersBody = try crew.world.send(.get, "/api/v1/admin/couriers?timeZone=UTC", admin)
            .decoded()
        // Added with a position: known since then, as the board counts it.
        let addedAt = try #require(placed.couriers.first?.locatedAt)

        let (_, id, courier) = try crew.order("Ada")
        #expect(courier == 0)
        for action in ["accept", "preparing", "ready"] {
            #expect(crew.post("/api/v1/kitchen/orders/\(id)/\(action)", crew.kitchen).status == 200)
        }
        #expect(crew.post("/api/v1/courier/deliveries/\(id)/pickup", crew.couriers[0]).status == 200)
        #expect(
            crew.world.send(
                .put, "/api/v1/courier/location", crew.couriers[0], ["latitude": 37.78, "longitude": -122.41]
            )
            .status == 204)
        #expect(crew.post("/api/v1/courier/deliveries/\(id)/deliver", crew.couriers[0]).status == 200)
        let after = try roster()
        #expect(after["deliveriesToday"] as? Int == 1)
        let sent: ConsoleCouriersBody = try crew.world.send(.get, "/api/v1/admin/couriers?timeZone=UTC", admin)
            .decoded()
        #expect(try #require(sent.couriers.first?.locatedAt) >= addedAt, "since the position they sent")
        #expect(crew.world.send(.get, "/api/v1/admin/couriers?timeZone=Mars/Base", admin).status == 400)
    }

    @Test func anInactiveCourierGoesOffDutyAndGetsNoDelivery() throws {
        let crew = try LifecycleAPITests.Crew(couriers: 1)
        let admin = try CatalogAPI.token(crew.world.app, role: .admin)
        let path = "/api/v1/admin/couriers/courier-0"
        let changed = try CatalogAPI.object(crew.world.send(.patch, path, admin, ["vehicle": "car"]))
        #expect(changed["vehicle"] as? String == "car" && changed["onDuty"] as? Bool == true)
        let vehicle = try #require(try Self.audit(crew.world, .courierChanged).first)
        #expect(vehicle.before == ["vehicle": "bicycle"] && vehicle.after == ["vehicle": "car"])
        #expect(vehicle.subject.kind == .courier && vehicle.subject.label == "Courier 0")

        let off = try CatalogAPI.object(crew.world.send(.patch, path, admin, ["active": false]))
        #expect(off["active"] as? Bool == false && off["onDuty"] as? Bool == false)
        let entry = try #require(try Self.audit(crew.world, .courierChanged).first)
        #expect(
            entry.before == ["active": "yes", "on_duty": "yes"] && entry.after == ["active": "no", "on_duty": "no"])
        let refused = crew.world.send(.put, "/api/v1/courier/availability", crew.couriers[0], ["available": true])
        #expect(refused.status == 409)
        #expect(try CatalogAPI.problem(refused).code == "courier_inactive")
        let (_, _, courier) = try crew.order("Ada")
        #expect(courier == nil, "no delivery for an inactive courier")

        _ = crew.world.send(.patch, path, admin, ["active": true])
        #expect(
            crew.world.send(.put, "/api/v1/courier/availability", crew.couriers[0], ["available": true]).status == 200)
        let list = try CatalogAPI.object(crew.world.send(.get, "/api/v1/admin/couriers", admin))
        #expect((list["couriers"] as? [[String: Any]])?.first?["onDuty"] as? Bool == true)
    }

    @Test func badInputIsRefusedNamingTheFieldWithNothingChanged() throws {
        let world = try OrderingWorld(couriers: 1)
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let path = "/api/v1/admin/couriers/courier-0"
        for (body, field) in [
            (["phone": "call me"] as [String: Any], "phone"), (["vehicle": "rocket"], "vehicle"),
            (["phone": "", "active": false], "phone"),
        ] {
            let refused = world.send(.patch, path, admin, body)
            #expect(refused.status == 422)
            #expect(try CatalogAPI.problem(refused).fields == [field])
        }
        #expect(world.send(.patch, "/api/v1/admin/couriers/nobody", admin, ["vehicle": "car"]).status == 404)
        let unchanged = try #require(try SQLCourierStore(database: world.app.database).couriers().first)
        #expect(unchanged.vehicle == .bicycle && unchanged.active && unchanged.phone == "+14155550300")
        #expect(try Self.audit(world, .courierChanged).isEmpty)
        let same = try CatalogAPI.object(world.send(.patch, path, admin, ["vehicle": "bicycle"]))
        #expect(same["vehicle"] as? String == "bicycle")
        #expect(try Self.audit(world, .courierChanged).isEmpty, "no change, no entry")
        let customer = try world.customer()
        #expect(world.send(.patch, path, customer, ["vehicle": "car"]).status == 403)
        #expect(world.send(.get, "/api/v1/admin/couriers", customer).status == 403)
    }

    @Test func onboardingIsRecordedInTheAuditLog() throws {
        let world = try OrderingWorld(couriers: 0)
        let admin = try CatalogAPI.token(world.app, role: .admin)
        _ = try AccountService(environment: world.app.environment).register(
            Registration(fullName: "Rita Rider", email: "rita@example.com", password: "abcdef1!"), role: .courier,
            signIn: false)
        let body: [String: Any] = [
            "email": "rita@example.com", "phone": "(415) 555-0188", "vehicle": "scooter", "latitude": 37.79,
            "longitude": -122.41,
        ]
        #expect(world.send(.post, "/api/v1/admin/couriers", admin, body).status == 201)
        #expect(world.send(.post, "/api/v1/admin/couriers", admin, body).status == 409)
        let entries = try Self.audit(world, .courierCreated)
        #expect(entries.count == 1)
        #expect(entries.first?.after == ["phone": "+14155550188", "vehicle": "scooter", "email": "rita@example.com"])
        #expect(entries.first?.subject.label == "Rita Rider")
    }
}
