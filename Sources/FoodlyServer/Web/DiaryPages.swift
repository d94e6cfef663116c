import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP
import FoodlyShared
import Foundation

/// The Diary tab and its forms: add a meal, take an entry out, record a weight. Plain forms (CSRF-checked)
/// answered with a redirect back to the diary, or the page again with the reason and nothing changed; the service
/// checks ownership (another customer's entry is 404).
struct DiaryPages {
    let context: WebContext
    let diary: DiaryService
    /// Where "today" comes from.
    let clock: any WallClock

    func register(in web: inout WebRouter) {
        let pages = self
        web.signedInPage("/diary") { request, user in
            let today = DiaryDate(pages.clock.now(), in: BrowserTimeZone(request).zone)
            let csrf = CSRF(request: request)
            let page = try pages.page(request, user, csrf, weight: DiaryWeightForm(today: today))
            return pages.context.page(page.render(), csrf: csrf)
        }
        web.signedInForm("/diary/entries") { form, user in
            let meal = DiaryMealForm(form.fields)
            let (draft, inputIssues) = meal.draft(
                in: BrowserTimeZone(form.request).zone, kcalOptional: !user.showCalories)
            return try pages.context.answer(
                form.request,
                act: {
                    _ = try pages.diary.add(draft, for: user, inputIssues: inputIssues)
                    // Back at the list with the new meal (a refusal stays at the form, the action's `#add`).
                    return .redirect(to: "/diary#entries")
                },
                again: { csrf, refusal in
                    let today = DiaryDate(pages.clock.now(), in: BrowserTimeZone(form.request).zone)
                    return try pages.page(
                        form.request, user, csrf, meal: meal, weight: DiaryWeightForm(today: today),
                        refused: (.meal, refusal.issues(under: "name"))
                    ).render()
                })
        }
        web.signedInForm("/diary/entries/:id/remove") { form, user in
            try pages.diary.remove(try form.request.parameter("id"), for: user)
            return .redirect(to: "/diary")
        }
        web.signedInForm("/diary/weights/:date/remove") { form, user in
            try pages.diary.removeWeight(on: try form.request.parameter("date"), for: user)
            return .redirect(to: "/diary#weight")
        }
        web.signedInForm("/diary/weights") { form, user in
            let weight = DiaryWeightForm(form.fields)
            let (kilograms, inputIssues) = weight.weight()
            return try pages.context.answer(
                form.request,
                act: {
                    _ = try pages.diary.recordWeight(kilograms, on: weight.date, for: user, inputIssues: inputIssues)
                    return .redirect(to: "/diary")
                },
                again: { csrf, refusal in
                    try pages.page(
                        form.request, user, csrf, weight: weight, refused: (.weight, refusal.issues(under: "kg"))
                    ).render()
                })
        }
    }

    /// The diary page as of now in the browser's time zone; a refused form (`refused`) is shown with its issues.
    private func page(
        _ request: Request, _ user: UserAccount, _ csrf: CSRF, meal: DiaryMealForm = DiaryMealForm(),
        weight: DiaryWeightForm, refused: (part: DiaryPage.Part, issues: [FieldError])? = nil
    ) throws -> DiaryPage {
        let browserZone = BrowserTimeZone(request)
        let timeZone = browserZone.zone
        let now = clock.now()
        let today = DiaryDate(now, in: timeZone)
        return DiaryPage(
            context: context, csrf: csrf, user: user, browserZone: browserZone, now: now,
            week: try diary.diary(for: user, from: today.adding(days: -6), through: today, in: timeZone),
            weights: try diary.weights(
                for: user, from: today.adding(days: 1 - DiaryPage.weightDays), through: today),
            proteinTargetG: try context.targets.target(for: user).target?.proteinG,
            meal: meal, weight: weight, issues: refused?.issues ?? [], refused: refused?.part)
    }
}
