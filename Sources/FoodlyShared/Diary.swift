/// The diary over a run of days (the answer of `GET /api/v1/diary`).
public struct Diary: Codable, Sendable, Equatable {
    /// The IANA time zone the days are counted in.
    public var timeZone: String
    /// Every day from the first to the last asked for, empty ones included, earliest first.
    public var days: [DiaryDay]
    /// The reader's daily energy target, when they have one.
    @AlwaysWritten public var targetKcal: Int?

    /// Creates a diary.
    public init(timeZone: String, days: [DiaryDay], targetKcal: Int?) {
        self.timeZone = timeZone
        self.days = days
        self.targetKcal = targetKcal
    }
}
