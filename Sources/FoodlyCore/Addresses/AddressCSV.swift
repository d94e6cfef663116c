/// The address file format (OpenAddresses style): comma-separated, a header row naming the columns (any order,
/// any case, unknown columns ignored), one address a line. Required columns: `number`, `street`, `city`,
/// `latitude` (or `lat`), `longitude` (or `lon`, `lng`); optional: `unit`, `postcode` (or `zip`). Fields may be
/// quoted (`"…"`, `""` for a quote) but not span lines.
public enum AddressCSV {
    /// The columns every file must have.
    public static let requiredColumns = ["number", "street", "city", "latitude", "longitude"]
    /// The columns a file may have.
    public static let optionalColumns = ["unit", "postcode"]
    /// Other names accepted for columns.
    public static let aliases = ["lat": "latitude", "lon": "longitude", "lng": "longitude", "zip": "postcode"]
    /// The longest line read, in bytes; longer lines are bad rows.
    public static let maxLineBytes = 4096
    /// The longest value of each column, in characters.
    public static let limits = ["number": 16, "street": 120, "unit": 32, "city": 80, "postcode": 16]

    /// Why a row was not imported.
    public enum RowProblem: String, Error, Sendable, CaseIterable, Comparable {
        /// Fewer fields than the header names, or a required value empty.
        case missingValue = "missing_value"
        /// A latitude or longitude that is not a number, out of range, or 0,0.
        case badCoordinates = "bad_coordinates"
        /// A value over its column's limit, or a line over ``maxLineBytes``.
        case tooLong = "too_long"
        /// A quote left open or text after a closing quote.
        case badQuoting = "bad_quoting"
        /// A value holding a control or invisible format character (NUL, ESC, U+202E: `Text.hasHiddenCharacters`).
        case hiddenCharacters = "hidden_characters"
        /// The same address as an earlier row or one already imported (``AddressText/key``).
        case duplicate

        /// Words for people.
        public var description: String {
            switch self {
            case .missingValue: "missing columns or values"
            case .badCoordinates: "bad coordinates"
            case .tooLong: "values too long"
            case .badQuoting: "broken quoting"
            case .hiddenCharacters: "control or invisible characters"
            case .duplicate: "duplicates"
            }
        }

        /// In the order of the cases (the order a summary lists them in).
        public static func < (left: RowProblem, right: RowProblem) -> Bool {
            allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
        }
    }

    /// Where each column is in a row.
    public struct Header: Sendable, Equatable {
        /// Column name → field index.
        public let columns: [String: Int]

        /// Reads a header row; nil columns missing.
        public init(fields: [String]) {
            var columns: [String: Int] = [:]
            for (index, field) in fields.enumerated() {
                let name = Text.clean(field).lowercased()
                let column = aliases[name] ?? name
                if columns[column] == nil { columns[column] = index }
            }
            self.columns = columns
        }

        /// The required columns it lacks, in ``requiredColumns`` order.
        public var missing: [String] { requiredColumns.filter { columns[$0] == nil } }
    }

    /// A row read: the address (id 0) and its duplicate key.
    public struct Row: Sendable, Equatable {
        /// The address, not yet numbered.
        public let address: KnownAddress
        /// ``AddressText/key(number:street:unit:city:)``.
        public let key: String
    }

    /// The fields of one line (without its line break), or nil when its quoting is broken.
    public static func fields(_ line: UnsafeBufferPointer<UInt8>) -> [String]? {
        let quote = UInt8(ascii: "\"")
        let comma = UInt8(ascii: ",")
        var fields: [String] = []
        var index = 0
        let end = line.count > 0 && line[line.count - 1] == UInt8(ascii: "\r") ? line.count - 1 : line.count
        while true {
            if index < end && line[index] == quote {
                var bytes: [UInt8] = []
                index += 1
                var closed = false
                while index < end {
                    if line[index] == quote {
                        if index + 1 < end && line[index + 1] == quote {
                            bytes.append(quote)
                            index += 2
                            continue
                        }
                        closed = true
                        index += 1
                        break
                    }
                    bytes.append(line[index])
                    index += 1
                }
                guard closed, index == end || line[index] == comma else { return nil }
                fields.append(String(decoding: bytes, as: UTF8.self))
            } else {
                let start = index
                while index < end && line[index] != comma { index += 1 }
                fields.append(String(decoding: UnsafeBufferPointer(rebasing: line[start..<index]), as: UTF8.self))
            }
            if index >= end { return fields }
            index += 1  // the comma
        }
    }

    /// The row of `fields` under `header`, or why it cannot be imported.
    public static func row(_ fields: [String], _ header: Header) -> Result<Row, RowProblem> {
        func value(_ column: String) -> String? {
            guard let index = header.columns[column] else { return nil }
            return index < fields.count ? Text.clean(fields[index]) : nil
        }
        var values: [String: String] = [:]
        for column in requiredColumns {
            guard let text = value(column), !text.isEmpty else { return .failure(.missingValue) }
            values[column] = text
        }
        for column in optionalColumns { values[column] = value(column).flatMap { $0.isEmpty ? nil : $0 } }
        for (column, limit) in limits where Text.length(values[column] ?? "") > limit {
            return .failure(.tooLong)
        }
        if values.values.contains(where: { Text.hasHiddenCharacters($0) }) { return .failure(.hiddenCharacters) }
        guard let latitude = decimal(values["latitude"]), let longitude = decimal(values["longitude"]),
            latitude.isFinite, longitude.isFinite, (-90...90).contains(latitude), (-180...180).contains(longitude),
            latitude != 0 || longitude != 0
        else { return .failure(.badCoordinates) }
        let address = KnownAddress(
            id: 0, number: values["number"] ?? "", street: values["street"] ?? "", unit: values["unit"],
            city: values["city"] ?? "", postcode: values["postcode"], latitude: latitude, longitude: longitude)
        return .success(
            Row(
                address: address,
                key: AddressText.key(
                    number: address.number, street: address.street, unit: address.unit, city: address.city)))
    }

    /// A coordinate written in decimal (`37.7749`, `-122.4194`); nil for anything else `Double` would read, such as
    /// hexadecimal (`0x1A`), exponents, `inf` or `nan`.
    private static func decimal(_ text: String?) -> Double? {
        guard let text, !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") })
        else { return nil }
        return Double(text)
    }
}
