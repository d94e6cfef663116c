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
}
