/// A customer's own target (the answer of `/api/v1/me/body-profile`): the body profile they gave, if any, the
/// target it works out to, and the daily energy target the app uses (worked out, or typed by them).
public struct PersonalTarget: Codable, Sendable, Equatable {
    /// The body profile the customer gave, or nil when they gave none (or asked to forget it).
    @AlwaysWritten public var profile: BodyProfile?
    /// What `profile` works out to, or nil without one.
    @AlwaysWritten public var target: DailyTarget?
    /// The daily energy target the app shows against, kcal: `target`'s when the profile was saved last, or the
    /// number the customer typed since.
    @AlwaysWritten public var dailyKcalTarget: Int?

    /// Creates a personal target.
    public init(profile: BodyProfile?, target: DailyTarget?, dailyKcalTarget: Int?) {
        self.profile = profile
        self.target = target
        self.dailyKcalTarget = dailyKcalTarget
    }
}
