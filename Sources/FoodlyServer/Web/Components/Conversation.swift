import FoodlyCore
import FoodlyHTML

/// The messages between an order's customer and its courier, as `reader` sees them (their own on the right, with
/// "Read" once the other side saw it), and, while messages are open (``OrderMessage/isOpen(for:)``) and the reader
/// is one of the two, a form to write one. Operators read it with no form (`reader` nil).
struct Conversation {
    let order: Order
    let messages: [OrderMessage]
    /// The reader's side; nil for an operator.
    let reader: MessageSender?
    /// The other side's name as the reader knows them ("Rio", "Ada").
    let otherName: String
    let csrf: CSRF
    let clock: ClockTime
    /// Why the last message was refused.
    var error: String? = nil

    func render() -> Node? {
        let open = reader != nil && OrderMessage.isOpen(for: order)
        let waiting = reader == .customer && order.status.isActive && order.courierID == nil
        guard open || waiting || !messages.isEmpty else { return nil }
        let number = order.number
        // While no courier has the order, app.js draws the section again at each change of the order.
        return section(
            .class("card stack-sm conversation"), .id("chat-\(number)"), .aria("label", "Messages"),
            waiting ? .data("waiting-courier", "") : .bool("data-waiting-courier", false)
        ) {
            h2(.class("section-title")) { reader == nil || waiting ? "Messages" : "Messages with \(otherName)" }
            if waiting {
                p(.class("muted")) { "You can write to your courier once one takes your order." }
            } else if messages.isEmpty {
                p(.class("muted")) {
                    "No messages yet. Write if something needs saying: a gate code, where to leave it."
                }
            }
            ol(.class("list-plain chat-log"), .id("chat-log-\(number)"), .aria("live", "polite")) {
                for message in messages { line(message) }
            }
            if open {
                form(
                    .class("chat-form"), .method("post"), .action("/orders/\(order.id.rawValue)/messages"),
                    .data("busy", "Sending…")
                ) {
                    input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                    div(.class("field")) {
                        label(.for("chat-text-\(number)")) { "Message to \(otherName)" }
                        textarea(
                            .id("chat-text-\(number)"), .name("text"), .attr("rows", "2"),
                            .attr("maxlength", String(OrderMessage.maxLength)),
                            error == nil ? .bool("aria-invalid", false) : .aria("invalid", "true")
                        ) {}
                        if let error { p(.class("field-error"), .role("alert"), .id("chat-error-\(number)")) { error } }
                    }
                    button(.class("btn btn-secondary btn-small"), .type("submit")) { "Send" }
                }
            }
        }
    }

    private func line(_ message: OrderMessage) -> Node {
        let mine = message.sender == reader
        let who =
            reader == nil
            ? (message.sender == .customer ? "Customer" : "Courier") : mine ? "You" : otherName
        return li(.class(mine ? "chat-line chat-mine" : "chat-line")) {
            p(.class("chat-text")) { message.text }
            p(.class("muted chat-meta")) {
                "\(who) · "
                clock.tag(message.sentAt)
                if mine, message.readAt != nil { " · Read" }
            }
        }
    }
}
