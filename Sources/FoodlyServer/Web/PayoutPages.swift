import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP
import FoodlyShared

/// Bank details and payouts on the web: the kitchen's and the courier's bank details, and the console's payouts
/// (the plan and the run, a run's transfers and bank files, marking a transfer paid or returned, Foodly's own
/// accounts). Posts are CSRF-checked and answered with a redirect, or the page again with the refusal.
struct PayoutPages {
    let context: WebContext
    let bank: BankDetailsService
    let payouts: PayoutService
    let terms: TermsService

    func register(in web: inout WebRouter) {
        registerPayees(in: &web)
        registerConsole(in: &web)
    }

    private func registerPayees(in web: inout WebRouter) {
        let pages = self
        registerBankPage(
            .kitchen, in: &web, page: { _, csrf, user in try pages.kitchenPage(csrf, user) },
            save: { draft, user in try pages.bank.saveRestaurantAccount(draft, for: user) })
        registerBankPage(
            .courier, in: &web, page: { request, csrf, user in try pages.courierPage(request, csrf, user) },
            save: { draft, user in try pages.bank.saveCourierAccount(draft, for: user) })
    }

    /// A payee's bank-details page and its post: saved, back to the page with a notice; refused, the page again
    /// with what was typed and the refusal.
    private func registerBankPage(
        _ place: BankDetailsPage.Place, in web: inout WebRouter,
        page: @escaping @Sendable (Request, CSRF, UserAccount) throws -> BankDetailsPage,
        save: @escaping @Sendable (BankAccountDraft, UserAccount) throws -> Void
    ) {
        let context = self.context
        web.signedInPage(place.path) { request, user in
            let csrf = CSRF(request: request)
            var shown = try page(request, csrf, user)
            shown.notice = request.query["done"].flatMap { BankDetailsPage.notices[$0] }
            return context.page(shown.render(), csrf: csrf)
        }
        web.signedInForm(place.path) { post, user in
            let form = BankAccountForm(post)
            return try context.answer(
                post.request,
                act: {
                    try save(form.draft, user)
                    return .redirect(to: place.path + "?done=saved")
                },
                again: { csrf, refusal in
                    var shown = try page(post.request, csrf, user)
                    shown.form = form
                    shown.form?.issues = refusal.issues
                    shown.refusal = refusal.sentence
                    return shown.render()
                })
        }
    }

    /// The payouts page for the period ending `through` again, with `refused` above the plan (a refused run, cash
    /// handed in or adjustment).
    private func plan(
        through: String, refused: String, _ csrf: CSRF, _ user: UserAccount, _ request: Request
    ) throws -> Node {
        var page = PayoutsPage(
            console: context.console, csrf: csrf, overview: try payouts.overview(through: through, for: user),
            time: ClockTime(request))
        page.refusal = refused
        return page.render()
    }

    private func registerConsole(in web: inout WebRouter) {
        let pages = self
        web.adminPage(ConsoleSection.payouts.path) { request, user in
            let csrf = CSRF(request: request)
            let asked = String((request.query["through"] ?? "").prefix(10))
            do {
                var page = PayoutsPage(
                    console: pages.context.console, csrf: csrf,
                    overview: try pages.payouts.overview(through: asked, for: user), time: ClockTime(request))
                page.notice = request.query["done"].flatMap { PayoutsPage.notices[$0] }
                return pages.context.page(page.render(), csrf: csrf)
            } catch let failure as ValidationFailure {
                var page = PayoutsPage(
                    console: pages.context.console, csrf: csrf,
                    overview: try pages.payouts.overview(through: "", for: user), time: ClockTime(request))
                page.asked = asked
                page.refusal = failure.issues.first?.message
                return pages.context.page(page.render(), refusedWith: 422, csrf: csrf)
            }
        }
        web.adminForm(ConsoleSection.payouts.path) { post, user in
            let through = String((post["through"] ?? "").prefix(10))
            return try pages.context.answer(
                post.request,
                act: {
                    let run = try pages.payouts.run(through: through, by: user)
                    return .redirect(to: "/admin/payouts/\(run.number)?done=run")
                },
                again: { csrf, refusal in
                    try pages.plan(through: through, refused: refusal.message, csrf, user, post.request)
                })
        }
        web.adminForm("/admin/payouts/cash/:courier") { post, user in
            let courier = ID<Courier>(String(try post.request.parameter("courier").prefix(100)))
            let through = String((post["through"] ?? "").prefix(10).filter { $0.isNumber || $0 == "-" })
            let typed = String((post["amount"] ?? "").prefix(20))
            return try pages.context.answer(
                post.request,
                act: {
                    guard let cents = Money.cents(dollars: typed) else {
                        throw ValidationFailure([
                            FieldError(
                                field: "amount", code: "invalid", message: "Enter dollars and cents, like 14.50.")
                        ])
                    }
                    try pages.payouts.recordCash(cents, from: courier, by: user)
                    return .redirect(to: "/admin/payouts?through=\(through)&done=cash")
                },
                again: { csrf, refusal in
                    try pages.plan(through: through, refused: refusal.firstMessage, csrf, user, post.request)
                })
        }
        web.adminForm("/admin/payouts/adjust") { post, user in
            let through = String((post["through"] ?? "").prefix(10).filter { $0.isNumber || $0 == "-" })
            let typed = String((post["amount"] ?? "").prefix(20)).trimmingCharacters(in: .whitespaces)
            return try pages.context.answer(
                post.request,
                act: {
                    guard let payee = Payee(key: String((post["payee"] ?? "").prefix(120))) else {
                        throw PayoutError.notFound
                    }
                    let negative = typed.hasPrefix("-") || typed.hasPrefix("−")
                    let digits = negative ? String(typed.unicodeScalars.dropFirst()) : typed
                    let cents = Money.cents(dollars: digits.trimmingCharacters(in: .whitespaces)).map {
                        negative ? -$0 : $0
                    }
                    try pages.payouts.adjust(
                        payee, by: cents ?? 0, reason: String((post["reason"] ?? "").prefix(400)), user: user)
                    return .redirect(to: "/admin/payouts?through=\(through)&done=adjusted")
                },
                again: { csrf, refusal in
                    // Both fields may be refused at once: every sentence, above the table (the form sits folded in
                    // a row).
                    let sentences = refusal.issues.map(\.message).joined(separator: " ")
                    return try pages.plan(
                        through: through, refused: refusal.issues.isEmpty ? refusal.message : sentences, csrf, user,
                        post.request)
                })
        }
        web.adminPage("/admin/payouts/terms") { request, user in
            let csrf = CSRF(request: request)
            var page = SettlementTermsPage(
                console: pages.context.console, csrf: csrf, form: SettlementTermsForm(try pages.terms.terms(for: user)))
            if request.query["done"] == "saved" { page.notice = "The terms are saved: orders from now on use them." }
            return pages.context.page(page.render(), csrf: csrf)
        }
        web.adminForm("/admin/payouts/terms") { post, user in
            var form = SettlementTermsForm(post)
            return try pages.context.answer(
                post.request,
                act: {
                    try pages.terms.save(try form.terms(), by: user)
                    return .redirect(to: "/admin/payouts/terms?done=saved")
                },
                again: { csrf, refusal in
                    form.issues = refusal.issues
                    return SettlementTermsPage(console: pages.context.console, csrf: csrf, form: form).render()
                })
        }
        web.adminPage("/admin/payouts/account") { request, user in
            let csrf = CSRF(request: request)
            let page = PlatformAccountPage(
                console: pages.context.console, csrf: csrf, accounts: try pages.bank.platformAccounts(for: user))
            return pages.context.page(page.render(), csrf: csrf)
        }
        web.adminForm("/admin/payouts/account") { post, user in
            let form = BankAccountForm(post)
            return try pages.context.answer(
                post.request,
                act: {
                    try pages.bank.savePlatformAccount(form.draft, by: user)
                    return .redirect(to: "/admin/payouts")
                },
                again: { csrf, refusal in
                    var page = PlatformAccountPage(
                        console: pages.context.console, csrf: csrf, accounts: try pages.bank.platformAccounts(for: user)
                    )
                    page.form = form
                    page.form.issues = refusal.issues
                    page.refusal = refusal.sentence
                    return page.render()
                })
        }
        web.adminPage("/admin/payouts/:number") { request, user in
            let csrf = CSRF(request: request)
            var page = PayoutRunPage(
                console: pages.context.console, csrf: csrf,
                run: try pages.payouts.run(try PayoutPages.number(request), for: user), time: ClockTime(request))
            page.notice = request.query["done"].flatMap { PayoutRunPage.notices[$0] }
            return pages.context.page(page.render(), csrf: csrf)
        }
        for (kind, name, type) in [
            (BankAccountKind.iban, "sepa.xml", "application/xml; charset=utf-8"),
            (.us, "nacha.txt", "text/plain; charset=us-ascii"),
        ] {
            web.adminPage("/admin/payouts/:number/\(name)") { request, user in
                let number = try PayoutPages.number(request)
                return Response.attachment(
                    Array(try pages.payouts.file(kind, run: number, for: user).utf8), contentType: type,
                    filename: "foodly-payout-run-\(number)-\(name)")
            }
        }
        web.adminForm("/admin/payouts/:number/:id/paid") { post, user in
            let number = try PayoutPages.number(post.request)
            try pages.payouts.markPaid(try post.request.parameter("id"), by: user)
            return .redirect(to: "/admin/payouts/\(number)?done=paid")
        }
        web.adminForm("/admin/payouts/:number/:id/returned") { post, user in
            let number = try PayoutPages.number(post.request)
            let id = try post.request.parameter("id")
            let reason = String((post["reason"] ?? "").prefix(Reason.maxLength * 2))
            return try pages.context.answer(
                post.request,
                act: {
                    try pages.payouts.markReturned(id, reason: reason, by: user)
                    return .redirect(to: "/admin/payouts/\(number)?done=returned")
                },
                again: { csrf, refusal in
                    var page = PayoutRunPage(
                        console: pages.context.console, csrf: csrf, run: try pages.payouts.run(number, for: user),
                        time: ClockTime(post.request))
                    page.refused = refusal.issues(under: "reason").first.map { (id, reason, $0) }
                    return page.render()
                })
        }
    }

    private func kitchenPage(_ csrf: CSRF, _ user: UserAccount) throws -> BankDetailsPage {
        let (restaurant, account, canChange, payouts) = try bank.restaurantAccount(for: user)
        return BankDetailsPage(
            context: context, csrf: csrf, place: BankDetailsPage.Place.kitchen, payee: restaurant.name,
            account: account,
            canChange: canChange, payouts: payouts, time: ClockTime(timeZone: restaurant.timeZone))
    }

    private func courierPage(_ request: Request, _ csrf: CSRF, _ user: UserAccount) throws -> BankDetailsPage {
        let (courier, account, payouts) = try bank.courierAccount(for: user)
        return BankDetailsPage(
            context: context, csrf: csrf, place: BankDetailsPage.Place.courier, payee: courier.name, account: account,
            canChange: true,
            payouts: payouts, time: ClockTime(request))
    }

    /// The run number in the path; not found when it is not a number.
    private static func number(_ request: Request) throws -> Int {
        guard let number = Int(try request.parameter("number").prefix(9)), number > 0 else {
            throw PayoutError.notFound
        }
        return number
    }
}

extension ClockTime {
    /// Times in the zone the browser says it is in.
    init(_ request: Request) {
        self.init(timeZone: BrowserTimeZone(request).zone)
    }
}
