import FoodlyCore
import FoodlyHTML
import FoodlyShared

/// The courier's week (`/courier/schedule`, phone-first): when they mean to be on duty, day by day, in the form
/// restaurants' hours use. It tells the operator who to count on; it does not put anyone on or off duty.
struct CourierSchedulePage {
    let context: WebContext
    let csrf: CSRF
    /// The form's values: the saved schedule, or what was posted.
    var values: [String: String]
    var issues: [FieldError] = []
    /// What the page says after a change.
    var notice: String?

    func render() -> Node {
        context.layout.page(
            title: "My week", activeTab: .deliveries,
            content: [
                div(.class("stack")) {
                    if let notice {
                        p(.class("notice notice-success"), .role("status"), .id("schedule-notice")) { notice }
                    }
                    p(.class("muted")) {
                        "When you plan to ride each week, in the city's time. Operators plan the cover with it; you "
                            + "still go on and off duty yourself."
                    }
                    FoodlyHTML.form(
                        .class("card form"), .id("schedule-form"), .method("post"),
                        .action("/courier/schedule#schedule-form"), .bool("novalidate"), .data("busy", "Saving…")
                    ) {
                        FormField.csrf(csrf.token)
                        FormField(issues: issues).summary()
                        HoursFieldset(values: values, issues: issues, legend: "My week", emptyDay: "a day off").render()
                        button(.class("btn btn-primary btn-block"), .type("submit"), .id("save-schedule")) {
                            span { "Save my week" }
                        }
                    }
                }
            ], backLink: "/courier", tabs: Layout.Tab.bar(for: .courier))
    }
}
