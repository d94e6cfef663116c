extension OrderIssueKind {
    /// How people read it ("Something was missing").
    public var label: String {
        switch self {
        case .missingItem: "Something was missing"
        case .wrongItem: "Something was wrong"
        case .spilled: "It was spilled or damaged"
        case .veryLate: "It came very late"
        }
    }
}
