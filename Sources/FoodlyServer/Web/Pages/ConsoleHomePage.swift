import FoodlyCore
import FoodlyHTML
import Foundation

/// The console's first page: each part with what it is for, then the mail queue, so that no mail goes missing
/// without an operator seeing it: how many wait, what this process did with mail since it started, and every mail
/// given up after its last try, each with "Try again".
struct ConsoleHomePage {
    /// The mail queue as the page shows it.
    struct Mail {
        /// Mails not sent yet (due, being sent, or waiting for their next try).
        let waiting: Int
        /// This process's outcomes since it started (`MailOutbox.outcomes`).
        let outcomes: [String: Int]
        let undelivered: [UndeliveredMail]
    }

    let console: ConsoleLayout
    /// Nil when this server sends no mail.
    let mail: Mail?
    let csrf: CSRF
    let clock: ClockTime
    var notice: String?

    func render() -> Node {
        console.page(
            title: "Console", section: nil,
            content: [
                ul(.class("console-parts")) {
                    for section in ConsoleSection.allCases {
                        li(.class("card console-part")) {
                            h2 { a(.href(section.path)) { section.label } }
                            p(.class("muted")) { section.summary }
                        }
                    }
                },
                mail.map(mailSection) ?? .empty,
            ])
    }

    private func mailSection(_ mail: Mail) -> Node {
        section(.class("card console-mail"), .id("mail"), .aria("labelledby", "mail-title")) {
            h2(.id("mail-title")) { "Mail" }
            if let notice { p(.class("notice notice-success"), .role("status")) { notice } }
            dl(.class("figure-grid")) {
                figure("Waiting", "\(mail.waiting)", id: "mail-waiting")
                figure("Sent since start", "\(mail.outcomes["sent"] ?? 0)", id: "mail-sent")
                figure("Refused, to try again", "\(mail.outcomes["failed"] ?? 0)", id: "mail-failed")
                figure("Not written (unsafe)", "\(mail.outcomes["refused"] ?? 0)", id: "mail-refused")
            }
            if mail.undelivered.isEmpty {
                p(.class("muted"), .id("mail-undelivered-none")) { "No mail was given up." }
            } else {
                p { "Given up after every try (the mail server refused them); try again once it is fixed:" }
                div(.class("table-scroll")) {
                    table(.class("data-table mail-undelivered"), .id("mail-undelivered")) {
                        thead {
                            tr {
                                th(.attr("scope", "col")) { "To" }
                                th(.attr("scope", "col")) { "Subject" }
                                th(.attr("scope", "col")) { "Last answer" }
                                th(.attr("scope", "col")) { "Given up" }
                                th(.attr("scope", "col")) { span(.class("visually-hidden")) { "Action" } }
                            }
                        }
                        tbody {
                            for undelivered in mail.undelivered { row(undelivered) }
                        }
                    }
                }
            }
        }
    }

    private func row(_ mail: UndeliveredMail) -> Node {
        tr {
            th(.attr("scope", "row")) { mail.to }
            td(.data("label", "Subject")) { mail.subject }
            td(.class("muted"), .data("label", "Last answer")) { "\(mail.lastError) (\(mail.attempts) tries)" }
            td(.data("label", "Given up")) { clock.tag(mail.givenUpAt, withDay: true) }
            td {
                FoodlyHTML.form(.method("post"), .action("/admin/mail/retry"), .data("busy", "Queueing…")) {
                    FormField.csrf(csrf.token)
                    input(.type("hidden"), .name("messageId"), .value(mail.messageID))
                    button(
                        .class("btn btn-small"), .type("submit"),
                        .aria("label", "Try again: \(mail.subject) to \(mail.to)")
                    ) {
                        "Try again"
                    }
                }
            }
        }
    }

    private func figure(_ name: String, _ value: String, id: String) -> Node {
        div(.class("figure")) {
            dt { name }
            dd(.class("figure-value"), .id(id)) { value }
        }
    }
}
