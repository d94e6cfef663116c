import FoodlyCore
import Foundation

/// The operators' dispatch settings on one connection (JSON under `dispatch` in `app_settings`,
/// ``DispatchSettings/standard`` until set), read in the transaction of each dispatch step and acceptance.
public struct DispatchQueries {
    private let connection: any DatabaseConnection

    /// The key of the settings in `app_settings`.
    static let key = "dispatch"

    /// The settings as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// The settings in force.
    public func settings() throws -> DispatchSettings {
        try AppSettingQueries(connection: connection).value(
            Self.key, as: DispatchSettings.self, name: "dispatch settings")
            ?? .standard
    }

    /// Stores new settings.
    public func setSettings(_ settings: DispatchSettings, at time: Date) throws {
        try AppSettingQueries(connection: connection).set(Self.key, to: settings, at: time)
    }
}
