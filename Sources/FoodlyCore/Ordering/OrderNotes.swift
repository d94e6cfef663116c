/// The limit on an order's free text: the customer's notes and a review's comment.
public enum OrderNotes {
    /// The longest note or comment, in Unicode scalars (`Text.length`).
    public static let maxLength = 500
}
