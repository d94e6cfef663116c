import FoodlyApp
import FoodlyCore
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// The operator's restaurants through `RestaurantConsoleService`: a suspended restaurant leaves lists, search and
/// its page in every process on its next request with no catalog rebuild, and comes back when reinstated; every
/// refusal writes nothing and leaves no audit entry; applications are listed by status and decided as the operator.
/// Runs on SQLite and PostgreSQL (`FOODLY_TEST_STORE`).
@Suite("Console: restaurants")
struct RestaurantConsoleServiceTests {
    struct Console {
        let world: CatalogWorld
        let console: RestaurantConsoleService
        let admin: UserAccount
        let green: ID<Restaurant>
        let olive: ID<Restaurant>

        init() throws {
            world = try CatalogWorld()
            console = RestaurantConsoleService(environment: world.environment)
            admin = try AccountService(environment: world.environment).register(
                Registration(fullName: "Ada Admin", email: "ada@example.com", password: "Healthy1!"), role: .admin,
                signIn: false
            ).user
            let ids = try world.add([CatalogWorld.restaurant("Green Bowl"), CatalogWorld.restaurant("Olive Tree")])
            (green, olive) = (ids[0], ids[1])
        }

        func audit(_ action: AuditAction? = nil) throws -> [AuditEntry] {
            try world.database.read { try AuditQueries($0).entries(AuditSearch(action: action)) }
        }

        func version() throws -> Int { try SQLCatalogStore(database: world.database).version() }
    }

    @Test func aSuspendedRestaurantLeavesListsAndSearchInEveryProcessWithoutARebuild() throws {
        let console = try Console()
        // Another process on the same database, which has loaded its catalog already.
        let other = AppEnvironment(database: console.world.database, clock: console.world.clock)
        let catalog = CatalogService(environment: other)
        let search = SearchService(environment: other)
        let query = RestaurantQuery(point: CatalogWorld.customer)
        #expect(try catalog.restaurants(query).listings.map(\.restaurant.name) == ["Green Bowl", "Olive Tree"])
        #expect(try search.search(SearchQuery(text: "green")).restaurants.map(\.restaurant.name) == ["Green Bowl"])
        let loads = other.catalogCache.wholeLoads

        let suspended = try console.console.suspend(
            console.green, reason: "  Hygiene inspection failed ", by: console.admin)
        #expect(suspended.suspension?.reason == "Hygiene inspection failed")
        #expect(suspended.suspension?.since == console.world.clock.now())
        #expect(try catalog.restaurants(query).listings.map(\.restaurant.name) == ["Olive Tree"])
        #expect(try search.search(SearchQuery(text: "green")).isEmpty, "not found by name nor by its dish")
        #expect(try catalog.page(of: console.green, from: nil) == nil)
        #expect(try console.world.names(query) == ["Olive Tree"], "this process too")
        #expect(other.catalogCache.wholeLoads == loads, "the other process applied the suspension in place")

        let entry = try #require(try console.audit(.restaurantSuspended).first)
        #expect(entry.actor == .account(console.admin, as: .operator))
        #expect(entry.subject == AuditEntry.Subject(kind: .restaurant, id: console.green.rawValue, label: "Green Bowl"))
        #expect(entry.restaurantID == console.green)
        #expect(entry.before == ["status": "listed"])
        #expect(entry.after == ["status": "suspended", "reason": "Hygiene inspection failed"])

        let found = try console.console.restaurants(matching: "BOWL", by: console.admin)
        #expect(found.map(\.restaurant.name) == ["Green Bowl"])
        #expect(found.first?.standing.listing == .suspended)

        let reinstated = try console.console.reinstate(console.green, by: console.admin)
        #expect(reinstated.suspension == nil)
        #expect(try catalog.restaurants(query).listings.map(\.restaurant.name) == ["Green Bowl", "Olive Tree"])
        #expect(try search.search(SearchQuery(text: "green")).restaurants.map(\.restaurant.name) == ["Green Bowl"])
        #expect(other.catalogCache.wholeLoads == loads)
        let back = try #require(try console.audit(.restaurantReinstated).first)
        #expect(back.before == ["status": "suspended", "reason": "Hygiene inspection failed"])
        #expect(back.after == ["status": "listed"])
    }

    @Test func everyRefusedSuspensionWritesNothingAndLeavesNoEntry() throws {
        let console = try Console()
        let version = try console.version()
        for (reason, code) in [("", "required"), ("   ", "required"), (String(repeating: "x", count: 501), "too_long")]
        {
            let failure = try #require(
                throws: ValidationFailure.self,
                performing: { try console.console.suspend(console.green, reason: reason, by: console.admin) })
            #expect(failure.issues.map(\.field) == ["reason"])
            #expect(failure.issues.first?.code == code)
        }
        _ = try console.console.suspend(console.green, reason: String(repeating: "x", count: 500), by: console.admin)
        #expect(try console.version() == version + 1)
        let expectations: [(String, () throws -> Void)] = [
            (
                "already_suspended",
                { _ = try console.console.suspend(console.green, reason: "Again", by: console.admin) }
            ),
            ("not_suspended", { _ = try console.console.reinstate(console.olive, by: console.admin) }),
            ("not_found", { _ = try console.console.suspend(ID("nowhere"), reason: "Gone", by: console.admin) }),
            ("not_found", { _ = try console.console.reinstate(ID("nowhere"), by: console.admin) }),
            ("not_found", { _ = try console.console.overview(of: ID("nowhere"), by: console.admin) }),
        ]
        for (code, action) in expectations {
            let error = try #require(throws: MerchantError.self, performing: action)
            #expect(error.code == code)
        }
        let customer = try AccountService(environment: console.world.environment).register(
            Registration(fullName: "Cy Customer", email: "cy@example.com", password: "Healthy1!"), role: .customer,
            signIn: false
        ).user
        #expect(throws: OrderingError.forbidden) {
            _ = try console.console.reinstate(console.green, by: customer)
        }
        #expect(throws: OrderingError.forbidden) { _ = try console.console.restaurants(matching: "", by: customer) }
        #expect(throws: OrderingError.forbidden) { _ = try console.console.applications(status: nil, by: customer) }
        #expect(try console.version() == version + 1, "only the one suspension was written")
        #expect(try console.audit(.restaurantSuspended).count == 1, "and recorded")
        #expect(try console.audit().filter { $0.action != .restaurantImported }.count == 1, "and nothing else")
        #expect(
            try console.world.database.read { try CatalogQueries($0).restaurant(id: console.olive) }?.suspension == nil)
    }

    @Test func theOverviewSaysWhereARestaurantStands() throws {
        let console = try Console()
        let overview = try console.console.overview(of: console.green, by: console.admin)
        #expect(overview.standing.listing == .listed)
        #expect(overview.standing.closedReason == nil, "open around the clock")
        #expect(overview.standing.rule?.holds == true)
        #expect(
            overview.standing.ruleSummary == "1 of 1 available foods (100%) are graded A or B; at least 75% must be.")
        #expect(overview.numbers.total.orders == 0 && overview.numbers.days.count == 14)
        #expect(overview.staff.isEmpty)
        _ = try console.console.suspend(console.green, reason: "Unpaid invoices", by: console.admin)
        let suspended = try console.console.overview(of: console.green, by: console.admin)
        #expect(suspended.standing.listing == .suspended)
        #expect(try console.console.standing(of: suspended.restaurant).listing == .suspended)
        var unsuspended = suspended.restaurant
        unsuspended.suspension = nil
        #expect(RestaurantStanding(unsuspended, dishCount: 0, at: Date()).listing == .noDishes)
    }

    @Test func applicationsAreListedByStatusNewestFirstAndDecidedAsTheOperator() throws {
        let console = try Console()
        let accounts = AccountService(environment: console.world.environment)
        let merchants = MerchantService(environment: console.world.environment)
        var applications: [RestaurantApplication] = []
        for name in ["Ana", "Ben", "Cleo"] {
            let user = try accounts.register(
                Registration(
                    fullName: "\(name) Example", email: "\(name.lowercased())@example.com", password: "Healthy1!"),
                role: .customer, signIn: false
            ).user
            var object = CatalogWorld.restaurant("\(name)'s Kitchen")
            object["menu"] = nil
            object["contactEmail"] = "\(name.lowercased())@example.com"
            let request = try JSONDecoder().decode(
                RestaurantApplicationRequest.self, from: JSONSerialization.data(withJSONObject: object))
            applications.append(try merchants.apply(request, by: user))
            console.world.clock.advance(by: 60)
        }
        let pending = try console.console.applications(status: .pending, by: console.admin)
        #expect(pending.map(\.draft.details.name) == ["Cleo's Kitchen", "Ben's Kitchen", "Ana's Kitchen"])
        let approved = try console.console.approve(applications[0].id, by: console.admin)
        #expect(approved.status == .approved && approved.restaurantID != nil)
        let rejected = try console.console.reject(applications[1].id, reason: "No licence", by: console.admin)
        #expect(rejected.reason == "No licence")
        #expect(try console.console.applications(status: .pending, by: console.admin).map(\.id) == [applications[2].id])
        #expect(
            try console.console.applications(status: .approved, by: console.admin).map(\.id) == [applications[0].id])
        #expect(
            try console.console.applications(status: .rejected, by: console.admin).map(\.id) == [applications[1].id])
        #expect(try console.console.applications(status: nil, by: console.admin).count == 3)
        #expect(try console.audit(.applicationApproved).first?.actor == .account(console.admin, as: .operator))
        #expect(try console.audit(.applicationRejected).first?.after["reason"] == "No licence")
        let error = try #require(
            throws: MerchantError.self,
            performing: { try console.console.reject(applications[0].id, reason: "Late", by: console.admin) })
        #expect(error.code == "already_decided")
        #expect(try console.audit(.applicationRejected).count == 1, "a refused decision leaves no entry")
    }
}
