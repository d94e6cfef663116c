extension KitchenRejection {
    /// The longest note, in characters.
    public static let maxNoteLength = 200

    /// What is wrong: a note is required with `other` and at most ``maxNoteLength`` characters on one line.
    public var issues: [FieldError] {
        let note = Text.clean(note ?? "")
        if note.isEmpty {
            return reason == .other ? [Text.required("note")] : []
        }
        return Text.lineIssue(note, "note", limit: Self.maxNoteLength, multiline: false).map { [$0] } ?? []
    }

    /// What the customer reads: the reason in words, then the kitchen's own when it gave any.
    public var text: String {
        let note = Text.clean(note ?? "")
        guard reason != .other else { return note }
        return note.isEmpty ? reason.label : "\(reason.label) \(note)"
    }
}

extension RejectionReason {
    /// The reason as the kitchen picks it and the customer reads it.
    public var label: String {
        switch self {
        case .busy: "The kitchen is too busy to make it in time."
        case .soldOut: "Something you ordered has run out."
        case .closing: "The kitchen closes before it could be ready."
        case .other: "Another reason"
        }
    }
}
