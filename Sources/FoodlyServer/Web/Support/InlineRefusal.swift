import FoodlyHTTP
import FoodlyShared

/// A refusal shown on the page that was posted rather than on an error page: the one place where web pages turn a
/// domain error into a status, header fields and the sentence to show, the same ones the API answers with.
struct InlineRefusal {
    /// The status to answer with.
    let status: Int
    /// The sentence to show.
    let message: String
    /// The first refused field's sentence, or the message.
    let firstMessage: String
    /// The refused fields, each with its sentence (none when the refusal is not about fields).
    let issues: [FieldError]
    /// The refusal's stable code (`coupon_exists`, `validation_failed`…).
    let code: String
    /// Header fields to send (`Retry-After`).
    let headers: HTTPHeaders

    /// How `error` is shown on its page.
    init(_ error: any DomainError) {
        let (problem, headers) = ErrorMapping.problem(refusing: error, requestID: "")
        status = problem.status
        message = problem.detail
        firstMessage = problem.errors?.first?.message ?? problem.detail
        issues = error.fieldErrors
        code = error.code
        self.headers = headers
    }

    /// The sentence to show above the form when the refusal is not about fields (those stand under their fields).
    var sentence: String? { issues.isEmpty ? message : nil }

    /// The refused fields, or the refusal as one issue under `field` when it is not about fields (a coupon code
    /// already taken, a refund past what is left): for a form that shows every refusal beside a field.
    func issues(under field: String) -> [FieldError] {
        issues.isEmpty ? [FieldError(field: field, code: code, message: message)] : issues
    }
}
