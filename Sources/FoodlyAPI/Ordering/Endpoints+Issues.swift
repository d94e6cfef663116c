extension Endpoints {
    /// `POST /api/v1/orders/{id}/issues`: reports what went wrong with a delivered order (within 48 hours).
    public static let reportIssue = Endpoint<IDPath, NoQuery, OrderIssueDraft, OrderIssue, Caller.SignedIn>(
        "reportIssue", .post, "/api/v1/orders/{id}/issues", status: 201, problems: [.notFound, .issueWindowClosed])
    /// `GET /api/v1/orders/{id}/issues`: the issues reported about an order, with their answers.
    public static let orderIssues = Endpoint<IDPath, NoQuery, NoBody, Page<OrderIssue>, Caller.SignedIn>(
        "orderIssues", .get, "/api/v1/orders/{id}/issues", problems: [.notFound])
    /// `GET /api/v1/admin/issues`: the issues waiting for an answer, the oldest first.
    public static let openIssues = Endpoint<NoPath, NoQuery, NoBody, Page<IssueCase>, Caller.Admin>(
        "openIssues", .get, "/api/v1/admin/issues")
    /// `POST /api/v1/admin/issues/{id}/answer`: answers an issue once, with a refund or without.
    public static let answerIssue = Endpoint<IDPath, NoQuery, OrderIssueAnswer, OrderIssue, Caller.Admin>(
        "answerIssue", .post, "/api/v1/admin/issues/{id}/answer",
        problems: [.notFound, .issueAnswered, .refundExceedsCharge])
}

extension ProblemCode {
    /// An issue about an order not delivered, or delivered more than 48 hours ago.
    public static let issueWindowClosed = ProblemCode("issue_window_closed", .conflict)
    /// An answer to an issue that has one already.
    public static let issueAnswered = ProblemCode("issue_answered", .conflict)
}

extension Endpoints {
    /// `PUT /api/v1/issues/{id}/photo`: the photo of an open issue that has none, from its customer.
    public static let setIssuePhoto = Endpoint<IDPath, NoQuery, ImageUpload, OrderIssue, Caller.SignedIn>(
        "setIssuePhoto", .put, "/api/v1/issues/{id}/photo", problems: [.notFound, .issueAnswered, .notAnImage])
    /// `GET /api/v1/issues/{id}/photo`: the photo an issue was reported with, for its customer and operators.
    public static let issuePhoto = Endpoint<IDPath, NoQuery, NoBody, ImageUpload, Caller.SignedIn>(
        "issuePhoto", .get, "/api/v1/issues/{id}/photo", format: .image, problems: [.notFound])
}
