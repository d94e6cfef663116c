import FoodlyAPI

extension FoodlyClient {
    /// `GET /api/v1/diary`: the caller's diary from `from` through `to` (`YYYY-MM-DD`, at most 31 days) in the IANA
    /// zone `timeZone`.
    public func diary(from: String, to: String, timeZone: String) async throws -> Diary {
        try await send(
            Endpoints.diary, path: NoPath(), query: DiaryQuery(from: from, to: to, timeZone: timeZone),
            body: NoBody())
    }

    /// `POST /api/v1/diary/entries`: adds a meal eaten outside Foodly.
    public func addDiaryEntry(_ draft: DiaryEntryDraft) async throws -> DiaryEntry {
        try await send(Endpoints.addDiaryEntry, path: NoPath(), query: NoQuery(), body: draft)
    }

    /// `DELETE /api/v1/diary/entries/{id}`: takes one of the caller's entries out.
    public func removeDiaryEntry(id: String) async throws {
        _ = try await send(Endpoints.removeDiaryEntry, path: IDPath(id: id), query: NoQuery(), body: NoBody())
    }
}
