import FoodlyApp
import FoodlyCore
import FoodlyHTML
import Foundation

/// An order in the console (`/admin/orders/:id`): its status and timeline, customer, restaurant and courier, what
/// was charged and refunded (a bar of the refunded share and the bill's lines), where its money went (the ledger's
/// balances for the order), the issues its customer reported with a form answering each open one, a refund form
/// while something is left, a form marking it delivered for its courier while it is on its way (first, when wrong codes locked its
/// handover), and a cancel form while the order has not ended. The forms are plain posts answered with 303 back here
/// and a notice, or this page again with the refusal under its field.
struct ConsoleOrderPage {
    let context: WebContext
    let csrf: CSRF
    let found: OperatorOrder
    /// What was just done ("refunded", "cancelled"), for the notice.
    var done: String? = nil
    /// What the order's customer and courier wrote to each other (read, not marked).
    var messages: [OrderMessage] = []
    /// The issues its customer reported, with the forms that answer the open ones.
    var issues: ConsoleIssuesSection? = nil
    /// The refund form's issues (`amount`, `reason`) and what was typed.
    var refundIssues: [FieldError] = []
    var refundAmount = ""
    var refundReason = ""
    /// Who bears the refund as chosen.
    var refundBearer = RefundBearer.platform
    /// The cancel form's issues (`reason`) and what was typed.
    var cancelIssues: [FieldError] = []
    var cancelReason = ""
    /// The deliver form's issues (`reason`) and what was typed.
    var deliverIssues: [FieldError] = []
    var deliverReason = ""

    /// The notices after a form, by `done`.
    static let notices = [
        "refunded": "Refund recorded.", "cancelled": "Order cancelled; the customer sees why.",
        "delivered": "Marked delivered for the courier; the customer has their invoice.",
        "answered": "Answered; the customer reads it on the order and by mail.",
    ]

    private var order: Order { found.details.order }
    private var money: OrderMoney { found.money }
    /// Whether the order was paid by card: its ledger lines then name the provider's objects.
    private var byCard: Bool { found.details.payment != nil }
    private var clock: ClockTime { ClockTime(timeZone: found.details.restaurant.timeZone) }
    private var path: String { "/admin/orders/\(order.id.rawValue)" }

    func render() -> Node {
        context.console.page(
            title: "Order #\(order.number)", section: nil, content: content(), backLink: "/admin/board")
    }

    @NodeBuilder
    private func content() -> [Node] {
        if let notice = done.flatMap({ ConsoleOrderPage.notices[$0] }) {
            p(.class("notice notice-success"), .role("status"), .id("order-notice")) { notice }
        }
        // A refusal whose form is gone (nothing left to refund, the order ended meanwhile) is said at the top.
        let orphaned =
            (money.remaining > 0 ? [] : refundIssues) + (found.isCancellable ? [] : cancelIssues)
            + (order.status == order.handedOverFrom ? [] : deliverIssues)
        if let refusal = orphaned.first {
            p(.class("notice notice-danger"), .role("alert"), .id("order-refusal")) { refusal.message }
        }
        div(.class("console-order")) {
            div(.class("stack")) {
                statusSection()
                peopleSection()
                Conversation(
                    order: order, messages: messages, reader: nil, otherName: "", csrf: csrf, clock: clock
                ).render()
            }
            div(.class("stack")) {
                if order.status == order.handedOverFrom && order.handoverFailures >= HandoverCode.maxFailures {
                    deliverSection()
                }
                issues?.render() ?? .empty
                moneySection()
                if money.remaining > 0 { refundSection() }
                if order.status == order.handedOverFrom && order.handoverFailures < HandoverCode.maxFailures {
                    deliverSection()
                }
                if found.isCancellable { cancelSection() }
            }
        }
    }

    private func statusSection() -> Node {
        section(.class("card stack-sm"), .id("order-status"), .aria("labelledby", "order-status-title")) {
            h2(.class("section-title"), .id("order-status-title")) { "Status" }
            p {
                span(.class(order.status.isActive ? "badge badge-green" : "badge"), .id("order-status-badge")) {
                    order.status.label
                }
                " placed \(clock.day(order.placedAt))"
            }
            if let reason = order.cancellationReason, order.status == .cancelled {
                p(.class("notice notice-warm"), .id("cancellation-reason")) { reason }
            }
            if order.door.leaveAtDoor || order.door.attempts > 0 {
                p(.id("order-doorstep")) {
                    order.door.leaveAtDoor
                        ? "To leave at the door (proved by a photo). " : "Handed over with the code. "
                    if order.door.attempts > 0, let since = order.door.unansweredSince {
                        "Nobody answered: \(order.door.attempts) \(order.door.attempts == 1 ? "try" : "tries") from "
                        clock.tag(since)
                        "."
                    }
                }
            }
            if order.door.photoTakenAt != nil {
                FoodlyHTML.figure(.class("door-photo"), .id("door-photo")) {
                    img(
                        .src("/orders/\(order.id.rawValue)/door-photo"),
                        .alt("The courier's photo of order #\(order.number) at the door"), .attr("loading", "lazy"))
                    figcaption(.class("muted")) {
                        "Door photo, kept 30 days from "
                        if let taken = order.door.photoTakenAt { clock.tag(taken) }
                    }
                }
            }
            ol(.class("console-timeline"), .id("order-timeline")) {
                for step in order.timeline {
                    li {
                        span { step.status.label }
                        span(.class("muted")) { clock.tag(step.at) }
                    }
                }
            }
        }
    }

    private func peopleSection() -> Node {
        let details = found.details
        return section(.class("card stack-sm"), .id("order-people"), .aria("labelledby", "order-people-title")) {
            h2(.class("section-title"), .id("order-people-title")) { "People" }
            dl(.class("console-facts")) {
                dt { "Customer" }
                dd(.id("order-customer")) {
                    details.customer?.fullName ?? "–"
                    if let email = details.customer?.email { span(.class("muted block")) { email } }
                }
                dt { "Restaurant" }
                dd(.id("order-restaurant")) {
                    details.restaurant.name
                    span(.class("muted block")) { details.restaurant.phone }
                }
                dt { "Courier" }
                dd(.id("order-courier")) {
                    if let courier = details.courier {
                        courier.name
                        span(.class("muted block")) { "\(courier.phone) · \(courier.vehicle.rawValue)" }
                    } else {
                        "None yet"
                    }
                }
                dt { "Delivering to" }
                dd { order.address.line1 }
            }
        }
    }

    private func moneySection() -> Node {
        section(.class("card stack-sm"), .id("order-money"), .aria("labelledby", "order-money-title")) {
            h2(.class("section-title"), .id("order-money-title")) { "Money" }
            p(.class("muted"), .id("money-payment")) {
                if let payment = found.details.payment {
                    "\(payment.summary) A refund before delivery comes off what is charged; after it, it goes back to the card."
                } else {
                    "Paid to the courier on delivery; a refund before then comes off the bill."
                }
            }
            if let number = found.details.invoiceNumber {
                a(.href("/orders/\(order.id.rawValue)/invoice.pdf"), .id("money-invoice"), .attr("download", "")) {
                    "Invoice \(Invoice.numberText(number)) (PDF)"
                }
            }
            if let disputed = found.details.payment?.disputedAt {
                p(.class("notice notice-warm"), .id("money-disputed")) {
                    strong { "Disputed. " }
                    "The cardholder disputed this charge with their bank on "
                    clock.tag(disputed, withDay: true)
                    ". Stripe holds the amount until the dispute is settled; answer it in Stripe's Dashboard."
                }
            }
            dl(.class("figure-grid console-money")) {
                figure("Charged", money.charged, id: "money-charged")
                figure("Refunded", money.refunded, id: "money-refunded")
                figure("Left to refund", money.remaining, id: "money-remaining")
            }
            bar()
            sharesTable()
            div(.class("table-scroll")) {
                table(.class("data-table"), .id("ledger")) {
                    Node.element("caption") { "The customer's bill" }
                    thead {
                        tr {
                            th(.attr("scope", "col")) { "When" }
                            th(.attr("scope", "col")) { "What" }
                            th(.attr("scope", "col")) { "Why" }
                            th(.attr("scope", "col")) { "Amount" }
                            if byCard { th(.attr("scope", "col")) { "At Stripe" } }
                        }
                    }
                    tbody {
                        for line in money.lines {
                            tr(.class("ledger-\(line.kind.rawValue)")) {
                                th(.attr("scope", "row")) { clock.tag(line.at, withDay: true) }
                                td { line.kind == .charge ? "Charge" : "Refund" }
                                td { line.reason }
                                td { Money.format(line.kind == .charge ? line.amount : -line.amount) }
                                if byCard {
                                    td(.class("provider-id")) {
                                        line.providerID ?? (line.kind == .refund ? "Not sent yet" : "Never held")
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Where the order's money went, from the ledger: who is owed what, what Foodly made, what is still unpaid;
    /// rows of nothing left out.
    private func sharesTable() -> Node {
        let shares = found.shares
        let rows: [(String, Int)] = [
            ("\(found.details.restaurant.name): food less commission and refunds it bears", shares.restaurants),
            ("Courier: pay and tips", shares.couriers), ("Tip held for the courier", shares.tipsHeld),
            ("Sales tax to pay", shares.tax), ("Foodly: commission and fees, less its costs", shares.platform),
            ("Owed back to the customer in cash", shares.owedToCustomers), ("Not paid yet", shares.unpaidBills),
            ("From before the ledger, not split", shares.carriedOver),
        ].filter { $0.1 != 0 }
        return div(.class("table-scroll")) {
            table(.class("data-table"), .id("money-shares")) {
                Node.element("caption") { "Where the money goes" }
                thead {
                    tr {
                        th(.attr("scope", "col")) { "To" }
                        th(.attr("scope", "col")) { "Amount" }
                    }
                }
                tbody {
                    for (name, cents) in rows {
                        tr {
                            th(.attr("scope", "row")) { name }
                            td { Money.format(cents) }
                        }
                    }
                }
            }
        }
    }

    private func figure(_ name: String, _ cents: Int, id: String) -> Node {
        div(.class("figure")) {
            dt { name }
            dd(.class("figure-value"), .id(id)) { Money.format(cents) }
        }
    }

    /// The refunded share of the charges as a bar; the figures above say it in words.
    private func bar() -> Node {
        let share = money.charged > 0 ? Double(money.refunded) / Double(money.charged) : 0
        let width = Int((min(1, share) * 300).rounded())
        return Node.element(
            "svg",
            [
                .class("meter"), .id("money-bar"), .attr("viewBox", "0 0 300 12"), .attr("width", "100%"),
                .attr("height", "12"), .attr("preserveAspectRatio", "none"), .role("img"),
                .aria("label", "\(Int((share * 100).rounded()))% of the charges refunded"), .attr("focusable", "false"),
            ],
            [
                SVGChart.shape("rect", ["class": "meter-track", "width": "300", "height": "12", "rx": "6"]),
                SVGChart.shape("rect", ["class": "money-refunded", "width": String(width), "height": "12", "rx": "6"]),
            ])
    }

    private func refundSection() -> Node {
        let fields = FormField(issues: refundIssues)
        return section(.class("card stack-sm"), .id("refund"), .aria("labelledby", "refund-title")) {
            h2(.class("section-title"), .id("refund-title")) { "Refund" }
            form(
                .class("form"), .method("post"), .action("\(path)/refunds#refund"), .data("busy", "Refunding…"),
                .attr("novalidate", "")
            ) {
                input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                fields.input(
                    "amount", label: "Amount in dollars", value: refundAmount,
                    hint: "Up to \(Money.format(money.remaining)), like 4.50.", required: true,
                    extra: [.attr("inputmode", "decimal"), .attr("maxlength", "12")])
                reasonField(fields, id: "refund-reason", value: refundReason)
                BearerChoice(chosen: refundBearer).render()
                button(.class("btn btn-primary"), .type("submit"), .id("refund-submit")) { "Refund" }
            }
        }
    }

    private func cancelSection() -> Node {
        let fields = FormField(issues: cancelIssues)
        return section(.class("card stack-sm"), .id("cancel"), .aria("labelledby", "cancel-title")) {
            h2(.class("section-title"), .id("cancel-title")) { "Cancel the order" }
            p(.class("muted")) {
                "The customer sees your reason; \(Money.format(money.remaining)) left of the charges is refunded."
            }
            form(
                .class("form"), .method("post"), .action("\(path)/cancel#cancel"), .data("busy", "Cancelling…"),
                .attr("novalidate", "")
            ) {
                input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                reasonField(fields, id: "cancel-reason", value: cancelReason)
                button(.class("btn btn-danger"), .type("submit"), .id("cancel-submit")) { "Cancel order" }
            }
        }
    }

    /// Marking the order delivered for its courier: said as an alert when wrong codes locked the handover.
    private func deliverSection() -> Node {
        let fields = FormField(issues: deliverIssues)
        let locked = order.handoverFailures >= HandoverCode.maxFailures
        return section(.class("card stack-sm"), .id("deliver"), .aria("labelledby", "deliver-title")) {
            h2(.class("section-title"), .id("deliver-title")) { "Mark delivered" }
            if locked {
                p(.class("notice notice-danger"), .role("alert"), .id("handover-locked")) {
                    "The courier typed \(order.handoverFailures) wrong codes: the handover is locked. Call the "
                        + "customer; once they have the food, mark it delivered here."
                }
            } else {
                p(.class("muted")) {
                    "For a courier who cannot finish the delivery on their phone, once the customer has the food."
                }
            }
            form(
                .class("form"), .method("post"), .action("\(path)/deliver#deliver"), .data("busy", "Saving…"),
                .attr("novalidate", "")
            ) {
                input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                reasonField(fields, id: "deliver-reason", value: deliverReason)
                button(.class("btn btn-primary"), .type("submit"), .id("deliver-submit")) { "Mark delivered" }
            }
        }
    }

    /// A reason (1–500 characters) with its errors under it; `id` tells the page's reason fields apart.
    private func reasonField(_ fields: FormField, id: String, value: String) -> Node {
        fields.textarea("reason", label: "Reason", value: value, maxLength: Reason.maxLength, rows: 2, id: id)
    }
}
