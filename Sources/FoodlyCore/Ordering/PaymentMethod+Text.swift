extension PaymentMethod {
    /// What the customer is told about paying, plainly.
    public var summary: String {
        switch self {
        case .onDelivery: "Pay by cash or card when your order arrives. Nothing is charged online."
        case .card: "The total is held on your card now and charged when your order arrives."
        }
    }
}
