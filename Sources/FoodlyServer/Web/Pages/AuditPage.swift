import FoodlyCore
import FoodlyHTML
import FoodlyShared
import Foundation

/// The console's audit log: a search form (words, an action, a restaurant's id) that works as a plain GET, the
/// entries it finds newest first in the viewer's time (who in which capacity, the action in words, what it was done
/// to, each changed field before → after), and a link to older entries.
struct AuditPage {
    let console: ConsoleLayout
    /// The search as asked (`q`, `action`, `restaurant`).
    let values: [String: String]
    let entries: [AuditEntry]
    /// The entry the next page starts before; nil on the last page.
    let next: ID<AuditEntry>?
    /// What was wrong with the search, when it was refused.
    let issue: String?
    let clock: ClockTime

    func render() -> Node {
        console.page(
            title: "Audit log", section: .audit,
            content: [
                div(.class("stack")) {
                    searchForm()
                    results()
                }
            ])
    }

    private func searchForm() -> Node {
        form(.class("form audit-search"), .method("get"), .action("/admin/audit"), .role("search")) {
            div(.class("audit-search-fields")) {
                div(.class("field")) {
                    label(.for("audit-q")) { "Who or what" }
                    input(
                        .id("audit-q"), .type("search"), .name("q"), .value(values["q"] ?? ""),
                        .attr("maxlength", "\(AuditSearch.maxTextLength)"), .attr("autocomplete", "off"),
                        .placeholder("An email, a dish, an order number"))
                }
                div(.class("field")) {
                    label(.for("audit-action")) { "Action" }
                    select(.id("audit-action"), .name("action")) {
                        option(.value(""), .bool("selected", (values["action"] ?? "").isEmpty)) { "Any action" }
                        for action in AuditAction.allCases {
                            option(.value(action.rawValue), .bool("selected", values["action"] == action.rawValue)) {
                                action.label
                            }
                        }
                    }
                }
                div(.class("field")) {
                    label(.for("audit-restaurant")) { "Restaurant id (optional)" }
                    input(
                        .id("audit-restaurant"), .type("text"), .name("restaurant"),
                        .value(values["restaurant"] ?? ""), .attr("maxlength", "100"), .attr("autocomplete", "off"))
                }
            }
            button(.class("btn btn-primary"), .type("submit")) { "Search" }
        }
    }

    @NodeBuilder
    private func results() -> [Node] {
        if let issue {
            div(.class("empty-state"), .role("alert"), .id("audit-refused")) {
                h2 { "We could not search for that" }
                p { issue }
            }
        } else if entries.isEmpty {
            div(.class("empty-state"), .id("audit-empty")) {
                h2 { values.values.allSatisfy(\.isEmpty) ? "Nothing recorded yet" : "No entries match" }
                p { "Actions of operators and restaurants show here as they happen." }
            }
        } else {
            div(.class("table-scroll")) {
                table(.class("data-table audit-table"), .id("audit-entries")) {
                    Node.element("caption", [.class("visually-hidden")]) { "Audit log entries, newest first" }
                    thead {
                        tr {
                            th(.attr("scope", "col")) { "When" }
                            th(.attr("scope", "col")) { "Who" }
                            th(.attr("scope", "col")) { "Action" }
                            th(.attr("scope", "col")) { "On" }
                            th(.attr("scope", "col")) { "Changes" }
                        }
                    }
                    tbody {
                        for entry in entries { row(entry) }
                    }
                }
            }
            if let next {
                a(.class("btn btn-secondary"), .href(link(before: next)), .rel("next"), .id("audit-older")) {
                    "Older entries"
                }
            }
        }
    }

    private func row(_ entry: AuditEntry) -> Node {
        tr(.class("audit-entry")) {
            td { clock.tag(entry.at, withDay: true) }
            td {
                span(.class("audit-who")) { entry.actor.label }
                if entry.actor.role != .commandLine { span(.class("muted")) { " · " + entry.actor.role.label } }
            }
            td { entry.action.label }
            td { subject(entry.subject) }
            td {
                if entry.changedFields.isEmpty {
                    span(.class("muted")) { "–" }
                } else {
                    ul(.class("list-plain audit-changes")) {
                        for field in entry.changedFields {
                            li {
                                span(.class("audit-field")) { field.replacingOccurrences(of: "_", with: " ") + ": " }
                                (entry.before[field].map { AuditFields.shown($0, of: field) } ?? "–") + " → "
                                    + (entry.after[field].map { AuditFields.shown($0, of: field) } ?? "–")
                            }
                        }
                    }
                }
            }
        }
    }

    private func subject(_ subject: AuditEntry.Subject) -> Node {
        let path: String? =
            switch subject.kind {
            case .order: "/admin/orders/" + AuditPage.encoded(subject.id)
            case .restaurant: "/admin/restaurants/" + AuditPage.encoded(subject.id)
            default: nil
            }
        guard let path else { return span { subject.label } }
        return a(.href(path)) { subject.label }
    }

    /// This search's next page.
    private func link(before: ID<AuditEntry>) -> String {
        let pairs = ["q", "action", "restaurant"].compactMap { name in
            values[name].flatMap { $0.isEmpty ? nil : "\(name)=\(AuditPage.encoded($0))" }
        }
        return "/admin/audit?" + (pairs + ["before=\(AuditPage.encoded(before.rawValue))"]).joined(separator: "&")
    }

    private static func encoded(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
