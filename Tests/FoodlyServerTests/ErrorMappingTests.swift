import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyShared
import Foundation
import Testing

@testable import FoodlyServer

/// Every domain error becomes a problem through the one mapping: its kind gives the status, its code and message
/// the body.
@Suite("Error mapping")
struct ErrorMappingTests {
    static func problem(_ error: any Error) throws -> (Problem, HTTPHeaders) {
        try #require(ErrorMapping.problem(for: error, requestID: "r1"))
    }

    @Test(arguments: ProblemKind.allCases)
    func everyKindMapsToItsStatus(_ kind: ProblemKind) throws {
        let (problem, _) = try ErrorMappingTests.problem(Refusal(kind: kind, code: "some_code", message: "Why."))
        #expect(problem.status == kind.httpStatus)
        #expect(problem.title == HTTPStatus.phrase(kind.httpStatus))
        #expect(problem.type == "urn:foodly:problem:some_code")
        #expect(problem.detail == "Why.")
        #expect(problem.errors == nil)
        #expect(problem.requestId == "r1")
    }

    @Test func anotherRegionsPointIs421NamingTheRegion() throws {
        let (problem, _) = try ErrorMappingTests.problem(OtherRegion.point(servedBy: "east", served: ["west"]))
        #expect(problem.status == 421 && problem.code == "other_region" && problem.region == "east")
        #expect(problem.detail == "This place is served by region \"east\"; this server holds only \"west\".")
        let (other, _) = try ErrorMappingTests.problem(Refusal(kind: .conflict, code: "some_code", message: "Why."))
        #expect(other.region == nil)
    }

    @Test func theKindsHaveDistinctStatuses() {
        #expect(Set(ProblemKind.allCases.map(\.httpStatus)).count == ProblemKind.allCases.count)
    }

    @Test func accountErrorsKeepTheirCodesStatusesAndHeaders() throws {
        let cases: [(AccountError, Int, String)] = [
            (.emailTaken, 409, "email_taken"), (.invalidCredentials, 401, "invalid_credentials"),
            (.throttled(retryAfterSeconds: 61), 429, "too_many_attempts"), (.unauthenticated, 401, "unauthenticated"),
        ]
        for (error, status, code) in cases {
            let (problem, _) = try ErrorMappingTests.problem(error)
            #expect(problem.status == status && problem.code == code)
        }
        let (throttled, headers) = try ErrorMappingTests.problem(AccountError.throttled(retryAfterSeconds: 61))
        #expect(headers["Retry-After"] == "61")
        #expect(throttled.detail == "Too many failed attempts. Try again in 2 minutes.")
        #expect(try ErrorMappingTests.problem(AccountError.unauthenticated).1["WWW-Authenticate"] == "Bearer")
        #expect(try ErrorMappingTests.problem(AccountError.emailTaken).0.errors?.first?.field == "email")
    }

    @Test func validationFailuresAre422WithTheirFields() throws {
        let one = FieldError(field: "email", code: "required", message: "Enter your email.")
        let (single, _) = try ErrorMappingTests.problem(ValidationFailure([one]))
        #expect(single.status == 422 && single.code == "validation_failed" && single.detail == "Enter your email.")
        let (several, _) = try ErrorMappingTests.problem(ValidationFailure([one, one]))
        #expect(several.detail == "Some fields are not valid." && several.errors?.count == 2)
    }

    @Test func orderingErrorsMapByKind() throws {
        let (problem, _) = try ErrorMappingTests.problem(OrderingError.forbidden)
        #expect(problem.status == 403 && problem.code == "forbidden")
    }

    @Test func theHTTPLayersOwnErrorsGetCodes() throws {
        let cases: [(HTTPError, String)] = [
            (HTTPError(status: 404, message: "No."), "not_found"),
            (HTTPError(status: 405, message: "No."), "method_not_allowed"),
            (HTTPError(status: 413, message: "No."), "body_too_large"),
            (HTTPError(status: 415, message: "No."), "unsupported_media_type"),
            (HTTPError(status: 500, message: "No."), "internal_error"),
        ]
        for (error, code) in cases {
            let (problem, _) = try ErrorMappingTests.problem(error)
            #expect(problem.status == error.status && problem.code == code)
        }
    }

    @Test func unknownErrorsAreNotMapped() {
        struct Unknown: Error {}
        #expect(ErrorMapping.problem(for: Unknown(), requestID: "r1") == nil)
    }
}
