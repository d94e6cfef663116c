import FoodlyAPI
import FoodlyShared

/// A refusal the server raises itself (a bad query, a forged form, an unknown page), shaped like a domain error.
struct Refusal: DomainError {
    let kind: ProblemKind
    let code: String
    let message: String
    var fieldErrors: [FieldError] = []
    var retryAfterSeconds: Int? = nil

    /// No such resource: 404 `not_found`.
    static func notFound(_ message: String) -> Refusal {
        Refusal(kind: .notFound, code: "not_found", message: message)
    }

    /// A request signed by a cookie that another site's page sent: 403 `csrf_failed`.
    static func crossSite(_ message: String) -> Refusal {
        Refusal(kind: ProblemCode.csrfFailed.kind, code: ProblemCode.csrfFailed.code, message: message)
    }
}
