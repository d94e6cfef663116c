import FoodlyCore
import FoodlyHTML
import Foundation

/// The delivery time as one select (works without JavaScript): "As soon as possible" when it is offered, then
/// every bookable slot grouped by day in the restaurant's clock ("Tomorrow" · "12:00–12:15"). Each slot's value is
/// its start in RFC 3339, as the API takes it.
struct SlotPicker {
    /// The field's id (its label points at it).
    let id: String
    /// The slots to offer, soonest first.
    let slots: [DeliverySlot]
    /// The slot chosen; nil for as soon as possible.
    let chosen: Date?
    /// "As soon as possible" with its arrival, when ordering now is possible; nil to offer slots only.
    let soon: String?
    /// The restaurant's clock.
    let clock: ClockTime
    /// Now, for "Today" and "Tomorrow".
    let now: Date

    /// The value of a slot in the form.
    static func value(_ start: Date) -> String {
        ISO8601DateFormatter().string(from: start)
    }

    /// The slot a form's value names; nil for as soon as possible (or anything that is not a time).
    static func slot(_ value: String?) -> Date? {
        value.flatMap { ISO8601DateFormatter().date(from: String($0.prefix(40))) }
    }

    func render() -> Node {
        var days: [(name: String, slots: [DeliverySlot])] = []
        for slot in slots {
            if let last = days.last?.slots.last, clock.sameDay(last.start, slot.start) {
                days[days.count - 1].slots.append(slot)
            } else {
                days.append((clock.dayName(slot.start, from: now), [slot]))
            }
        }
        return select(.id(id), .name("slot")) {
            if let soon {
                option(.value("asap"), .bool("selected", chosen == nil)) { soon }
            }
            for day in days {
                Node.element("optgroup", [.attr("label", day.name)]) {
                    for slot in day.slots {
                        option(.value(Self.value(slot.start)), .bool("selected", slot.start == chosen)) {
                            "\(day.name), \(clock.clock(slot.start))–\(clock.clock(slot.end))"
                        }
                    }
                }
            }
        }
    }
}
