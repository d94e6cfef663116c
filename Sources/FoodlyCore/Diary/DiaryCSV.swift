import FoodlyShared
import Foundation

/// The diary as CSV (RFC 4180): a header, then one row per entry — date and time in the reader's time zone, name,
/// energy, protein, carbohydrate, fat (empty when unknown) and where it came from (`order` or `manual`).
///
/// A field holding a comma, a quote or a line break is quoted, quotes doubled. A cell that starts with `=`, `+`,
/// `-`, `@`, a tab or a carriage return gets a leading apostrophe, so a spreadsheet shows it as text instead of
/// running it as a formula (a dish or restaurant name is anyone's text).
public enum DiaryCSV {
    /// The column names.
    public static let header = ["date", "time", "name", "kcal", "protein_g", "carbs_g", "fat_g", "source"]

    /// The rows of `days`' entries, each line ending in CRLF.
    public static func text(_ days: [DiaryDay], in timeZone: TimeZone) -> String {
        var lines = [header.map(cell).joined(separator: ",")]
        for day in days {
            for entry in day.entries {
                let row = [
                    day.date, LocalTime.clock(entry.eatenAt, in: timeZone), entry.name,
                    number(entry.kcal), entry.proteinG.map(number) ?? "", entry.carbsG.map(number) ?? "",
                    entry.fatG.map(number) ?? "", entry.orderId == nil ? "manual" : "order",
                ]
                lines.append(row.map(cell).joined(separator: ","))
            }
        }
        return lines.map { $0 + "\r\n" }.joined()
    }

    /// One field: guarded against formulas, then quoted when it must be.
    public static func cell(_ value: String) -> String {
        // Scalars, not characters: "\r\n" is one character, equal to neither "\r" nor "\n".
        let guarded =
            value.unicodeScalars.first.map { "=+-@\t\r".unicodeScalars.contains($0) } == true ? "'" + value : value
        guard guarded.unicodeScalars.contains(where: { ",\"\n\r".unicodeScalars.contains($0) }) else { return guarded }
        return "\"" + guarded.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// An amount to 0.1, without a trailing `.0`.
    static func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0
            ? String(Int(tenths / 10)) : String(format: "%.1f", tenths / 10)
    }
}
