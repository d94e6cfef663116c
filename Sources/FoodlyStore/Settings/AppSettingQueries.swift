import Foundation

/// The `app_settings` table on one connection: operator settings, each a JSON value under its key, read in the
/// transaction they apply to.
struct AppSettingQueries {
    let connection: any DatabaseConnection

    /// The value stored under `key`, nil until one is set; `name` says what it is in the error for a value that
    /// cannot be read.
    func value<Value: Decodable>(_ key: String, as type: Value.Type, name: String) throws -> Value? {
        guard let row = try connection.queryOne("SELECT value FROM app_settings WHERE key = \(key)") else {
            return nil
        }
        do {
            return try JSONDecoder().decode(type, from: Data(try row.string("value").utf8))
        } catch {
            throw StoreError.corrupt("the \(name) in app_settings cannot be read: \(error)")
        }
    }

    /// Stores `value` under `key`, in place of what was there.
    func set(_ key: String, to value: some Encodable, at time: Date) throws {
        let text = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
        let changed = try connection.execute(
            "UPDATE app_settings SET value = \(text), updated_at = \(time) WHERE key = \(key)")
        if changed == 0 {
            try connection.execute(
                "INSERT INTO app_settings (key, value, updated_at) VALUES (\(key), \(text), \(time))")
        }
    }
}
