import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP
import FoodlyShared

/// The saved addresses under Profile: the list, adding and editing one (found by typing or "Use my location"),
/// making one the default, deleting one. Plain forms (CSRF-checked) answered with a redirect to the list, or the
/// form again with the reasons (422); the service checks ownership (another customer's address is 404).
struct AddressPages {
    let context: WebContext
    let addresses: AddressService

    /// What the list says after a change (`?done=`).
    static let notices = [
        "saved": "Your address is saved.", "deleted": "The address is deleted.",
        "default": "Your default address is changed.",
    ]

    func register(in web: inout WebRouter) {
        let pages = self
        web.signedInPage("/profile/addresses") { request, user in
            let csrf = CSRF(request: request)
            let page = AddressBookPage(
                context: pages.context, csrf: csrf, addresses: try pages.addresses.saved(for: user),
                notice: request.query["done"].flatMap { AddressPages.notices[$0] })
            return pages.context.page(page.render(), csrf: csrf)
        }
        web.signedInPage("/profile/addresses/new") { request, user in
            try pages.formPage(request, user, editing: nil)
        }
        web.signedInPage("/profile/addresses/:id/edit") { request, user in
            try pages.formPage(request, user, editing: try pages.addresses.saved(request.parameter("id"), for: user))
        }
        web.signedInForm("/profile/addresses") { form, user in
            try pages.save(form, user, editing: nil)
        }
        web.signedInForm("/profile/addresses/:id/edit") { form, user in
            try pages.save(form, user, editing: try pages.addresses.saved(form.request.parameter("id"), for: user))
        }
        web.signedInForm("/profile/addresses/:id/default") { form, user in
            let saved = try pages.addresses.saved(form.request.parameter("id"), for: user)
            _ = try pages.addresses.update(
                saved.id, SavedAddressDraft(label: saved.label, address: saved.address, isDefault: true), for: user)
            return .redirect(to: "/profile/addresses?done=default")
        }
        web.signedInForm("/profile/addresses/:id/delete") { form, user in
            try pages.addresses.remove(try form.request.parameter("id"), for: user)
            return .redirect(to: "/profile/addresses?done=deleted")
        }
    }

    /// The add or edit form: the saved address, or the known address `?pick=` names; `?q=` lists matches.
    private func formPage(_ request: Request, _ user: UserAccount, editing: SavedAddress?) throws -> Response {
        let csrf = CSRF(request: request)
        var page = AddressFormPage(
            context: context, csrf: csrf, editing: editing,
            form: editing.map(SavedAddressForm.init) ?? SavedAddressForm(),
            returnTo: request.query["return"].flatMap(AddressReturn.init))
        let query = String((request.query["q"] ?? "").prefix(AddressQuery.maxLength))
        if !Text.clean(query).isEmpty {
            page.query = query
            page.matches = try addresses.search(query, near: user.address.map(AddressPages.point), limit: 8)
        }
        let pick = request.query["pick"].flatMap(Int64.init)
        let number = request.query["number"]
        if let pick,
            let known = try number.map({ try addresses.placed($0, nextTo: pick) }) ?? addresses.known(pick)
        {
            page.approximate = number != nil
            var form = SavedAddressForm(known.address)
            form.label = page.form.label
            form.isDefault = page.form.isDefault
            form.instructions = page.form.instructions
            page.form = form
            page.delivered = try context.catalog.delivered(to: [AddressPages.point(known.address)])[0]
        }
        return context.page(page.render(), csrf: csrf)
    }

    private func save(_ post: WebForm, _ user: UserAccount, editing: SavedAddress?) throws -> Response {
        let form = SavedAddressForm(post.fields)
        let (draft, issues) = form.draft()
        let returnTo = post["return"].flatMap(AddressReturn.init)
        return try context.answer(
            post.request,
            act: {
                guard let draft else { throw ValidationFailure(issues) }
                let saved =
                    try editing.map { try addresses.update($0.id, draft, for: user) }
                    ?? addresses.add(draft, for: user)
                guard let returnTo else { return .redirect(to: "/profile/addresses?done=saved") }
                if returnTo == .cart {
                    // Saved either way; the cart says so when its restaurant does not deliver there.
                    do {
                        _ = try context.carts.setAddress(saved.address, for: user)
                    } catch is OrderingError {
                        return .redirect(to: "/cart?outside=\(saved.id)#address")
                    }
                }
                return .redirect(to: returnTo.path)
            },
            again: { csrf, refusal in
                AddressFormPage(
                    context: context, csrf: csrf, editing: editing, form: form, issues: refusal.issues(under: "line1"),
                    returnTo: returnTo
                ).render()
            })
    }

    /// The point of an address.
    static func point(_ address: Address) -> GeoPoint {
        GeoPoint(latitude: address.latitude, longitude: address.longitude)
    }
}
