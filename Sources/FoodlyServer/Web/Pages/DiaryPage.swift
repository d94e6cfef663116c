import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared
import Foundation

/// The Diary tab: today's energy and protein against the customer's target, today's entries (a delivered order
/// links to its page) with a Remove button, a form to add a meal, the last 7 days as a chart with their
/// macronutrients, the weight log with its chart and trend, and the diary as a CSV file. For a customer who hides
/// calories it shows no energy at all: meals, macronutrients and weights only.
///
/// Days are counted in the browser's time zone (``BrowserTimeZone``). Every form posts plainly (CSRF-checked) and
/// comes back at its section; `app.js` sends them in the background and swaps `#diary-page`, keeping the focus.
struct DiaryPage {
    /// The form a refusal belongs to.
    enum Part { case meal, weight }

    /// How many days the weight chart shows, today included.
    static let weightDays = 90

    let context: WebContext
    let csrf: CSRF
    let user: UserAccount
    let browserZone: BrowserTimeZone
    let now: Date
    /// The last 7 days, today last.
    let week: Diary
    /// The weights of the last ``weightDays`` days.
    let weights: WeightLog
    /// The daily protein target the customer's body profile works out to, g; nil without one.
    let proteinTargetG: Int?
    var meal = DiaryMealForm()
    var weight: DiaryWeightForm
    /// The refused form's issues.
    var issues: [FieldError] = []
    var refused: Part?

    private var today: DiaryDay {
        week.days.last ?? DiaryDay(date: "", kcal: 0, proteinG: 0, carbsG: 0, fatG: 0, entries: [])
    }

    private var timeZone: TimeZone { browserZone.zone }

    private var todayDate: DiaryDate { DiaryDate(now, in: timeZone) }

    func render() -> Node {
        context.layout.page(
            title: "Diary", activeTab: .diary,
            content: [
                p(.id("diary-status"), .class("visually-hidden"), .role("status")) {},
                div(
                    .id("diary-page"), .class("stack"), .data("status", "diary-status"),
                    .data("updated", "Diary updated."), .data("time-zone", browserZone.name)
                ) {
                    summary()
                    entries()
                    mealForm()
                    lastWeek()
                    weightLog()
                    download()
                },
            ], tabs: Layout.Tab.bar(for: user.role))
    }

    private func summary() -> Node {
        section(.class("card stack-sm"), .id("today"), .aria("labelledby", "today-title")) {
            h2(.class("section-title"), .id("today-title")) { "Today, \(ClockTime.date(todayDate))" }
            if user.showCalories {
                energy()
            } else {
                p(.class("diary-headline"), .id("today-headline")) {
                    switch today.entries.count {
                    case 0: "Nothing in your diary yet today"
                    case 1: "1 meal in your diary today"
                    case let count: "\(count) meals in your diary today"
                    }
                }
            }
            p(.id("macros-today")) {
                strong { "\(Self.grams(today.proteinG)) protein" }
                " · carbs\u{A0}\(Self.grams(today.carbsG)) · fat\u{A0}\(Self.grams(today.fatG))"
            }
            if let protein = proteinTargetG {
                let eaten = Int(today.proteinG.rounded())
                p(.id("protein-today")) {
                    eaten < protein
                        ? "\(protein - eaten) g protein to go of your \(protein) g today"
                        : "Your \(protein) g of protein for today is reached"
                }
            } else if user.showCalories {
                p(.class("muted")) {
                    "You have no protein target yet. "
                    a(.href("/profile#target")) { "Work it out in your profile" }
                }
            }
        }
    }

    @NodeBuilder
    private func energy() -> [Node] {
        let eaten = Int(today.kcal.rounded())
        if let target = user.dailyKcalTarget {
            let left = target - eaten
            p(.class("diary-headline"), .id("today-headline")) {
                if left > 0 {
                    "\(left.formatted()) kcal left today"
                } else if left == 0 {
                    "Right on your target today"
                } else {
                    "\((-left).formatted()) kcal over your target today"
                }
            }
            p(.class("muted")) { "\(eaten.formatted()) of your \(target.formatted()) kcal eaten" }
            Self.meter(share: Double(eaten) / Double(max(target, 1)))
        } else {
            p(.class("diary-headline"), .id("today-headline")) { "\(eaten.formatted()) kcal eaten today" }
            p {
                "Set a daily target to see how much is left. "
                a(.href("/profile#target")) { "Set your target" }
            }
        }
    }

    /// Today's share of the target as a bar; decorative, the sentences above say it.
    private static func meter(share: Double) -> Node {
        let width = Int((min(1, share) * 300).rounded())
        return Node.element(
            "svg",
            [
                .class("meter"), .attr("viewBox", "0 0 300 12"), .attr("width", "100%"), .attr("height", "12"),
                .attr("preserveAspectRatio", "none"), .aria("hidden", "true"), .attr("focusable", "false"),
            ],
            [
                SVGChart.shape("rect", ["class": "meter-track", "width": "300", "height": "12", "rx": "6"]),
                SVGChart.shape("rect", ["class": "meter-fill", "width": String(width), "height": "12", "rx": "6"]),
            ])
    }

    private func entries() -> Node {
        section(.class("card stack-sm"), .id("entries"), .aria("labelledby", "entries-title")) {
            h2(.class("section-title"), .id("entries-title")) { "Eaten today" }
            if today.entries.isEmpty {
                div(.class("empty-state diary-empty"), .id("entries-empty")) {
                    p { "Nothing here yet today." }
                    p { "Meals you order go in by themselves when they arrive. Add anything else you eat below." }
                    a(.class("btn btn-secondary"), .href("#add")) { "Add a meal" }
                }
            } else {
                ul(.class("list-plain rows")) {
                    for entry in today.entries { row(entry) }
                }
            }
        }
    }

    private func row(_ entry: DiaryEntry) -> Node {
        li(.class("diary-entry"), .id("entry-\(entry.id)")) {
            div(.class("diary-entry-body")) {
                p(.class("list-item-title")) {
                    if let order = entry.orderId { a(.href("/orders/\(order)")) { entry.name } } else { entry.name }
                }
                p(.class("list-item-meta")) {
                    ClockTime(timeZone: timeZone).tag(entry.eatenAt)
                    if user.showCalories { " · \(EnergyWeekChart.kcal(entry.kcal))\u{A0}kcal" }
                    for (name, grams) in [("protein", entry.proteinG), ("carbs", entry.carbsG), ("fat", entry.fatG)] {
                        if let grams { " · \(name)\u{A0}\(Self.grams(grams))" }
                    }
                }
                span(.class(entry.orderId == nil ? "badge" : "badge badge-green")) {
                    entry.orderId == nil ? "Added by you" : "Delivered order"
                }
            }
            FoodlyHTML.form(
                .method("post"), .action("/diary/entries/\(entry.id)/remove#entries"), .data("in-place", "diary-page")
            ) {
                FormField.csrf(csrf.token)
                button(.class("btn btn-ghost btn-small"), .type("submit"), .aria("label", "Remove \(entry.name)")) {
                    span { "Remove" }
                }
            }
        }
    }

    private func mealForm() -> Node {
        let fields = FormField(issues: refused == .meal ? issues : [])
        let number: [Attribute] = [.attr("inputmode", "decimal"), .attr("min", "0"), .attr("step", "any")]
        return section(.class("card stack"), .id("add"), .aria("labelledby", "add-title")) {
            h2(.class("section-title"), .id("add-title")) { "Add a meal" }
            fields.summary(labels: Self.labels)
            FoodlyHTML.form(
                .class("form"), .method("post"), .action("/diary/entries#add"), .bool("novalidate"),
                .data("in-place", "diary-page")
            ) {
                FormField.csrf(csrf.token)
                fields.input(
                    "name", label: "What you ate", value: meal.name, required: true,
                    extra: [.attr("maxlength", String(DiaryRules.maxNameLength))])
                if user.showCalories {
                    fields.input(
                        "kcal", label: "Energy (kcal)", value: meal.kcal, type: "number", required: true,
                        extra: number + [.attr("max", "5000")])
                }
                div(.class("macro-row")) {
                    fields.input("proteinG", label: "Protein (g)", value: meal.proteinG, type: "number", extra: number)
                    fields.input("carbsG", label: "Carbs (g)", value: meal.carbsG, type: "number", extra: number)
                    fields.input("fatG", label: "Fat (g)", value: meal.fatG, type: "number", extra: number)
                }
                fields.input(
                    "eatenAt", label: "When (optional)", value: meal.eatenAt, type: "datetime-local",
                    hint: "Leave it empty for now.", extra: [.attr("max", DiaryMealForm.text(now, in: timeZone))])
                button(.class("btn btn-primary btn-block"), .type("submit")) { span { "Add to diary" } }
            }
        }
    }

    /// The fields' labels, for the error summary.
    private static let labels = [
        "name": "What you ate", "kcal": "Energy", "proteinG": "Protein", "carbsG": "Carbs", "fatG": "Fat",
        "eatenAt": "When", "weightKg": "Weight", "date": "Day",
    ]

    private func lastWeek() -> Node {
        let logged = week.days.filter { !$0.entries.isEmpty }
        return section(.class("card stack"), .id("week"), .aria("labelledby", "week-title")) {
            h2(.class("section-title"), .id("week-title")) { "The last 7 days" }
            if logged.isEmpty {
                p(.class("muted")) { "Your week fills in as meals go into your diary." }
            } else {
                if user.showCalories { EnergyWeekChart(days: week.days, target: user.dailyKcalTarget).render() }
                table(.class("data-table"), .id("week-macros")) {
                    Node.element("caption") { "Macronutrients" }
                    thead {
                        tr {
                            th(.attr("scope", "col")) { "Nutrient" }
                            th(.attr("scope", "col")) { "7 days" }
                            th(.attr("scope", "col")) { "Per day" }
                        }
                    }
                    tbody {
                        for (name, amount) in [
                            ("Protein", \DiaryDay.proteinG), ("Carbs", \DiaryDay.carbsG), ("Fat", \DiaryDay.fatG),
                        ] {
                            let total = week.days.reduce(0) { $0 + $1[keyPath: amount] }
                            tr {
                                th(.attr("scope", "row")) { name }
                                td { Self.grams(total) }
                                td { Self.grams(total / Double(logged.count)) }
                            }
                        }
                    }
                }
                p(.class("muted")) {
                    logged.count == 1
                        ? "Per day counts the 1 day with meals in your diary."
                        : "Per day counts the \(logged.count) days with meals in your diary."
                }
            }
        }
    }

    private func weightLog() -> Node {
        let fields = FormField(issues: refused == .weight ? issues : [])
        return section(.class("card stack"), .id("weight"), .aria("labelledby", "weight-title")) {
            h2(.class("section-title"), .id("weight-title")) { "Weight" }
            if let latest = weights.entries.last {
                p(.id("weight-change")) {
                    strong { WeightChart.kilograms(latest.weightKg) }
                    " on \(DiaryDate(latest.date).map(ClockTime.date) ?? latest.date). "
                    WeightChart.change(weights)
                }
                WeightChart(log: weights).render()
                FoodlyHTML.form(
                    .method("post"), .action("/diary/weights/\(latest.date)/remove#weight"),
                    .data("in-place", "diary-page")
                ) {
                    FormField.csrf(csrf.token)
                    button(.class("btn btn-ghost btn-small"), .type("submit"), .id("remove-weight")) {
                        "Take out the weight of \(DiaryDate(latest.date).map(ClockTime.date) ?? latest.date)"
                    }
                }
            } else {
                div(.class("empty-state diary-empty"), .id("weight-empty")) {
                    p { "No weights yet." }
                    p { "Record your weight below, on as many days as you like: your chart and trend show up here." }
                }
            }
            fields.summary(labels: Self.labels)
            FoodlyHTML.form(
                .class("form"), .method("post"), .action("/diary/weights#weight"), .bool("novalidate"),
                .data("in-place", "diary-page")
            ) {
                FormField.csrf(csrf.token)
                div(.class("macro-row is-wide")) {
                    fields.input(
                        "weightKg", label: "Weight (kg)", value: weight.weightKg, type: "number", required: true,
                        extra: [
                            .attr("inputmode", "decimal"), .attr("min", "35"), .attr("max", "300"),
                            .attr("step", "0.1"),
                        ])
                    fields.input(
                        "date", label: "Day", value: weight.date, type: "date", required: true,
                        extra: [.attr("max", todayDate.text)])
                }
                button(.class("btn btn-primary btn-block"), .type("submit")) { span { "Save weight" } }
            }
        }
    }

    private func download() -> Node {
        let first = todayDate.adding(days: 1 - DiaryRules.maxExportDays)
        let zone = browserZone.name.addingPercentEncoding(withAllowedCharacters: Self.queryValue) ?? ""
        return section(.class("card stack-sm"), .id("export"), .aria("labelledby", "export-title")) {
            h2(.class("section-title"), .id("export-title")) { "Your diary as a file" }
            p(.class("muted")) {
                "Every meal of the last 12 months with its day, time and nutrition, as CSV for a spreadsheet."
            }
            a(
                .class("btn btn-secondary"), .id("export-link"), .attr("download", ""),
                .href("/api/v1/diary/export?from=\(first.text)&to=\(todayDate.text)&timeZone=\(zone)")
            ) { "Download CSV" }
        }
    }

    /// Characters a query value keeps as they are.
    private static let queryValue = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./")

    /// "12 g", whole grams, kept on one line.
    static func grams(_ value: Double) -> String {
        "\(Int(value.rounded()).formatted())\u{A0}g"
    }
}
