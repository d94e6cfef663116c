/// The usual reasons a kitchen gives for turning an order down (``KitchenRejection``).
public enum RejectionReason: String, Codable, Sendable, CaseIterable {
    /// Too many orders to cook this one in time.
    case busy
    /// Something in the order ran out.
    case soldOut = "sold_out"
    /// The kitchen closes before it could be ready.
    case closing
    /// Something else, said in the rejection's note.
    case other
}
