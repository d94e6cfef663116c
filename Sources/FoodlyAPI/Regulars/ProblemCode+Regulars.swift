extension ProblemCode {
    /// A tip raised more than 24 hours after delivery.
    public static let tipWindowClosed = ProblemCode("tip_window_closed", .conflict)
    /// A tip after delivery on an order paid on delivery: it goes to the courier in person.
    public static let tipInPerson = ProblemCode("tip_in_person", .conflict)
    /// A tip on a pickup order: no courier brought it.
    public static let noCourierToTip = ProblemCode("no_courier_to_tip", .conflict)
    /// A tip below the one given.
    public static let tipCannotBeLowered = ProblemCode("tip_cannot_be_lowered", .invalid)
    /// A favourite past the limit.
    public static let tooManyFavourites = ProblemCode("too_many_favourites", .invalid)
}
