import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP
import FoodlyShared
import Foundation

/// A restaurant's delivery zones in the console (operators only): the page, the multipart form that replaces them
/// from a GeoJSON file or the text area (with the fee and minimum for shapes that give none), the form that removes
/// them, and the zones as a GeoJSON download. Answered with a 303 back to the page, or the page again with what was
/// typed and the refusal at the top of the form (422).
struct ZonePages {
    let context: WebContext
    let restaurants: RestaurantConsoleService

    /// The zones form: a GeoJSON file and the text area, each up to 1 MB, with the multipart framing.
    static let bodyAllowance = BodyAllowance(
        .post, "/admin/restaurants/:id/zones", maxBytes: 2 * 1024 * 1024 + 64 * 1024)

    func register(in web: inout WebRouter) {
        let pages = self
        let context = self.context
        web.adminPage("/admin/restaurants/:id/zones") { request, user in
            let csrf = CSRF(request: request)
            var page = try pages.page(csrf, ID(try request.parameter("id")), user)
            page.notice = request.query["done"].flatMap { ConsoleZonesPage.notices[$0] }
            return context.page(page.render(), csrf: csrf)
        }
        web.adminPage("/admin/restaurants/:id/zones.geojson") { request, user in
            let restaurant = try pages.restaurants.zoned(ID(try request.parameter("id")), by: user)
            var response = Response(status: 200, body: [UInt8](ZoneGeoJSON.document(restaurant.zones)))
            response.headers.set("Content-Type", "application/geo+json")
            response.headers.set("Content-Disposition", #"attachment; filename="zones.geojson""#)
            return response
        }
        web.signedInUpload("/admin/restaurants/:id/zones") { request, form, user in
            let id = ID<Restaurant>(try request.parameter("id"))
            let text = String((form.fields["geojson"] ?? "").prefix(1_000_000))
            let fee = String((form.fields["deliveryFee"] ?? "").prefix(20))
            let minimum = String((form.fields["minimumOrder"] ?? "").prefix(20))
            let file = form.files["file"].flatMap { $0.bytes.isEmpty ? nil : Data($0.bytes) }
            return try context.answer(
                request,
                act: {
                    let zones = try ZoneGeoJSON.zones(
                        from: file ?? Data(text.utf8), deliveryFee: try ZonePages.cents(fee, "deliveryFee"),
                        minimumOrder: try ZonePages.cents(minimum, "minimumOrder"))
                    _ = try pages.restaurants.setZones(of: id, zones, by: user)
                    return .redirect(to: "/admin/restaurants/\(id.rawValue)/zones?done=saved#zones-title")
                },
                again: { csrf, refusal in
                    var page = try pages.page(csrf, id, user)
                    page.typed = (text, fee, minimum)
                    if refusal.issues.isEmpty {
                        page.refusal = refusal.message
                    } else {
                        page.issues = refusal.issues.map(ConsoleZonesPage.shown)
                    }
                    return page.render()
                })
        }
        web.adminForm("/admin/restaurants/:id/zones/clear") { post, user in
            let id = ID<Restaurant>(try post.request.parameter("id"))
            _ = try pages.restaurants.setZones(of: id, [], by: user)
            return .redirect(to: "/admin/restaurants/\(id.rawValue)/zones?done=cleared#zones-title")
        }
    }

    private func page(_ csrf: CSRF, _ id: ID<Restaurant>, _ user: UserAccount) throws -> ConsoleZonesPage {
        ConsoleZonesPage(console: context.console, csrf: csrf, restaurant: try restaurants.zoned(id, by: user))
    }

    /// Dollars typed in `field` as cents; a 422 on the field when they are not an amount.
    private static func cents(_ typed: String, _ field: String) throws -> Int {
        guard let cents = Money.cents(dollars: typed.trimmingCharacters(in: .whitespaces)) else {
            throw ValidationFailure([
                FieldError(field: field, code: "wrong_type", message: "Enter an amount such as 2.99.")
            ])
        }
        return cents
    }
}
