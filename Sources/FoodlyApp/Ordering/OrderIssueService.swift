import FoodlyCore
import FoodlyStore
import Foundation

/// Help with a delivered order: its customer reports what went wrong (a missing or wrong item, a spill, very late)
/// within two days of delivery (``OrderIssue/isOpen(for:at:)``); operators see the open issues in the console with
/// the order, its proof of delivery and its messages, and answer each once, with a refund (to the card, or on record
/// for an order paid on delivery) borne by the restaurant, Foodly, both or the courier, or without one. The customer reads the
/// answer on the order and by mail.
public struct OrderIssueService: Sendable {
    let environment: AppEnvironment

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// Reports what went wrong with one of the user's orders, with a `photo` when they took one (checked and shrunk
    /// as door photos are, without metadata); another customer's order is not found, one not delivered or
    /// delivered more than 48 hours ago is `issue_window_closed`, one with ``OrderIssue/maxPerOrder`` issues
    /// already a field issue of `details`.
    public func report(
        _ draft: OrderIssueDraft, photo: (bytes: [UInt8], mediaType: String?)? = nil, about orderID: ID<Order>,
        by user: UserAccount
    ) throws -> OrderIssue {
        let details = try OrderIssue.checked(details: draft.details)
        let picture = try photo.map { try OrderIssueService.kept($0.bytes, mediaType: $0.mediaType) }
        let now = environment.clock.now()
        return try OrderingStores.write(environment.database) { stores in
            guard let order = try stores.orders.order(id: orderID), order.userID == user.id else {
                throw OrderingError.orderNotFound
            }
            guard OrderIssue.isOpen(for: order, at: now) else { throw OrderingError.issueWindowClosed(order.number) }
            let queries = IssueQueries(stores.connection)
            guard try queries.issues(orderID: orderID).count < OrderIssue.maxPerOrder else {
                throw ValidationFailure([
                    FieldError(
                        field: "details", code: "too_many",
                        message: "This order has \(OrderIssue.maxPerOrder) reports already: write to Foodly support.")
                ])
            }
            let issue = OrderIssue(
                id: environment.makeID(), orderId: orderID.rawValue, kind: draft.kind, details: details,
                reportedAt: now, hasPhoto: picture != nil)
            try queries.insert(issue, userID: user.id)
            if let picture { try queries.setPhoto(picture, of: issue.id) }
            return issue
        }
    }

    /// Adds the photo of one of the user's open issues that has none (an app sends it after the report); another
    /// customer's issue is not found, one answered or with a photo already `issue_answered`.
    public func setPhoto(_ bytes: [UInt8], mediaType: String?, ofIssue id: String, by user: UserAccount) throws
        -> OrderIssue
    {
        let picture = try OrderIssueService.kept(bytes, mediaType: mediaType)
        return try OrderingStores.write(environment.database) { stores in
            let queries = IssueQueries(stores.connection)
            guard let (issue, owner) = try queries.issue(id: id), owner == user.id else {
                throw OrderingError.issueNotFound
            }
            guard issue.state == .open, !issue.hasPhoto else { throw OrderingError.issueAnswered }
            try queries.setPhoto(picture, of: id)
            return try queries.issue(id: id)?.issue ?? issue
        }
    }

    /// The photo of an issue, for its customer and operators; not found for anyone else and without one.
    public func photo(ofIssue id: String, for user: UserAccount) throws -> (mediaType: String, bytes: [UInt8]) {
        try OrderingStores.read(environment.database) { stores in
            let queries = IssueQueries(stores.connection)
            guard let (_, owner) = try queries.issue(id: id), owner == user.id || user.role == .admin,
                let photo = try queries.photo(of: id)
            else { throw OrderingError.issueNotFound }
            return photo
        }
    }

    /// The photo as kept: the largest variant the photo pipeline makes of it (``PhotoService``).
    private static func kept(_ bytes: [UInt8], mediaType: String?) throws -> PhotoVariant {
        guard let photo = try PhotoService.variants(bytes, mediaType: mediaType).last else {
            throw PhotoError.notAnImage
        }
        return photo
    }

    /// The issues reported about one of the user's orders, the oldest first (operators read any order's); not found
    /// for anyone else.
    public func issues(about orderID: ID<Order>, for user: UserAccount) throws -> [OrderIssue] {
        try OrderingStores.read(environment.database) { stores in
            guard let order = try stores.orders.order(id: orderID), order.userID == user.id || user.role == .admin
            else { throw OrderingError.orderNotFound }
            return try IssueQueries(stores.connection).issues(orderID: order.id)
        }
    }

    /// What the console's page of an order shows of its issues, in one read: the issues, the oldest first, and how
    /// many issues its customer has reported over all their orders. Operators only.
    public func console(of orderID: ID<Order>, for user: UserAccount) throws -> (
        issues: [OrderIssue], customerIssues: Int
    ) {
        guard user.role == .admin else { throw OrderingError.forbidden }
        return try OrderingStores.read(environment.database) { stores in
            guard let order = try stores.orders.order(id: orderID) else { throw OrderingError.orderNotFound }
            let queries = IssueQueries(stores.connection)
            return (
                try queries.issues(orderID: orderID),
                try queries.counts(userIDs: [order.userID])[order.userID] ?? 0
            )
        }
    }

    /// One issue, for its customer and operators; not found for anyone else.
    public func issue(_ id: String, for user: UserAccount) throws -> OrderIssue {
        try OrderingStores.read(environment.database) { stores in
            guard let (issue, owner) = try IssueQueries(stores.connection).issue(id: id),
                owner == user.id || user.role == .admin
            else { throw OrderingError.issueNotFound }
            return issue
        }
    }

    /// The issues waiting for an answer, the oldest first (at most `limit`), each with its order, restaurant and
    /// customer, in a fixed number of statements whatever their number. Operators only.
    public func open(limit: Int = 100, for user: UserAccount) throws -> [IssueCase] {
        guard user.role == .admin else { throw OrderingError.forbidden }
        return try OrderingStores.read(environment.database) { stores in
            let queries = IssueQueries(stores.connection)
            let found = try queries.issues(state: .open, limit: limit)
            let orders = try stores.orders.orders(ids: found.map { ID<Order>($0.issue.orderId) })
            let restaurants = try stores.catalog.restaurants(ids: orders.values.map(\.restaurantID))
            let people = try AccountQueries(stores.connection).contacts(of: found.map(\.userID))
            let counts = try queries.counts(userIDs: found.map(\.userID))
            return found.compactMap { issue, userID in
                guard let order = orders[ID(issue.orderId)] else { return nil }
                return IssueCase(
                    issue: issue, orderNumber: order.number,
                    restaurantName: restaurants[order.restaurantID]?.name ?? "",
                    customerName: people[userID]?.fullName ?? "", customerEmail: people[userID]?.email ?? "",
                    customerIssues: counts[userID] ?? 1)
            }
        }
    }

    /// Answers an open issue as an operator, once (`issue_answered` after): with a refund of `answer.refund` cents
    /// borne by `answer.bearer` (``MoneyService/refund(_:amount:reason:bearer:by:)``'s rules, the answer as its
    /// reason, in the same transaction; the customer gets the refund's mail), or, for 0, without one (the customer
    /// is mailed the answer). The answer is in the audit log.
    public func answer(_ id: String, _ answer: OrderIssueAnswer, by user: UserAccount) throws -> OrderIssue {
        guard user.role == .admin else { throw OrderingError.forbidden }
        var issues = Reason.issues(answer.answer, field: "answer")
        if answer.refund < 0 {
            issues.append(FieldError(field: "refund", code: "out_of_range", message: "Refund $0.00 or more."))
        }
        try ValidationFailure.check(issues)
        let words = Text.clean(answer.answer)
        let bearer = answer.bearer ?? .platform
        let refunded = answer.refund > 0
        let now = environment.clock.now()
        let (answered, orderID) = try OrderingStores.write(environment.database) { stores in
            let queries = IssueQueries(stores.connection)
            guard let (issue, _) = try queries.issue(id: id) else { throw OrderingError.issueNotFound }
            guard issue.state == .open else { throw OrderingError.issueAnswered }
            let orderID = ID<Order>(issue.orderId)
            guard let order = try stores.orders.order(id: orderID) else { throw OrderingError.orderNotFound }
            if refunded {
                try MoneyService(environment: environment).refund(
                    orderID, amount: answer.refund, reason: words, bearer: bearer, by: user, in: stores, at: now)
            } else {
                try OrderChangeMail.issueAnswered(orderID, answer: words, stores, environment.mailer, at: now)
            }
            let state: OrderIssueState = refunded ? .refunded : .declined
            guard
                try queries.answer(
                    id, state: state, answer: words, refunded: max(0, answer.refund), bearer: refunded ? bearer : nil,
                    by: user.id, at: now)
            else { throw OrderingError.issueAnswered }
            try environment.audit(
                .issueAnswered, by: .account(user, as: .operator), on: .order(order), restaurant: order.restaurantID,
                before: ["state": OrderIssueState.open.rawValue],
                after: [
                    "state": state.rawValue, "kind": issue.kind.rawValue, "refunded": "\(max(0, answer.refund))",
                    "answer": words,
                ], at: now, stores.connection)
            return (try queries.issue(id: id)?.issue ?? issue, orderID)
        }
        environment.orderEvents.changed([orderID])
        return answered
    }
}
