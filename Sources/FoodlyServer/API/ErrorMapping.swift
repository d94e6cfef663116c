import FoodlyAPI
import FoodlyApp
import FoodlyHTTP
import FoodlyShared
import FoodlyStore

/// The one place where errors become problems: a domain error's kind gives the status, its code and message the
/// body; the HTTP layer's own errors and store outages get codes of their own. Unknown errors give nil (→ 500).
public enum ErrorMapping {
    /// The problem answering `error` and the header fields to send with it, or nil for an unknown error.
    static func problem(for error: any Error, requestID: String) -> (problem: Problem, headers: HTTPHeaders)? {
        switch error {
        case let error as any DomainError:
            return problem(refusing: error, requestID: requestID)
        case let error as HTTPError:
            return (problem(code(for: error.status), error.status, error.message, [], requestID), error.headers)
        case let error as JSONSyntaxError:
            return problem(
                refusing: Refusal(kind: .malformed, code: "malformed_json", message: error.message),
                requestID: requestID)
        case let error as JSONFieldError:
            let failure = FieldError(field: error.field, code: error.reason.rawValue, message: error.message)
            let detail = "The field \(error.field.isEmpty ? "(body)" : error.field) is not valid."
            return problem(
                refusing: Refusal(kind: .invalid, code: "validation_failed", message: detail, fieldErrors: [failure]),
                requestID: requestID)
        case StoreError.busy, StoreError.closed, StoreError.io, StoreError.unavailable, StoreError.conflict:
            let busy = Refusal(
                kind: .unavailable, code: "unavailable", message: "The service is busy. Try again in a moment.",
                retryAfterSeconds: 2)
            return problem(refusing: busy, requestID: requestID)
        case StoreError.notWritable:
            // A full disk or a read-only file: the transaction rolled back whole, and space takes a while to return.
            let notSaved = Refusal(
                kind: .unavailable, code: "unavailable",
                message: "We could not save that, and nothing was changed. Try again in a moment.",
                retryAfterSeconds: 5)
            return problem(refusing: notSaved, requestID: requestID)
        default:
            return nil
        }
    }

    /// The problem answering a domain error: its kind gives the status.
    static func problem(refusing error: any DomainError, requestID: String) -> (problem: Problem, headers: HTTPHeaders)
    {
        var headers = HTTPHeaders()
        if let seconds = error.retryAfterSeconds { headers.set("Retry-After", String(seconds)) }
        if error.code == ProblemCode.unauthenticated.code { headers.set("WWW-Authenticate", "Bearer") }
        var problem = problem(error.code, error.kind.httpStatus, error.message, error.fieldErrors, requestID)
        problem.region = (error as? OtherRegion)?.region
        problem.clientSecret = (error as? PaymentError)?.clientSecret
        return (problem, headers)
    }

    /// The problem+json answer to `error`, or nil for an unknown error.
    public static func response(for error: any Error, requestID: String) -> Response? {
        guard let (problem, headers) = problem(for: error, requestID: requestID) else { return nil }
        var response = Response(
            status: problem.status, headers: ["Content-Type": "application/problem+json"],
            body: (try? Array(JSONCoding.encode(problem))) ?? [])
        for (name, value) in headers { response.headers.set(name, value) }
        return response
    }

    private static func problem(
        _ code: String, _ status: Int, _ detail: String, _ errors: [FieldError], _ requestID: String
    ) -> Problem {
        Problem(
            code: code, title: HTTPStatus.phrase(status), status: status, detail: detail, errors: errors,
            requestId: requestID)
    }

    /// The code of a status the HTTP layer answers by itself.
    private static func code(for status: Int) -> String {
        switch status {
        case 404: ProblemCode.notFound.code
        case 405: "method_not_allowed"
        case 413: ProblemCode.bodyTooLarge.code
        case 415: ProblemCode.unsupportedMediaType.code
        case 501: "not_implemented"
        case 500...: "internal_error"
        default: "bad_request"
        }
    }
}
