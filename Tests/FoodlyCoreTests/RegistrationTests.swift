import FoodlyCore
import FoodlyShared
import Testing

/// The issues `registration.validated()` throws, or [] when it is valid.
func registrationIssues(_ registration: Registration) -> [FieldError] {
    do {
        _ = try registration.validated()
        return []
    } catch let failure as ValidationFailure {
        return failure.issues
    } catch {
        Issue.record("unexpected error \(error)")
        return []
    }
}

@Suite("Registration")
struct RegistrationTests {
    @Test func aValidRegistrationIsCleanedUp() throws {
        let valid = try Registration(
            fullName: "  Ada   Lovelace ", email: " Ada.Lovelace@Example.COM ", password: "abcdef1!"
        ).validated()
        #expect(valid.fullName == "Ada Lovelace")
        #expect(valid.email == "ada.lovelace@example.com")
        #expect(valid.password == "abcdef1!")
    }

    @Test func everyFailingFieldIsReportedAtOnce() {
        let issues = registrationIssues(Registration(fullName: "", email: "", password: ""))
        #expect(issues.map(\.field) == ["fullName", "email", "password"])
        #expect(issues.map(\.code) == ["required", "required", "required"])
    }

    @Test func differentProblemsInEachFieldAreReportedTogether() {
        let issues = registrationIssues(Registration(fullName: "Ada", email: "a@b", password: "abcdefg1"))
        #expect(issues.map(\.field) == ["fullName", "email", "password"])
        #expect(issues.map(\.code) == ["first_and_last_name", "invalid_email", "too_weak"])
        #expect(issues.allSatisfy { !$0.message.isEmpty })
    }

    @Test(arguments: [
        (Registration(fullName: "Ada", email: "a@b.co", password: "abcdef1!"), ["fullName"]),
        (Registration(fullName: "Ada Lovelace", email: "a@@b.co", password: "abcdef1!"), ["email"]),
        (Registration(fullName: "Ada Lovelace", email: "a@b.co", password: "        "), ["password"]),
        (Registration(fullName: "Ada", email: "a@b.co", password: "short"), ["fullName", "password"]),
    ])
    func onlyTheFailingFieldsAreReported(registration: Registration, fields: [String]) {
        #expect(registrationIssues(registration).map(\.field) == fields)
    }
}
