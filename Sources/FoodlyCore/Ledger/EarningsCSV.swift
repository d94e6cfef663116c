/// A courier's week as CSV (RFC 4180, the diary export's cell rules): one row per day (its date, deliveries, their
/// distance in km to 0.1, pay with its base and distance parts, tips, operators' adjustments, what was earned and the
/// cash collected, in dollars) and a `week` row with the totals.
public enum EarningsCSV {
    /// The column names.
    public static let header = [
        "day", "deliveries", "km", "base_pay", "distance_pay", "pay", "tips", "adjustments", "earned", "cash_collected",
    ]

    /// `earnings`, each line ending in CRLF.
    public static func text(_ earnings: CourierEarnings) -> String {
        func row(_ label: String, _ day: CourierEarnings.Day) -> String {
            let amounts = [
                day.basePay, day.distancePay, day.pay, day.tips, day.adjustments, day.earned, day.cashCollected,
            ]
            let cells = [DiaryCSV.cell(label), String(day.deliveries), DiaryCSV.number(day.km)]
            return (cells + amounts.map(Money.decimal)).joined(separator: ",") + "\r\n"
        }
        var text = header.joined(separator: ",") + "\r\n"
        for day in earnings.days { text += row(day.date.text, day) }
        text += row("week", earnings.total)
        return text
    }
}
