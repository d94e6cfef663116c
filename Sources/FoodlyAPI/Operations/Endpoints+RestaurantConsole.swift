import FoodlyShared

extension Endpoints {
    /// `GET /api/v1/admin/restaurant-applications?status=`: applications, newest first.
    public static let consoleApplications = Endpoint<
        NoPath, ApplicationsQuery, NoBody, ConsoleApplicationsBody, Caller.Admin
    >("consoleApplications", .get, "/api/v1/admin/restaurant-applications")
    /// `POST /api/v1/admin/restaurant-applications/{id}/approve`: makes the restaurant, its applicant its owner.
    public static let approveApplication = Endpoint<IDPath, NoQuery, NoBody, ConsoleApplicationBody, Caller.Admin>(
        "approveApplication", .post, "/api/v1/admin/restaurant-applications/{id}/approve",
        problems: [.notFound, .alreadyDecided, .applicantNotCustomer])
    /// `POST /api/v1/admin/restaurant-applications/{id}/reject`: rejects with a reason the applicant reads.
    public static let rejectApplication = Endpoint<
        IDPath, NoQuery, ReasonRequest, ConsoleApplicationBody, Caller.Admin
    >(
        "rejectApplication", .post, "/api/v1/admin/restaurant-applications/{id}/reject",
        problems: [.notFound, .alreadyDecided])
    /// `GET /api/v1/admin/restaurants?q=`: restaurants by name, each with where it stands.
    public static let consoleRestaurants = Endpoint<
        NoPath, ConsoleRestaurantQuery, NoBody, ConsoleRestaurantsBody, Caller.Admin
    >("consoleRestaurants", .get, "/api/v1/admin/restaurants")
    /// `GET /api/v1/admin/restaurants/{id}?from=&to=`: one restaurant, its standing, staff and numbers.
    public static let consoleRestaurant = Endpoint<
        IDPath, NumbersQuery, NoBody, ConsoleRestaurantDetailBody, Caller.Admin
    >("consoleRestaurant", .get, "/api/v1/admin/restaurants/{id}", problems: [.notFound])
    /// `PATCH /api/v1/admin/restaurants/{id}`: fees, tax and delivery radius, by the import format's rules.
    public static let changeRestaurantTerms = Endpoint<
        IDPath, NoQuery, RestaurantTermsPatch, ConsoleRestaurantBody, Caller.Admin
    >(
        "changeRestaurantTerms", .patch, "/api/v1/admin/restaurants/{id}", problems: [.notFound])
    /// `POST /api/v1/admin/restaurants/{id}/suspend`: off lists, search and checkout until reinstated.
    public static let suspendRestaurant = Endpoint<
        IDPath, NoQuery, ReasonRequest, ConsoleRestaurantBody, Caller.Admin
    >(
        "suspendRestaurant", .post, "/api/v1/admin/restaurants/{id}/suspend",
        problems: [.notFound, .alreadySuspended])
    /// `POST /api/v1/admin/restaurants/{id}/reinstate`: listed again.
    public static let reinstateRestaurant = Endpoint<IDPath, NoQuery, NoBody, ConsoleRestaurantBody, Caller.Admin>(
        "reinstateRestaurant", .post, "/api/v1/admin/restaurants/{id}/reinstate",
        problems: [.notFound, .notSuspended])
}

extension ProblemCode {
    /// An application approved or rejected already.
    public static let alreadyDecided = ProblemCode("already_decided", .conflict)
    /// An approval for an applicant whose account is no longer a customer's.
    public static let applicantNotCustomer = ProblemCode("applicant_not_customer", .conflict)
    /// A suspension of a suspended restaurant.
    public static let alreadySuspended = ProblemCode("already_suspended", .conflict)
    /// A reinstatement of a restaurant that is not suspended.
    public static let notSuspended = ProblemCode("not_suspended", .conflict)
}

/// `?status=` of the console's applications: `pending`, `approved` or `rejected`; every one when left out.
public struct ApplicationsQuery: QueryParameters, Equatable {
    /// `status`.
    public static let names = ["status"]
    /// The status to list.
    public var status: ApplicationStatus?
    /// Creates the query.
    public init(status: ApplicationStatus? = nil) { self.status = status }
    /// The pairs present.
    public var items: [(name: String, value: String)] { Self.present([("status", status?.rawValue)]) }
}

/// `?q=` of the console's restaurants: a part of the name (any case), at most 100 characters; all when left out.
public struct ConsoleRestaurantQuery: QueryParameters, Equatable {
    /// `q`.
    public static let names = ["q"]
    /// The text.
    public var q: String?
    /// Creates the query.
    public init(q: String? = nil) { self.q = q }
    /// The pairs present.
    public var items: [(name: String, value: String)] { Self.present([("q", q)]) }
}
