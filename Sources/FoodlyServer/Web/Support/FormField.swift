import FoodlyCore
import FoodlyHTML
import FoodlyShared
import Foundation

/// Renders labelled form controls with their errors, and the error summary at the top of a form.
///
/// Field names are the validation field names (`fullName`, `address.line1`), so issues land on their input.
struct FormField {
    /// The issues of the whole form.
    let issues: [FieldError]

    /// The element id for a field name (`address.line1` → `field-address-line1`).
    static func id(_ name: String) -> String {
        "field-" + name.replacingOccurrences(of: ".", with: "-")
    }

    /// A text-like input (text, email, password, tel, number) with label, hint and errors; `id` when the page holds
    /// the same field name more than once.
    func input(
        _ name: String, label labelText: String, value: String?, type: String = "text", autocomplete: String? = nil,
        hint: String? = nil, required: Bool = false, extra: [Attribute] = [], id: String? = nil
    ) -> Node {
        var attributes: [Attribute] = [.name(name), .type(type)]
        if let value, type != "password" { attributes.append(.value(value)) }
        if let autocomplete { attributes.append(.attr("autocomplete", autocomplete)) }
        if required { attributes.append(.aria("required", "true")) }
        return control("input", name, label: labelText, id: id, hint: hint, attributes: attributes, extra: extra)
    }

    /// A required text area with label, hint and errors (line breaks kept); `id` as for ``input``.
    func textarea(
        _ name: String, label labelText: String, value: String, maxLength: Int, rows: Int = 3, hint: String? = nil,
        id: String? = nil
    ) -> Node {
        control(
            "textarea", name, label: labelText, id: id, hint: hint,
            attributes: [
                .name(name), .attr("rows", String(rows)), .attr("maxlength", String(maxLength)),
                .aria("required", "true"),
            ], content: [.text(value)])
    }

    /// A labelled `element` for field `name` with its hint and errors, described by both and marked invalid with
    /// errors (`extra` after those).
    private func control(
        _ element: String, _ name: String, label labelText: String, id: String?, hint: String?,
        attributes: [Attribute], extra: [Attribute] = [], content: [Node] = []
    ) -> Node {
        let id = id ?? FormField.id(name)
        let errors = issues.filter { $0.field == name }
        var describedBy: [String] = []
        if hint != nil { describedBy.append(id + "-hint") }
        if !errors.isEmpty { describedBy.append(id + "-error") }
        var all: [Attribute] = [.id(id)] + attributes
        if !errors.isEmpty { all.append(.aria("invalid", "true")) }
        if !describedBy.isEmpty { all.append(.aria("describedby", describedBy.joined(separator: " "))) }
        return div(.class("field")) {
            label(.for(id)) { labelText }
            Node.element(element, all + extra, content)
            if let hint { p(.class("field-hint"), .id(id + "-hint")) { hint } }
            errorList(errors, id: id)
        }
    }

    /// The error messages under a control, if any.
    func errorList(_ errors: [FieldError], id: String) -> Node {
        if errors.isEmpty { return .empty }
        return div(.id(id + "-error")) {
            for error in errors { p(.class("field-error")) { error.message } }
        }
    }

    /// The box listing every problem with a link to its field, named by its label from `labels`; empty when there
    /// are none.
    func summary(extra: [String] = [], labels: [String: String] = [:]) -> Node {
        let count = issues.count + extra.count
        if count == 0 { return .empty }
        return div(.class("error-summary"), .role("alert"), .attr("tabindex", "-1"), .id("error-summary")) {
            h2 { count == 1 ? "Please fix 1 problem" : "Please fix \(count) problems" }
            ul {
                for message in extra { li { message } }
                for issue in issues {
                    li {
                        a(.href("#" + FormField.id(issue.field))) {
                            labels[issue.field].map { "\($0): \(issue.message)" } ?? issue.message
                        }
                    }
                }
            }
        }
    }

    /// The hidden CSRF field.
    static func csrf(_ token: String) -> Node {
        FoodlyHTML.input(.type("hidden"), .name(CSRF.field), .value(token))
    }
}
