import FoodlyCore
import FoodlyHTML

/// A required reason (`reason`, at most 500 characters) in an operator's form, with its refusal under it.
struct ReasonField {
    /// The element id.
    let id: String
    /// The label's text.
    let label: String
    /// What was typed (when the form comes back refused).
    var text = ""
    /// The refusal of what was typed.
    var issue: FieldError?

    func render() -> Node {
        let limit = "\(Reason.maxLength)"
        return div(.class("field")) {
            FoodlyHTML.label(.for(id)) { label }
            if let issue {
                textarea(
                    .id(id), .name("reason"), .attr("maxlength", limit), .attr("rows", "2"), .aria("required", "true"),
                    .aria("invalid", "true"), .aria("describedby", "\(id)-error")
                ) { text }
                p(.class("field-error"), .id("\(id)-error")) { issue.message }
            } else {
                textarea(
                    .id(id), .name("reason"), .attr("maxlength", limit), .attr("rows", "2"), .aria("required", "true")
                ) { text }
            }
        }
    }
}
