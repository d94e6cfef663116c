import CPostgres

extension StoreError {
    /// Maps a failed libpq result (nil when the connection is gone) to a ``StoreError`` by its SQLSTATE.
    static func postgres(result: OpaquePointer?, connectionMessage: String, sql: String) -> StoreError {
        let field = { (code: Character) -> String? in
            guard let result, let value = PQresultErrorField(result, Int32(code.asciiValue!)) else { return nil }
            return String(cString: value)
        }
        let state = field("C") ?? ""
        let message = field("M") ?? connectionMessage.trimmingWhitespace
        let detail = "\(message) [SQLSTATE \(state.isEmpty ? "none" : state); sql: \(sql.prefix(200))]"
        let violation = {
            ConstraintViolation(
                table: field("t"), columns: field("c").map { [$0] } ?? keyColumns(field("D")),
                constraint: field("n"), message: detail)
        }
        switch state {
        case "23505": return .uniqueViolation(violation())
        case "23503": return .foreignKeyViolation(violation())
        case "23514": return .checkViolation(violation())
        case "23502": return .notNullViolation(violation())
        case "40001", "40P01": return .conflict(detail)
        // A cached plan outdated by a schema change; the database layer runs the body again on a new connection.
        case "0A000" where message.contains("cached plan"), "26000": return .conflict(detail)
        case "55P03", "57014": return .busy(detail)
        case "53300", "57P01", "57P02", "57P03": return .unavailable(detail)
        case "XX001", "XX002": return .corrupt(detail)
        case "53100": return .notWritable(detail)
        case "58030": return .io(detail)
        default:
            // No SQLSTATE at all, or a connection-exception class: the server went away.
            if state.isEmpty || state.hasPrefix("08") { return .unavailable(detail) }
            return .database(detail)
        }
    }

    /// Whether a failed result is a serialization failure or deadlock (rather than an outdated prepared statement).
    static func isSerializationFailure(_ result: OpaquePointer?) -> Bool {
        guard let result, let state = PQresultErrorField(result, Int32(Character("C").asciiValue!)) else {
            return false
        }
        return ["40001", "40P01"].contains(String(cString: state))
    }

    /// The columns named by a unique-violation detail, `Key (user_id, code)=(…) already exists.`
    private static func keyColumns(_ detail: String?) -> [String] {
        guard let detail, detail.hasPrefix("Key ("), let close = detail.firstIndex(of: ")") else { return [] }
        let inside = detail[detail.index(detail.startIndex, offsetBy: 5)..<close]
        return inside.split(separator: ",").map { $0.trimmingWhitespace }
    }
}

extension StringProtocol {
    fileprivate var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
