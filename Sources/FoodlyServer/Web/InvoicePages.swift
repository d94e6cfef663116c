import FoodlyApp
import FoodlyCore
import FoodlyHTTP

/// An order's tax invoice as a PDF (`/orders/{id}/invoice.pdf`), for its customer, the restaurant's owners and
/// managers, and operators (`InvoiceService` decides; anyone else, or an order not delivered yet, is 404).
struct InvoicePages {
    let invoices: InvoiceService

    func register(in web: inout WebRouter) {
        let invoices = self.invoices
        web.signedInPage("/orders/:id/invoice.pdf") { request, user in
            let id = ID<Order>(String(try request.parameter("id").prefix(100)))
            let (bytes, number) = try invoices.pdf(id, for: user)
            return Response.attachment(
                bytes, contentType: "application/pdf", filename: "foodly-invoice-\(number).pdf")
        }
    }
}
