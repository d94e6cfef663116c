/// `POST /api/v1/courier/deliveries/{id}/deliver`: the proof that the food reached its customer.
public struct HandoverRequest: Codable, Sendable, Equatable {
    /// The four digits the customer reads out from their order (`handoverCode`).
    public var code: String?

    /// Creates a request.
    public init(code: String?) {
        self.code = code
    }
}
