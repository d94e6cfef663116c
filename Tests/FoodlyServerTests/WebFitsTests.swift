import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// "Fits my day" and the cart's swaps on the web pages, in process: shown only to customers with a target (swaps:
/// to everyone) who show calories, forms need the CSRF pair, and a refused swap is explained on the cart.
@Suite("Web: fits my day and cart swaps")
struct WebFitsTests {
    static let csrf = WebOrderingTests.csrf

    static func page(_ fits: FitsWorld, _ token: String, _ path: String) -> String {
        let response = fits.world.app.send(.get, path, headers: WebOrderingTests.headers(token))
        #expect(response.status == 200, "\(path)")
        return String(decoding: response.body, as: UTF8.self)
    }

    /// The names of the dish rows on a restaurant page, in order.
    static func dishNames(_ html: String) -> [String] {
        html.components(separatedBy: "<h3 class=\"dish-name\">").dropFirst().map {
            String($0.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
        }
    }

    @Test func theMenuShowsOnlyWhatFitsWithWhatIsLeft() throws {
        let fits = try FitsWorld()
        let ada = try fits.customer("Ada", ["dailyKcalTarget": 900])
        fits.ate(ada, kcal: 400)
        let menu = Self.page(fits, ada, "/restaurants/\(fits.grillID)")
        #expect(menu.contains("500 kcal left today."))
        #expect(menu.contains("?order=fits\""), "the Fits my day chip")
        #expect(Self.dishNames(menu).contains("Fries"))
        let fitting = Self.page(fits, ada, "/restaurants/\(fits.grillID)?order=fits")
        #expect(Self.dishNames(fitting) == ["Big Bowl", "Light Bowl", "Side Salad", "Sesame Slaw"])
        #expect(fitting.contains("500 kcal left today · 4 of 6 dishes fit."))
        #expect(fitting.contains("aria-current=\"page\">Fits my day"))

        fits.ate(ada, kcal: 500)
        let full = Self.page(fits, ada, "/restaurants/\(fits.grillID)?order=fits")
        #expect(Self.dishNames(full).isEmpty)
        #expect(full.contains("Nothing here fits what is left today"))
        #expect(full.contains("You have reached today's 900 kcal target."), "no count when nothing fits")
    }

    @Test func withoutATargetOrWithCaloriesHiddenThereIsNoFitsMyDay() throws {
        let fits = try FitsWorld()
        let none = try fits.customer("Ada")
        let hidden = try fits.customer("Bea", ["dailyKcalTarget": 900, "showCalories": false])
        for token in [none, hidden] {
            for path in ["/restaurants/\(fits.grillID)?order=fits", "/", "/search?fits=today"] {
                let html = Self.page(fits, token, path)
                #expect(!html.contains("kcal left"), "\(path)")
                #expect(!html.contains("order=fits"), "\(path)")
                #expect(!html.contains("fit today"), "\(path)")
                #expect(!html.contains("name=\"fits\""), "\(path)")
            }
            // Asked for anyway, the menu is shown whole.
            #expect(Self.dishNames(Self.page(fits, token, "/restaurants/\(fits.grillID)?order=fits")).count == 6)
        }
        #expect(!Self.page(fits, hidden, "/restaurants/\(fits.grillID)").contains(" kcal<"), "no numbers")
    }

    @Test func homeAndSearchShowWhatFits() throws {
        let fits = try FitsWorld()
        let ada = try fits.customer("Ada", ["dailyKcalTarget": 900])
        fits.ate(ada, kcal: 500)
        let home = Self.page(fits, ada, "/")
        #expect(home.contains("400 kcal left today."))
        // Lentil Place: three 120 kcal dishes (churros are 450); the grill: Light Bowl, Side Salad, Sesame Slaw.
        #expect(home.components(separatedBy: "3 dishes fit today").count == 3, "both cards")
        let search = Self.page(fits, ada, "/search?q=bowl&fits=today")
        #expect(search.contains("name=\"fits\" value=\"today\" checked"))
        #expect(search.contains("Light Bowl") && !search.contains("Big Bowl"))
        #expect(Self.page(fits, ada, "/search?q=bowl").contains("Big Bowl"))
    }

    @Test func aSwapIsAcceptedByAPlainFormAndRefusalsAreExplained() throws {
        let fits = try FitsWorld()
        let ada = try fits.customer("Ada")
        fits.add(ada, "Fries", 2)
        let cart = Self.page(fits, ada, "/cart")
        #expect(cart.contains("<strong>Sesame Slaw</strong> instead of Fries: 1,062 kcal less"))
        let fries = try #require(fits.dishes["Fries"])
        #expect(cart.contains("action=\"/cart/items/\(fries)/swap#cart-lines\" data-in-place"))
        let form = WebOrderingTests.headers(ada, form: true)
        let slaw = fits.dishes["Sesame Slaw"] ?? ""
        let forged = fits.world.app.send(
            .post, "/cart/items/\(fries)/swap", headers: form, body: "replacementId=\(slaw)")
        #expect(forged.status == 403)
        let refused = fits.world.app.send(
            .post, "/cart/items/\(fries)/swap", headers: form,
            body: "replacementId=\(fits.dishes["Sold-out Slaw"] ?? "")&_csrf=\(Self.csrf)")
        #expect(refused.refusalStatus == 409)
        #expect(String(decoding: refused.body, as: UTF8.self).contains("Sold-out Slaw is sold out today."))
        let swapped = fits.world.app.send(
            .post, "/cart/items/\(fries)/swap", headers: form, body: "replacementId=\(slaw)&_csrf=\(Self.csrf)")
        #expect(swapped.status == 303)
        #expect(swapped.headers["Location"] == "/cart")
        #expect(try fits.lines(ada) == ["Sesame Slaw × 2"])

        #expect(fits.world.send(.patch, "/api/v1/me", ada, ["showCalories": false]).status == 200)
        fits.add(ada, "Big Bowl")
        #expect(!Self.page(fits, ada, "/cart").contains("instead of"), "no swaps with calories hidden")
    }
}
