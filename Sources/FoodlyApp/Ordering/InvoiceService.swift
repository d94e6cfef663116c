import FoodlyCore
import FoodlyStore
import Foundation

/// Orders' tax invoices: issued when an order is delivered, or fails at a door nobody answered after its card was
/// charged (``OrderingStores/transition(_:from:to:at:by:)``), read as a PDF by the order's customer, the
/// restaurant's owners and managers, and operators; anyone else, and any order not invoiced (yet), is told there is
/// no such invoice.
public struct InvoiceService: Sendable {
    let environment: AppEnvironment

    /// The service over `environment`.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// Order `id`'s invoice as a PDF, with its number for the file's name.
    public func pdf(_ id: ID<Order>, for user: UserAccount) throws -> (bytes: [UInt8], number: String) {
        try environment.database.read { connection in
            guard let order = try OrderQueries(connection).order(id: id), try Self.mayRead(order, user, connection),
                let (invoice, zone) = try Self.invoice(of: order, connection)
            else { throw Self.notFound }
            return (try InvoicePDF.bytes(invoice, in: zone), invoice.numberText)
        }
    }

    /// The invoice of a delivered `order` and its restaurant's time zone; nil before it is issued.
    static func invoice(of order: Order, _ connection: any DatabaseConnection) throws -> (Invoice, TimeZone)? {
        guard let (number, issuedAt) = try InvoiceQueries(connection).number(orderID: order.id) else { return nil }
        let restaurant = try CatalogQueries(connection).restaurant(id: order.restaurantID)
        let buyer = try AccountQueries(connection).contact(of: order.userID)?.fullName ?? "Customer"
        let invoice = Invoice(
            number: number, issuedAt: issuedAt, order: order, sellerName: restaurant?.name ?? "Restaurant",
            sellerAddress: restaurant?.address ?? "", buyer: buyer)
        return (invoice, restaurant?.timeZone ?? .gmt)
    }

    /// Mails the customer of a just delivered `order` its invoice, the PDF attached, in the delivery's transaction.
    static func mail(_ order: Order, _ mailer: Mailer, at time: Date, in connection: any DatabaseConnection) throws {
        guard let (invoice, zone) = try invoice(of: order, connection),
            let user = try AccountQueries(connection).contact(of: order.userID)
        else { return }
        let attachment = try MailAttachment(
            filename: "invoice-\(invoice.numberText)-order-\(order.number).pdf", contentType: "application/pdf",
            data: Data(try InvoicePDF.bytes(invoice, in: zone)))
        try mailer.send(
            to: user.email, name: user.fullName,
            subject: "Your invoice for order #\(order.number) from \(invoice.sellerName)",
            text: """
                Hello \(user.fullName),

                Your order #\(order.number) from \(invoice.sellerName) was delivered. Its invoice \
                \(invoice.numberText) is attached: \(Money.format(order.pricing.total)) in all, of which \
                \(Money.format(order.pricing.tax)) sales tax.

                \(mailer.link("/orders/\(order.id.rawValue)"))

                Foodly
                """, attachments: [attachment], at: time, in: connection)
    }

    /// Whether `user` may read `order`'s invoice: its customer, an operator, or an owner or manager of its restaurant.
    private static func mayRead(_ order: Order, _ user: UserAccount, _ connection: any DatabaseConnection) throws
        -> Bool
    {
        if order.userID == user.id || user.role == .admin { return true }
        guard user.role == .staff, let (restaurant, role) = try MerchantQueries(connection).membership(of: user.id)
        else { return false }
        return restaurant == order.restaurantID && StaffRules.managesStaff(role)
    }

    private static let notFound = OrderingError(
        kind: .notFound, code: "not_found", message: "There is no invoice for this order: it is issued at delivery.")
}
