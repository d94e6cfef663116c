import FoodlyAPI
import FoodlyTestSupport
import Foundation
import Testing

@testable import FoodlyServer

/// The customer's map and the courier screen's tracking, in process: the courier appears on the map only while the
/// order is picked up, and the courier screen asks for the position only while on duty with a delivery.
@Suite("Web: the delivery map and courier tracking")
struct WebDeliveryMapTests {
    static func page(_ crew: LifecycleAPITests.Crew, _ path: String, _ token: String) -> String {
        String(decoding: crew.world.app.send(.get, path, headers: WebOrderingTests.headers(token)).body, as: UTF8.self)
    }

    @Test func theMapShowsTheCourierOnlyWhileTheOrderIsOnTheWay() throws {
        let crew = try LifecycleAPITests.Crew()
        let (customer, id, courier) = try crew.order("Ada")
        let rider = crew.couriers[try #require(courier)]
        let placed = Self.page(crew, "/orders/\(id)", customer)
        #expect(placed.contains("id=\"delivery-map\""))
        #expect(placed.contains("<title id=\"map-title\">Map of your delivery</title>"))
        #expect(placed.contains("aria-labelledby=\"map-title map-desc\""))
        #expect(placed.contains("Lentil Place"))
        #expect(placed.contains("1.3\u{A0}km from the restaurant to you"), "1 km as the crow flies × 1.3")
        #expect(!placed.contains("map-courier"), "no courier before the pick-up")

        for action in ["accept", "preparing", "ready"] {
            #expect(crew.post("/api/v1/kitchen/orders/\(id)/\(action)", crew.kitchen).status == 200)
        }
        let address = CatalogAPI.customer
        let halfWay = ["latitude": address.latitude + 0.4 / 111.195, "longitude": address.longitude]
        #expect(crew.world.send(.put, "/api/v1/courier/location", rider, halfWay).status == 204)
        #expect(!Self.page(crew, "/orders/\(id)", customer).contains("map-courier"), "ready: still no courier")
        #expect(crew.post("/api/v1/courier/deliveries/\(id)/pickup", rider).status == 200)
        let onTheWay = Self.page(crew, "/orders/\(id)", customer)
        #expect(onTheWay.contains("id=\"map-courier\""))
        #expect(onTheWay.contains("0.5\u{A0}km to go"), "0.4 km × 1.3")
        #expect(onTheWay.contains("your courier is 0.5\u{A0}km from you by road"))

        #expect(crew.post("/api/v1/courier/deliveries/\(id)/deliver", rider).status == 200)
        let delivered = Self.page(crew, "/orders/\(id)", customer)
        #expect(!delivered.contains("delivery-map"), "no map, no position after delivery")
        #expect(delivered.contains("Delivered at"))
    }

    @Test func aLongRestaurantNameIsCutOnTheMap() throws {
        #expect(DeliveryMap.cut("Greenhouse Grain Co.") == "Greenhouse Grain Co.")
        let cut = DeliveryMap.cut("The Very Long Name of a Neighbourhood Kitchen")
        #expect(cut.count == 28 && cut.hasSuffix("…"))
    }

    @Test func theCourierScreenTracksOnlyWhileOnDutyWithADelivery() throws {
        let crew = try LifecycleAPITests.Crew(couriers: 1)
        let rider = crew.couriers[0]
        #expect(!Self.page(crew, "/courier", rider).contains("data-track"), "no delivery: no tracking")
        let (_, id, _) = try crew.order("Ada")
        #expect(Self.page(crew, "/courier", rider).contains("data-track"))
        #expect(
            crew.world.send(.put, "/api/v1/courier/availability", rider, ["available": false]).status == 409,
            "no going off duty with a delivery")
        #expect(Self.page(crew, "/courier", rider).contains("data-track"))
        for action in ["accept", "preparing", "ready"] {
            #expect(crew.post("/api/v1/kitchen/orders/\(id)/\(action)", crew.kitchen).status == 200)
        }
        for action in ["pickup", "deliver"] {
            #expect(crew.post("/api/v1/courier/deliveries/\(id)/\(action)", rider).status == 200)
        }
        #expect(!Self.page(crew, "/courier", rider).contains("data-track"), "delivered: tracking stops")
    }
}
