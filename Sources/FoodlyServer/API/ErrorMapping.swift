import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyStore

/// The one place where domain and store errors become HTTP problems. Unknown errors return nil (→ 500).
enum ErrorMapping {
    static func httpError(for error: any Error) -> HTTPError? {
        switch error {
        case let failure as ValidationFailure:
            return .validation(
                failure.issues.map { HTTPError.FieldError(field: $0.field, code: $0.code, message: $0.message) },
                detail: failure.issues.count == 1 ? failure.issues[0].message : "Some fields are not valid.")
        case let error as AccountError:
            return accountError(error)
        case let error as OrderingError:
            return HTTPError(status: error.kind.httpStatus, code: error.code, detail: error.message)
        case StoreError.busy, StoreError.closed, StoreError.io, StoreError.unavailable, StoreError.conflict:
            return HTTPError(
                status: 503, code: "unavailable", detail: "The service is busy. Try again in a moment.",
                headers: ["Retry-After": "2"])
        default:
            return nil
        }
    }

    private static func accountError(_ error: AccountError) -> HTTPError {
        switch error {
        case .emailTaken:
            return HTTPError(
                status: 409, code: "email_taken", detail: "An account with this email address already exists.",
                errors: [
                    .init(field: "email", code: "email_taken", message: "This email address is already registered.")
                ])
        case .invalidCredentials:
            return HTTPError(status: 401, code: "invalid_credentials", detail: "The email or password is not correct.")
        case .throttled(let seconds):
            let minutes = max(1, (seconds + 59) / 60)
            return HTTPError(
                status: 429, code: "too_many_attempts",
                detail: "Too many failed attempts. Try again in \(minutes) minute\(minutes == 1 ? "" : "s").",
                headers: ["Retry-After": String(seconds)])
        case .unauthenticated:
            return HTTPError(
                status: 401, code: "unauthenticated", detail: "Log in to continue.",
                headers: ["WWW-Authenticate": "Bearer"])
        }
    }
}
