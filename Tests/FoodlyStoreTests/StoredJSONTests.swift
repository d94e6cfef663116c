import FoodlyCore
import Foundation
import Testing

@testable import FoodlyStore

/// The JSON columns still read what the earlier code wrote (the default `JSONEncoder` output of `Address` and
/// `Order.Item`, keys in an order that varied between processes), and write the same keys and values, sorted.
@Suite("Stored JSON")
struct StoredJSONTests {
    /// `orders.address` as the earlier code wrote it.
    static let oldAddress = #"{"longitude":-122.3999,"city":"San Francisco","line1":"1 Market St","latitude":37.7946}"#
    /// An address with every optional line, as the earlier code wrote it (captured from its output).
    static let oldFullAddress =
        #"{"instructions":"Ring twice","longitude":-122.3999,"latitude":37.7946,"line2":"Flat 2","postcode":"94105","#
        + #""city":"San Francisco","line1":"1 Market St"}"#
    /// `orders.items` as the earlier code wrote it (captured from its output).
    static let oldItems =
        #"[{"carbsG":64,"kcal":520,"proteinG":21.5,"name":"Lentil Bowl","quantity":2,"fatG":12.25,"dishID":"d-1","#
        + #""unitPrice":1250}]"#

    /// The JSON text as a Foundation object, to compare content whatever the key order.
    static func object(_ text: String) throws -> NSObject {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSObject)
    }

    @Test func oldAddressesDecodeAndAreWrittenWithTheSameKeysAndValues() throws {
        for text in [StoredJSONTests.oldAddress, StoredJSONTests.oldFullAddress] {
            let row = Row(columns: ["address"], values: [.text(text)])
            let written = try JSONColumn(
                StoredAddress(try row.decode(Holder<StoredAddress>.self).address.value.address))
            #expect(try StoredJSONTests.object(written.text) == StoredJSONTests.object(text))
        }
        let column = try Row(columns: ["address"], values: [.text(StoredJSONTests.oldFullAddress)])
            .decode(Holder<StoredAddress>.self).address
        #expect(
            column.value.address
                == Address(
                    line1: "1 Market St", line2: "Flat 2", city: "San Francisco", postcode: "94105", latitude: 37.7946,
                    longitude: -122.3999, instructions: "Ring twice"))
        #expect(
            try JSONColumn(column.value).text
                == #"{"city":"San Francisco","instructions":"Ring twice","latitude":37.7946,"line1":"1 Market St","#
                + #""line2":"Flat 2","longitude":-122.3999,"postcode":"94105"}"#)
    }

    @Test func oldOrderItemsDecodeAndAreWrittenWithTheSameKeysAndValues() throws {
        let row = Row(columns: ["address"], values: [.text(StoredJSONTests.oldItems)])
        let items = try row.decode(Holder<[StoredOrderItem]>.self).address.value.map(\.item)
        #expect(
            items == [
                Order.Item(
                    dishID: ID("d-1"), name: "Lentil Bowl", unitPrice: 1250, quantity: 2, kcal: 520, proteinG: 21.5,
                    carbsG: 64, fatG: 12.25)
            ])
        let written = try JSONColumn(items.map(StoredOrderItem.init)).text
        #expect(try StoredJSONTests.object(written) == StoredJSONTests.object(StoredJSONTests.oldItems))
        #expect(
            written
                == #"[{"carbsG":64,"dishID":"d-1","fatG":12.25,"kcal":520,"name":"Lentil Bowl","proteinG":21.5,"#
                + #""quantity":2,"unitPrice":1250}]"#)
    }

    @Test func brokenJSONIsATypeMismatchOfItsColumn() {
        #expect {
            try Row(columns: ["address"], values: [.text(#"{"line1":"1 Market St"}"#)]).decode(
                Holder<StoredAddress>.self)
        } throws: { error in
            guard case StoreError.typeMismatch(let column, _, _) = error else { return false }
            return column == "address"
        }
    }

    @Test("an order stored by the earlier code loads", arguments: StoreFactory.all)
    func oldOrderRowLoads(factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            try store.database.write { connection in
                try connection.execute(
                    "INSERT INTO users (id, full_name, email, role, created_at, updated_at, password_hash) "
                        + "VALUES ('u-1', 'Ada', 'ada@example.com', 'customer', $1, $1, 'x')",
                    [.text("2026-11-29T13:55:46.123Z")])
                try connection.execute(
                    """
                    INSERT INTO restaurants (id, area_key, name, cuisine, description, phone, categories, address,
                        latitude, longitude, delivery_radius_km, area_min_lat, area_max_lat, area_min_lon, area_max_lon,
                        time_zone, prep_minutes, opening_hours, delivery_base, delivery_per_km, minimum_order,
                        tax_rate_bps, nutri_grade, created_at)
                    VALUES ('r-1', 1, 'Lentil Place', 'Vegan', '', '+14155550100', '', '1 Main St', 37.79, -122.4, 5,
                        37, 38, -123, -122, 'America/Los_Angeles', 15, '', 199, 50, 1000, 875, 'A', $1)
                    """, [.text("2026-11-29T13:55:46.123Z")])
                // The columns exactly as the earlier `OrderingConnection.insert` wrote them.
                try connection.execute(
                    """
                    INSERT INTO orders (id, number, user_id, restaurant_id, status, items, subtotal, discount,
                        delivery_fee, service_fee, tax, tip, total, coupon_code, address, notes, courier_id, eta_min,
                        eta_max, estimated_delivery_at, placed_at, idempotency_key, request_hash)
                    VALUES ('o-1', 1001, 'u-1', 'r-1', 'placed', $1, 2500, 0, 199, 125, 230, 0, 3054, NULL, $2, '',
                        NULL, 25, 35, $3, $4, 'k-1', 'h-1')
                    """,
                    [
                        .text(StoredJSONTests.oldItems), .text(StoredJSONTests.oldAddress),
                        .text("2026-11-29T14:30:46.123Z"), .text("2026-11-29T13:55:46.123Z"),
                    ])
                try connection.execute(
                    "INSERT INTO order_timeline (order_id, sequence, status, at) VALUES ('o-1', 0, 'placed', $1)",
                    [.text("2026-11-29T13:55:46.123Z")])
            }
            let order = try #require(try SQLOrderStore(database: store.database).read { try $0.order(id: ID("o-1")) })
            #expect(order.items.map(\.name) == ["Lentil Bowl"])
            #expect(order.address.city == "San Francisco" && order.address.line2 == nil)
            #expect(order.timeline.map(\.status) == [.placed])
        }
    }

    /// A one-column record holding a JSON column.
    struct Holder<Value: Codable>: Decodable {
        let address: JSONColumn<Value>
    }
}
