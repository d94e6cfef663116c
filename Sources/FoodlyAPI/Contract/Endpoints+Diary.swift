import FoodlyShared

extension Endpoints {
    /// `GET /api/v1/diary`: the caller's diary by day in a time zone, at most 31 days.
    public static let diary = Endpoint<NoPath, DiaryQuery, NoBody, Diary, Caller.SignedIn>(
        "diary", .get, "/api/v1/diary")
    /// `POST /api/v1/diary/entries`: adds a meal eaten outside Foodly.
    public static let addDiaryEntry = Endpoint<NoPath, NoQuery, DiaryEntryDraft, DiaryEntry, Caller.SignedIn>(
        "addDiaryEntry", .post, "/api/v1/diary/entries", status: 201)
    /// `DELETE /api/v1/diary/entries/{id}`: takes one of the caller's entries out.
    public static let removeDiaryEntry = Endpoint<IDPath, NoQuery, NoBody, NoContent, Caller.SignedIn>(
        "removeDiaryEntry", .delete, "/api/v1/diary/entries/{id}", status: 204, format: .empty,
        problems: [.notFound])
    /// `GET /api/v1/diary/export`: the caller's entries as CSV (`text/csv`), at most 366 days.
    public static let exportDiary = Endpoint<NoPath, DiaryQuery, NoBody, String, Caller.SignedIn>(
        "exportDiary", .get, "/api/v1/diary/export", format: .text)
    /// `GET /api/v1/diary/weights`: the caller's weights and their trend, at most 366 days.
    public static let weights = Endpoint<NoPath, WeightsQuery, NoBody, WeightLog, Caller.SignedIn>(
        "weights", .get, "/api/v1/diary/weights")
    /// `PUT /api/v1/diary/weights/{date}`: records the caller's weight of a day, replacing the one they had.
    public static let recordWeight = Endpoint<DatePath, NoQuery, WeightRequest, WeightEntry, Caller.SignedIn>(
        "recordWeight", .put, "/api/v1/diary/weights/{date}")
    /// `DELETE /api/v1/diary/weights/{date}`: takes out the caller's weight of a day.
    public static let removeWeight = Endpoint<DatePath, NoQuery, NoBody, NoContent, Caller.SignedIn>(
        "removeWeight", .delete, "/api/v1/diary/weights/{date}", status: 204, format: .empty, problems: [.notFound])
}
