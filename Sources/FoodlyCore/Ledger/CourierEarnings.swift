import FoodlyShared
import Foundation

/// A courier's week (Monday to Sunday in their time zone) from the ledger: each day's deliveries, pay and tips,
/// operators' adjustments (with their reasons), the cash collected at the door, and the week's totals; with what Foodly
/// owes them and the cash they hold now.
public struct CourierEarnings: Sendable, Equatable {
    /// One day of the week.
    public struct Day: Sendable, Equatable {
        /// The day.
        public let date: DiaryDate
        /// Deliveries made.
        public var deliveries = 0
        /// Pay for them (base and distance), in cents.
        public var pay = 0
        /// The part of `pay` for the distance ridden (the rest is the base pay per delivery).
        public var distancePay = 0
        /// The distance of the deliveries, restaurant to door in a straight line as their pay counts it, in km.
        public var km = 0.0
        /// Tips: the ones paid with orders delivered that day and the ones raised after delivery.
        public var tips = 0
        /// Operators' adjustments (negative: deductions).
        public var adjustments = 0
        /// Cash collected at the door for orders paid on delivery.
        public var cashCollected = 0

        /// Pay, tips and adjustments.
        public var earned: Int { pay + tips + adjustments }
        /// The base pay per delivery.
        public var basePay: Int { pay - distancePay }
    }

    /// An operator's adjustment, as the courier reads it.
    public struct Adjustment: Sendable, Equatable {
        /// The day, in the courier's time zone.
        public let date: DiaryDate
        /// The amount (negative: a deduction).
        public let amount: Int
        /// Why.
        public let reason: String
    }

    /// The week's days, Monday first.
    public let days: [Day]
    /// The week's adjustments, oldest first.
    public let adjustments: [Adjustment]
    /// What Foodly owes the courier now (pay and tips not paid out).
    public let owed: Int
    /// The cash the courier holds now (collected, not handed over).
    public let cashHeld: Int

    /// The week's totals (dated its Monday).
    public var total: Day {
        var total = Day(date: days.first?.date ?? DiaryDate(dayNumber: 0))
        for day in days {
            total.deliveries += day.deliveries
            total.pay += day.pay
            total.distancePay += day.distancePay
            total.km += day.km
            total.tips += day.tips
            total.adjustments += day.adjustments
            total.cashCollected += day.cashCollected
        }
        return total
    }

    /// The week from `from` (a Monday) of `courier`: `entries` are those that moved their payable or their cash in
    /// it, days counted in `timeZone`; `km` the distance of each delivered order, as its pay counted it.
    public init(
        courier: ID<Courier>, from: DiaryDate, entries: [LedgerEntry], in timeZone: TimeZone, owed: Int, cashHeld: Int,
        km: [ID<Order>: Double] = [:]
    ) {
        var days = (0..<7).map { Day(date: from.adding(days: $0)) }
        var adjustments: [Adjustment] = []
        let payable = LedgerAccount.courier(courier)
        let cash = LedgerAccount.cash(courier)
        for entry in entries {
            let index = DiaryDate(entry.at, in: timeZone).dayNumber - from.dayNumber
            guard days.indices.contains(index) else { continue }
            let amount = { (account: LedgerAccount) in
                entry.postings.filter { $0.account == account }.map(\.amount).reduce(0, +)
            }
            switch entry.event {
            case .courierPay:
                let pay = entry.postings.filter { $0.account.kind == .courierPay }.map(\.amount).reduce(0, +)
                days[index].deliveries += 1
                days[index].pay += pay
                days[index].distancePay += amount(.courierDistancePay)
                days[index].km += entry.orderID.flatMap { km[$0] } ?? 0
                days[index].tips += -amount(payable) - pay
            case .tip:
                days[index].tips += -amount(payable)
            case .adjustment:
                days[index].adjustments += -amount(payable)
                adjustments.append(Adjustment(date: days[index].date, amount: -amount(payable), reason: entry.reason))
            case .refund where amount(payable) != 0:
                days[index].adjustments += -amount(payable)
                adjustments.append(
                    Adjustment(date: days[index].date, amount: -amount(payable), reason: "Refund: \(entry.reason)"))
            case .cashCollected:
                days[index].cashCollected += amount(cash)
            default:
                continue
            }
        }
        self.days = days
        self.adjustments = adjustments
        self.owed = owed
        self.cashHeld = cashHeld
    }
}
