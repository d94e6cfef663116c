import FoodlyCore
import FoodlyStore
import Foundation

/// A restaurant's numbers for its owners and managers: sales, preparation times and late orders day by day in the
/// restaurant's time zone, the orders of a day, a CSV export, and the reviews with their public replies. Plain
/// staff are refused (`managers_only`); the public reads the reviews and replies of any listed restaurant.
public struct NumbersService: Sendable {
    /// The most reviews one answer holds.
    public static let maxReviews = 50
    private let environment: AppEnvironment

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// The restaurant and its numbers over `from`…`to` (`YYYY-MM-DD`, both empty for the last two weeks).
    public func numbers(from: String, to: String, for user: UserAccount) throws -> (
        restaurant: Restaurant, numbers: RestaurantNumbers
    ) {
        let (restaurant, orders, range) = try sold(from: from, to: to, for: user)
        return (
            restaurant,
            RestaurantNumbers(
                orders, from: range.from, to: range.to, in: restaurant.timeZone, at: environment.clock.now())
        )
    }

    /// Any restaurant's numbers over `from`…`to` (as ``numbers(from:to:for:)``), for operators (the console's page of
    /// the restaurant); an unknown restaurant is not found.
    public func numbers(of restaurantID: ID<Restaurant>, from: String, to: String, by user: UserAccount) throws
        -> RestaurantNumbers
    {
        guard user.role == .admin else { throw OrderingError.forbidden }
        let (restaurant, orders, range) = try sold(
            { connection in
                guard let restaurant = try CatalogQueries(connection).restaurant(id: restaurantID) else {
                    throw MerchantError.restaurantNotFound
                }
                return restaurant
            }, { try RestaurantNumbers.range(from: from, to: to, today: $0) })
        return RestaurantNumbers(
            orders, from: range.from, to: range.to, in: restaurant.timeZone, at: environment.clock.now())
    }

    /// The orders promised over `from`…`to` as CSV, with the file's first and last day.
    public func csv(from: String, to: String, for user: UserAccount) throws -> (
        text: String, from: DiaryDate, to: DiaryDate
    ) {
        let (restaurant, orders, range) = try sold(from: from, to: to, for: user)
        return (
            SoldOrdersCSV.text(orders, in: restaurant.timeZone, at: environment.clock.now()), range.from, range.to
        )
    }

    /// The restaurant's statement for the week (Monday to Sunday in its time zone) that holds `week` (`YYYY-MM-DD`;
    /// empty for this week), from the ledger (``RestaurantStatement``).
    public func statement(week: String, for user: UserAccount) throws -> (
        restaurant: Restaurant, statement: RestaurantStatement
    ) {
        let now = environment.clock.now()
        return try environment.database.read { connection in
            let (restaurant, _) = try NumbersService.managed(by: user, connection)
            let zone = restaurant.timeZone
            let (from, to) = try RestaurantNumbers.day(week, today: DiaryDate(now, in: zone)).week
            let start = from.start(in: zone)
            let end = to.next(in: zone).start(in: zone)
            let ledger = LedgerQueries(connection)
            let account = LedgerAccount.restaurant(restaurant.id)
            let entries = try ledger.entries(moving: account, from: start, before: end)
            let orders = Array(Set(entries.compactMap(\.orderID)))
            return (
                restaurant,
                RestaurantStatement(
                    restaurant: restaurant.id, from: from, to: to,
                    opening: -(try ledger.balance(of: account, before: start)),
                    entries: entries, numbers: try OrderQueries(connection).numbers(of: orders),
                    borneBefore: try ledger.refundsBorne(by: account, orders: orders, before: start))
            )
        }
    }

    /// The orders of one local day (`YYYY-MM-DD`, empty for today), in the order they were placed, and the time
    /// they were read at (to judge which are late).
    public func orders(on date: String, for user: UserAccount) throws -> (
        restaurant: Restaurant, date: DiaryDate, orders: [SoldOrder], now: Date
    ) {
        let (restaurant, orders, range) = try sold(for: user) { today in
            let day = try RestaurantNumbers.day(date, today: today)
            return (day, day)
        }
        return (restaurant, range.to, orders, environment.clock.now())
    }

    /// Whether `user` may see the numbers of the restaurant they work for (its owners and managers).
    public func isOpen(to user: UserAccount) throws -> Bool {
        guard user.role == .staff else { return false }
        return try environment.database.read { connection in
            try MerchantQueries(connection).membership(of: user.id).map { StaffRules.managesStaff($0.role) } ?? false
        }
    }

    /// The restaurant's reviews, newest first, for its owners and managers.
    public func reviews(for user: UserAccount) throws -> (restaurant: Restaurant, reviews: [RestaurantReview]) {
        try environment.database.read { connection in
            let (restaurant, _) = try NumbersService.managed(by: user, connection)
            return (
                restaurant,
                try NumbersQueries(connection).reviews(restaurantID: restaurant.id, limit: NumbersService.maxReviews)
            )
        }
    }

    /// The newest `limit` (1…`maxReviews`) reviews of a restaurant, with their replies, for anyone.
    public func publicReviews(of restaurantID: ID<Restaurant>, limit: Int) throws -> [RestaurantReview] {
        try environment.database.read { connection in
            try NumbersQueries(connection).reviews(
                restaurantID: restaurantID, limit: min(max(limit, 1), NumbersService.maxReviews))
        }
    }

    /// Writes (or rewrites) the restaurant's public reply to the review of `orderID`; a review of another
    /// restaurant is not found; an empty or too long reply is a 422 naming `text`.
    public func reply(_ text: String, to orderID: ID<Order>, by user: UserAccount) throws {
        try ValidationFailure.check(RestaurantReview.replyIssues(text))
        try setReply(Text.clean(text), to: orderID, by: user)
    }

    /// Takes the reply to the review of `orderID` back.
    public func removeReply(to orderID: ID<Order>, by user: UserAccount) throws {
        try setReply(nil, to: orderID, by: user)
    }

    private func setReply(_ text: String?, to orderID: ID<Order>, by user: UserAccount) throws {
        let now = environment.clock.now()
        try environment.database.write { connection in
            let (restaurant, role) = try NumbersService.managed(by: user, connection)
            guard try NumbersQueries(connection).setReply(text, orderID: orderID, restaurantID: restaurant.id, at: now)
            else { throw MerchantError.reviewNotFound }
            let number = try OrderQueries(connection).order(id: orderID)?.number
            try environment.audit(
                text == nil ? .reviewReplyRemoved : .reviewReplied, by: .member(user, role),
                on: AuditEntry.Subject(
                    kind: .review, id: orderID.rawValue, label: number.map { "review of #\($0)" } ?? "review"),
                restaurant: restaurant.id, after: text.map { ["reply": $0] } ?? [:], at: now, connection)
        }
    }

    /// The restaurant, the orders promised over the range `from`…`to` and the range.
    private func sold(from: String, to: String, for user: UserAccount) throws -> (
        Restaurant, [SoldOrder], (from: DiaryDate, to: DiaryDate)
    ) {
        try sold(for: user) { try RestaurantNumbers.range(from: from, to: to, today: $0) }
    }

    /// The restaurant, the orders promised over the range `range` makes of the restaurant's today, and the range.
    private func sold(for user: UserAccount, _ range: (DiaryDate) throws -> (from: DiaryDate, to: DiaryDate)) throws
        -> (Restaurant, [SoldOrder], (from: DiaryDate, to: DiaryDate))
    {
        try sold({ try NumbersService.managed(by: user, $0).0 }, range)
    }

    /// The restaurant `restaurant` reads, the orders promised over the range `range` makes of its today, and the
    /// range.
    private func sold(
        _ restaurant: (any DatabaseConnection) throws -> Restaurant,
        _ range: (DiaryDate) throws -> (from: DiaryDate, to: DiaryDate)
    ) throws -> (Restaurant, [SoldOrder], (from: DiaryDate, to: DiaryDate)) {
        let now = environment.clock.now()
        return try environment.database.read { connection in
            let restaurant = try restaurant(connection)
            let range = try range(DiaryDate(now, in: restaurant.timeZone))
            let orders = try NumbersQueries(connection).soldOrders(
                restaurantID: restaurant.id, promisedFrom: range.from.start(in: restaurant.timeZone),
                before: range.to.next(in: restaurant.timeZone).start(in: restaurant.timeZone))
            return (restaurant, orders, range)
        }
    }

    /// The restaurant `user` owns or manages, and their role; anyone else is refused.
    private static func managed(by user: UserAccount, _ connection: any DatabaseConnection) throws -> (
        Restaurant, StaffRole
    ) {
        guard user.role == .staff, let (restaurantID, role) = try MerchantQueries(connection).membership(of: user.id),
            let restaurant = try CatalogQueries(connection).restaurant(id: restaurantID)
        else { throw MerchantError.notStaff }
        guard StaffRules.managesStaff(role) else { throw MerchantError.managersOnly }
        return (restaurant, role)
    }
}
