import FoodlyShared

extension Restaurant {
    /// The preparation times a restaurant may set for itself, in minutes (the import format allows a wider range).
    public static let editablePrepMinutes = 5...120

    /// What is wrong with a preparation time of `minutes` set by the restaurant: an error naming `prepMinutes`.
    public static func prepMinutesIssues(_ minutes: Int) -> [FieldError] {
        editablePrepMinutes.contains(minutes)
            ? []
            : [
                FieldError(
                    field: "prepMinutes", code: "out_of_range",
                    message:
                        "Use \(editablePrepMinutes.lowerBound) to \(editablePrepMinutes.upperBound) minutes."
                )
            ]
    }
}
