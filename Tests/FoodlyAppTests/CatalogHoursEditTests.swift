import FoodlyApp
import FoodlyCore
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// The store's hours, closures, pause and preparation time edits: each read back as written and logged as a change;
/// an unknown restaurant or a refused closure change writes nothing and logs no change.
@Suite("Catalog edits: hours, closures, pauses")
struct CatalogHoursEditTests {
    @Test func eachEditIsReadBackAndLoggedAndNothingIsWrittenForAnUnknownRestaurant() throws {
        let world = try CatalogWorld()
        let id = try #require(try world.add([CatalogWorld.restaurant("Green Bowl")]).first)
        let store = SQLCatalogStore(database: world.database)
        let version = try store.version()
        let unknown = ID<Restaurant>("no-such-restaurant")
        #expect(try store.setOpeningHours(.always, of: unknown) == false)
        #expect(try store.setPrepMinutes(30, of: unknown) == false)
        #expect(try store.setPause(RestaurantPause(until: nil), of: unknown) == false)
        #expect(try store.changeClosures(of: unknown) { $0 } == nil)
        #expect(try store.version() == version, "no change logged")

        let hours = try OpeningHours.read(
            (0..<7).map { _ in [(opens: "11:00", closes: "15:00"), (opens: "17:00", closes: "01:00")] })
        #expect(try store.setOpeningHours(hours, of: id))
        #expect(try store.setPrepMinutes(35, of: id))
        let until = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(try store.setPause(RestaurantPause(until: until), of: id))
        let closure = Closure(
            id: "c1", first: DiaryDate("2027-12-24")!, last: DiaryDate("2027-12-26")!, reason: "Christmas | family")
        #expect(try store.changeClosures(of: id) { $0 + [closure] } == [closure])
        let read = try #require(try store.restaurant(id: id))
        #expect(read.openingHours == hours && read.prepMinutes == 35)
        #expect(read.pause == RestaurantPause(until: until))
        #expect(read.closures == [closure], "a reason with the separator survives")
        #expect(try store.version() == version + 4, "one change each")

        #expect(try store.setPause(RestaurantPause(until: nil), of: id))
        #expect(try store.restaurant(id: id)?.pause == RestaurantPause(until: nil))
        #expect(try store.setPause(nil, of: id))
        #expect(try store.restaurant(id: id)?.pause == nil)
    }

    @Test func aRefusedClosureChangeWritesNothing() throws {
        let world = try CatalogWorld()
        let id = try #require(try world.add([CatalogWorld.restaurant("Green Bowl")]).first)
        let store = SQLCatalogStore(database: world.database)
        let version = try store.version()
        struct Refused: Error {}
        #expect(throws: Refused.self) { try store.changeClosures(of: id) { _ in throw Refused() } }
        #expect(try store.version() == version)
        #expect(try store.restaurant(id: id)?.closures == [])
    }
}
