import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// Walks the endpoint table and calls every endpoint anonymously, as the customer who owns the order, as another
/// customer, as the owner, a manager and plain staff of the order's restaurant, as the owner of another restaurant,
/// as a courier and as an admin, and checks each answer against the endpoint's declared access: 401 without a
/// sign-in, 403 for a role the rule does not name (and for plain staff on the merchant routes but reading the
/// menu, checking a dish, the hours, pause and resume, and for anyone but a customer applying for a restaurant), never
/// 401 or 403 for one it does, and 404 for an order, dish, diary entry, weight, saved address, staff member or closure
/// that belongs to someone else. Runs on SQLite and PostgreSQL.
@Suite("Authorization matrix over the endpoint table")
struct AuthorizationMatrixTests {
    enum Who: String, CaseIterable {
        case anonymous, otherCustomer, otherStaff, courier, admin, owner, restaurantOwner, manager, kitchenStaff

        var role: Role? {
            switch self {
            case .anonymous: nil
            case .otherCustomer, .owner: .customer
            case .otherStaff, .restaurantOwner, .manager, .kitchenStaff: .staff
            case .courier: .courier
            case .admin: .admin
            }
        }
    }

    @Test func everyEndpointAnswersAsItsAccessDeclares() throws {
        let world = try OrderingWorld()
        let owner = try world.customer("Owner")
        try world.fillCart(owner)
        let order = try CatalogAPI.object(world.place(owner))["id"] as? String ?? ""
        let (tokens, member) = try tokens(world, owner: owner)
        let dish = world.dishes["Lentil Bowl"] ?? ""
        let entry = world.send(
            .post, "/api/v1/diary/entries", owner, ["name": "Soup", "kcal": 240], headers: CatalogAPI.json)
        let diaryEntry = try CatalogAPI.object(entry)["id"] as? String ?? ""
        // The owner's weight of one day (which only they may take out); everyone records their own on another.
        let weighed = DiaryDate(Date(), in: .gmt).adding(days: -2).text
        let put = world.send(
            .put, "/api/v1/diary/weights/\(weighed)", owner, ["weightKg": 70], headers: CatalogAPI.json)
        #expect(put.status == 200)
        // The owner's saved address, which only they may change or delete.
        let saved = world.send(
            .post, "/api/v1/me/addresses", owner,
            [
                "label": "home",
                "address": ["line1": "600 Valencia St", "city": "SF", "latitude": 37.76, "longitude": -122.42],
            ] as [String: Any], headers: CatalogAPI.json)
        let savedAddress = try CatalogAPI.object(saved)["id"] as? String ?? ""
        // A closure of the order's restaurant, which only its owners and managers may remove.
        let closed = world.send(
            .post, "/api/v1/merchant/closures", tokens[.restaurantOwner] ?? "",
            [
                "first": DiaryDate(Date(), in: .gmt).adding(days: 30).text,
                "last": DiaryDate(Date(), in: .gmt).adding(days: 31).text,
            ],
            headers: CatalogAPI.json)
        #expect(closed.status == 201)
        let closure = try CatalogAPI.object(closed)["id"] as? String ?? ""
        // Logging out ends the caller's token, so it is called last.
        let table = Endpoints.all.sorted { ($0.operationID == "logout" ? 1 : 0) < ($1.operationID == "logout" ? 1 : 0) }
        for endpoint in table {
            let path = Self.path(
                endpoint, order: order, dish: dish, restaurant: world.restaurantID, diaryEntry: diaryEntry,
                weighed: weighed, member: member, savedAddress: savedAddress, closure: closure)
            for who in Who.allCases {
                var headers: HTTPHeaders = endpoint.hasBody ? CatalogAPI.json : [:]
                if let token = tokens[who] { headers.set("Authorization", "Bearer \(token)") }
                let response = world.app.send(
                    HTTPMethod(rawValue: endpoint.method.rawValue), path, headers: headers,
                    body: endpoint.hasBody ? Self.validBodies[endpoint.operationID] ?? "{}" : "")
                response.stream?.close()
                let context = "\(endpoint.route) as \(who.rawValue) → \(response.status)"
                #expect(response.status < 500, "\(context)")
                switch Self.expected(endpoint, who) {
                case .unauthenticated: #expect(response.status == 401, "\(context)")
                case .forbidden: #expect(response.status == 403, "\(context)")
                case .notFound: #expect(response.status == 404, "\(context)")
                case .allowed: #expect(response.status != 401 && response.status != 403, "\(context)")
                }
            }
        }
    }

    enum Expectation { case unauthenticated, forbidden, notFound, allowed }

    /// Valid bodies for the endpoints on someone's order or dish (a body that fails validation is refused with 422
    /// before the order is looked up); every other endpoint gets `{}`.
    static let validBodies = [
        "reviewOrder": #"{"rating":5}"#, "kitchenDish": #"{"available":true}"#, "kitchenReject": #"{"reason":"busy"}"#,
        "addDiaryEntry": #"{"name":"Apple","kcal":80}"#, "recordWeight": #"{"weightKg":70}"#,
        "swapCartItem": #"{"replacementId":"none"}"#, "raiseTip": #"{"amount":500}"#,
        // A quarter mark an hour ahead: the owner's order is not scheduled, so the owner gets 409, others 404.
        "rescheduleOrder": #"{"scheduledFor":"\#(AuthorizationMatrixTests.soonSlot)"}"#,
        "replyToReview": #"{"text":"Thank you"}"#, "arrangeMenu": #"{"sections":[]}"#,
        "changeStaffRole": #"{"role":"staff"}"#, "setPickup": #"{"offersPickup":false}"#,
        "reportIssue": #"{"kind":"missing_item","details":"Missing"}"#,
        "answerIssue": #"{"refund":0,"answer":"Sorry"}"#, "setRestaurantZones": #"{"zones":[]}"#,
        "setDishOptions":
            #"{"groups":[{"name":"Size","minChoices":1,"maxChoices":1,"options":[{"name":"Large","priceDelta":150}]}]}"#,
        "inviteStaff": #"{"email":"new@example.com","role":"staff"}"#,
        "applyRestaurant": CatalogAPI.body(MerchantAPI.application("Applied Bowls", northKm: 50)),
        // An E: those who may add it are refused by the listing rule (422), so the menu keeps one dish to archive.
        "addMenuDish": CatalogAPI.body(
            CatalogAPI.dish("Matrix Churros", fried: true).merging(["section": "Sweets"]) { $1 }),
        "updateMenuDish": CatalogAPI.body(CatalogAPI.dish("Matrix Salad").merging(["section": "Salads"]) { $1 }),
        "updateSavedAddress":
            #"{"label":"work","address":{"line1":"1 Main St","city":"SF","latitude":37.77,"longitude":-122.42}}"#,
        "setMerchantHours": "{"
            + OpeningHours.dayKeys.map { #""\#($0)":[{"opens":"00:00","closes":"24:00"}]"# }
            .joined(separator: ",") + "}",
        "addClosure": #"{"first":"2099-01-01","last":"2099-01-01"}"#, "setPrepTime": #"{"prepMinutes":15}"#,
        // No such courier: the order is looked up (404 for nobody but operators reaching it), nothing reassigned.
        "reassignCourier": #"{"courierId":"nobody"}"#,
        "sendOrderMessage": #"{"text":"Hello"}"#, "setDispatchSettings": #"{"maxActiveDeliveries":2}"#,
        "revokeStaffInvite": #"{"email":"nobody@example.com"}"#,
        "resendStaffInvite": #"{"email":"nobody@example.com"}"#,
    ]

    /// The first quarter mark more than an hour from now, in RFC 3339.
    static let soonSlot: String = {
        let start = (Date().timeIntervalSince1970 / 900).rounded(.up) * 900 + 3600
        return ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: start))
    }()

    /// The merchant routes plain staff may call too: reading the menu, checking a dish and seeing its options,
    /// seeing the hours, pausing and resuming new orders.
    static let forAnyStaff: Set = [
        "merchantMenu", "previewMenuDish", "dishOptions", "merchantSchedule", "pauseOrders", "resumeOrders",
    ]

    /// The members of the order's restaurant's staff.
    static let restaurantStaff: Set<Who> = [.restaurantOwner, .manager, .kitchenStaff]

    /// What the declared access promises for `who`.
    static func expected(_ endpoint: EndpointDescription, _ who: Who) -> Expectation {
        guard let role = who.role else { return endpoint.access.needsSignIn ? .unauthenticated : .allowed }
        let ruleRole: Role? =
            switch endpoint.access {
            case .anyone, .signedIn, .monitoring: nil
            case .staff: .staff
            case .courier: .courier
            case .admin: .admin
            }
        if let ruleRole, ruleRole != role { return .forbidden }
        // Only customers apply for a restaurant; only owners and managers manage its staff.
        if endpoint.operationID == "applyRestaurant" && role != .customer { return .forbidden }
        if endpoint.path.hasPrefix("/api/v1/merchant/") {
            if who == .kitchenStaff && !forAnyStaff.contains(endpoint.operationID) { return .forbidden }
            // Another restaurant's member: as if they did not exist.
            return endpoint.path.contains("{id}") && who == .otherStaff ? .notFound : .allowed
        }
        // The kitchen's routes on the order or a dish of the restaurant its staff work for.
        let kitchen = endpoint.path.contains("/kitchen/orders/{id}") || endpoint.path.contains("/kitchen/dishes/{id}")
        if kitchen && restaurantStaff.contains(who) { return .allowed }
        // Operators reach every order, and read (never write) what its customer and courier wrote to each other and
        // the issues its customer reported.
        if endpoint.path.hasPrefix("/api/v1/admin/") { return .allowed }
        if ["orderMessages", "orderIssues"].contains(endpoint.operationID) && role == .admin { return .allowed }
        if endpoint.operationID == "sendOrderMessage" && role == .admin { return .forbidden }
        // Someone else's order, or another restaurant's order or dish: as if it did not exist.
        let ownedElsewhere =
            endpoint.path.contains("/orders/{id}") || endpoint.path.contains("/deliveries/{id}")
            || endpoint.path.contains("/kitchen/dishes/{id}") || endpoint.path.contains("/diary/entries/{id}")
            || endpoint.operationID == "removeWeight" || endpoint.path.contains("/me/addresses/{id}")
        if ownedElsewhere && who != .owner { return .notFound }
        return .allowed
    }

    /// The path of `endpoint` with the owner's order or diary entry, a dish of the order's restaurant, the
    /// restaurant, a closure of it or a plain staff member of it filled in; the day the owner weighed themselves to take out, the day
    /// before to record.
    static func path(
        _ endpoint: EndpointDescription, order: String, dish: String, restaurant: String, diaryEntry: String,
        weighed: String, member: String, savedAddress: String, closure: String
    ) -> String {
        if endpoint.path.hasPrefix("/api/v1/merchant/staff/{id}") {
            return endpoint.path.replacingOccurrences(of: "{id}", with: member)
        }
        if endpoint.path.hasPrefix("/api/v1/merchant/closures/{id}") {
            return endpoint.path.replacingOccurrences(of: "{id}", with: closure)
        }
        if endpoint.path.hasSuffix("/{date}") {
            let day = endpoint.operationID == "removeWeight" ? weighed : DiaryDate(weighed)?.adding(days: -1).text
            return endpoint.path.replacingOccurrences(of: "{date}", with: day ?? weighed)
        }
        let id =
            endpoint.path.hasPrefix("/api/v1/restaurants/") || endpoint.path.contains("/favourites/restaurants/")
                || endpoint.path.hasPrefix("/api/v1/admin/restaurants/")
            ? restaurant
            : endpoint.path.hasPrefix("/api/v1/kitchen/dishes/") || endpoint.path.contains("/favourites/dishes/")
                || endpoint.path.hasPrefix("/api/v1/merchant/menu/dishes/")
                || endpoint.path.hasPrefix("/api/v1/merchant/dishes/")
                ? dish
                : endpoint.path.hasPrefix("/api/v1/diary/entries/")
                    ? diaryEntry : endpoint.path.hasPrefix("/api/v1/me/addresses/") ? savedAddress : order
        return endpoint.path.replacingOccurrences(of: "{id}", with: id).replacingOccurrences(of: "{dishId}", with: dish)
    }

    /// A token for everyone but the anonymous caller: the owner of a second restaurant, a courier with a courier
    /// record (not assigned to the owner's order), an admin, and the owner, a manager and plain staff of the order's
    /// restaurant; and the account id of another plain staff member there, whom the staff routes change.
    func tokens(_ world: OrderingWorld, owner: String) throws -> ([Who: String], member: String) {
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let elsewhere = try CatalogAPI.seed(world.app, [CatalogAPI.restaurant("Elsewhere", northKm: 30)])[0]
        func staff(_ name: String, _ restaurant: String, _ role: StaffRole) throws -> (token: String, id: String) {
            let created = try AccountService(environment: world.app.environment).register(
                Registration(fullName: "Sam \(name)", email: "\(name)@example.com", password: "abcdef1!"),
                role: .staff, signIn: true)
            let assigned = world.send(
                .post, "/api/v1/admin/staff", admin,
                ["email": "\(name)@example.com", "restaurantId": restaurant, "role": role.rawValue],
                headers: CatalogAPI.json)
            #expect(assigned.status == 204)
            return (created.token, created.user.id.rawValue)
        }
        let courier = try CatalogAPI.token(world.app, role: .courier)
        let created = world.send(
            .post, "/api/v1/admin/couriers", admin,
            [
                "email": "courier@example.com", "phone": "+14155550177", "vehicle": "car", "latitude": 37.9,
                "longitude": -122.3,
            ], headers: CatalogAPI.json)
        #expect(created.status == 201)
        return (
            [
                .owner: owner, .otherCustomer: try world.customer("Other"),
                .otherStaff: try staff("elsewhere", elsewhere, .owner).token, .courier: courier, .admin: admin,
                .restaurantOwner: try staff("boss", world.restaurantID, .owner).token,
                .manager: try staff("manager", world.restaurantID, .manager).token,
                .kitchenStaff: try staff("cook", world.restaurantID, .staff).token,
            ], try staff("member", world.restaurantID, .staff).id
        )
    }
}
