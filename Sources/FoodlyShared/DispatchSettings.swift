/// What operators set about dispatch: how many deliveries one courier may carry at once (1 to 5, 2 until set).
/// The same value is stored, served and edited.
public struct DispatchSettings: Codable, Sendable, Equatable {
    /// Deliveries one courier may carry at once: 1 turns batching off.
    public var maxActiveDeliveries: Int

    /// The settings until an operator changes them.
    public static let standard = DispatchSettings(maxActiveDeliveries: 2)

    /// Creates settings.
    public init(maxActiveDeliveries: Int) {
        self.maxActiveDeliveries = maxActiveDeliveries
    }
}
