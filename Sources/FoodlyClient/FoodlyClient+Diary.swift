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

    /// `GET /api/v1/diary/export`: the caller's entries from `from` through `to` (at most 366 days) in the IANA zone
    /// `timeZone`, as CSV text.
    public func exportDiary(from: String, to: String, timeZone: String) async throws -> String {
        try await send(
            Endpoints.exportDiary, path: NoPath(), query: DiaryQuery(from: from, to: to, timeZone: timeZone),
            body: NoBody())
    }

    /// `GET /api/v1/diary/weights`: the caller's weights from `from` through `to` (`YYYY-MM-DD`, at most 366 days)
    /// with their trend.
    public func weights(from: String, to: String) async throws -> WeightLog {
        try await send(Endpoints.weights, path: NoPath(), query: WeightsQuery(from: from, to: to), body: NoBody())
    }

    /// `PUT /api/v1/diary/weights/{date}`: records the caller's weight of `date`, replacing the one they had.
    public func recordWeight(_ weightKg: Double, on date: String) async throws -> WeightEntry {
        try await send(
            Endpoints.recordWeight, path: DatePath(date: date), query: NoQuery(),
            body: WeightRequest(weightKg: weightKg))
    }

    /// `DELETE /api/v1/diary/weights/{date}`: takes out the caller's weight of `date`.
    public func removeWeight(on date: String) async throws {
        _ = try await send(Endpoints.removeWeight, path: DatePath(date: date), query: NoQuery(), body: NoBody())
    }
}
