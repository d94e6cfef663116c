import FoodlyAPI
import FoodlyHTTP
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// Shared helpers of the account API tests.
enum AccountAPI {
    static let password = "abcdef1!"

    /// Registers through the API and returns the token.
    static func register(
        _ app: TestApp, name: String = "Ada Lovelace", email: String = "ada@example.com"
    ) throws -> String {
        let response = app.send(
            .post, "/api/v1/users", headers: CatalogAPI.json,
            body: CatalogAPI.body(["fullName": name, "email": email, "password": password]))
        try #require(response.status == 201, "\(String(decoding: response.body, as: UTF8.self))")
        return try #require(try CatalogAPI.object(response)["token"] as? String)
    }

    /// Logs in through the API.
    static func login(_ app: TestApp, _ email: String, _ password: String) -> Response {
        app.send(
            .post, "/api/v1/sessions", headers: CatalogAPI.json,
            body: CatalogAPI.body(["email": email, "password": password]))
    }

    /// The number of rows in `users`.
    static func userCount(_ app: TestApp) throws -> Int {
        try app.database.read { try $0.query("SELECT id FROM users").count }
    }
}

@Suite("Account API: registration and sessions")
struct AccountAPITests {
    @Test func registeringReturnsTheFullUserAndAToken() throws {
        let app = try TestApp()
        let response = app.send(
            .post, "/api/v1/users", headers: CatalogAPI.json,
            body: CatalogAPI.body(["fullName": "Ada Lovelace", "email": "Ada@Example.com", "password": "abcdef1!"]))
        #expect(response.status == 201)
        #expect(response.headers["Content-Type"] == "application/json")
        let object = try CatalogAPI.object(response)
        #expect(Set(object.keys) == ["user", "token", "deviceToken"])
        #expect((object["token"] as? String)?.count == 43)
        let user = try #require(object["user"] as? [String: Any])
        #expect(
            Set(user.keys) == [
                "id", "fullName", "email", "emailVerified", "phone", "address", "dailyKcalTarget", "diets",
                "avoidAllergens", "showCalories", "role", "createdAt",
            ])
        #expect(user["emailVerified"] as? Bool == false)
        #expect((user["id"] as? String)?.isEmpty == false)
        #expect(user["fullName"] as? String == "Ada Lovelace")
        #expect(user["email"] as? String == "ada@example.com")
        #expect(user["phone"] is NSNull)
        #expect(user["address"] is NSNull)
        #expect(user["dailyKcalTarget"] is NSNull)
        #expect((user["diets"] as? [Any])?.isEmpty == true)
        #expect((user["avoidAllergens"] as? [Any])?.isEmpty == true)
        #expect(user["showCalories"] as? Bool == true)
        #expect(user["role"] as? String == "customer")
        let createdAt = try #require(user["createdAt"] as? String)
        #expect(createdAt.hasSuffix("Z"))
        #expect(try Date.ISO8601FormatStyle().parse(createdAt).timeIntervalSinceNow.magnitude < 60)
    }

    @Test func aTakenEmailIs409AndAddsNoAccount() throws {
        let app = try TestApp()
        _ = try AccountAPI.register(app)
        let response = app.send(
            .post, "/api/v1/users", headers: CatalogAPI.json,
            body: CatalogAPI.body(["fullName": "Ada Other", "email": "ADA@example.com", "password": "abcdef1!"]))
        #expect(response.status == 409)
        #expect(response.headers["Content-Type"] == "application/problem+json")
        #expect(try CatalogAPI.problem(response).code == "email_taken")
        #expect(try AccountAPI.userCount(app) == 1)
    }

    @Test func anEmptyFormReportsEveryFieldAndWritesNothing() throws {
        let app = try TestApp()
        let response = app.send(
            .post, "/api/v1/users", headers: CatalogAPI.json, body: #"{"fullName":"","email":"","password":""}"#)
        #expect(response.status == 422)
        let problem = try CatalogAPI.problem(response)
        #expect(problem.code == "validation_failed")
        #expect(problem.fields == ["fullName", "email", "password"])
        #expect(try AccountAPI.userCount(app) == 0)
    }

    @Test func brokenOrWronglyTypedBodiesAreRefused() throws {
        let app = try TestApp()
        let malformed = app.send(.post, "/api/v1/users", headers: CatalogAPI.json, body: #"{"fullName": "Ada"#)
        #expect(malformed.status == 400)
        #expect(try CatalogAPI.problem(malformed).code == "malformed_json")
        let plain = app.send(
            .post, "/api/v1/users", headers: ["Content-Type": "text/plain"],
            body: #"{"fullName":"Ada Lovelace","email":"a@b.co","password":"abcdef1!"}"#)
        #expect(plain.status == 415)
        #expect(try CatalogAPI.problem(plain).code == "unsupported_media_type")
        let missing = app.send(.post, "/api/v1/users", headers: CatalogAPI.json, body: #"{"fullName":"Ada Lovelace"}"#)
        #expect(missing.status == 422)
        #expect(try AccountAPI.userCount(app) == 0)
    }

    @Test func aBodyOverOneMebibyteIs413OnALiveServer() throws {
        let app = try TestApp()
        let live = try LiveServer(responder: app.responder)
        defer { live.stop() }
        func post(size: Int) throws -> RawHTTPConnection.Reply {
            let head = #"{"email":"a@b.co","password":"abcdef1!","fullName":""#
            let body = head + String(repeating: "a", count: size - head.utf8.count - 2) + #""}"#
            #expect(body.utf8.count == size)
            return try live.connect().request(
                "POST", "/api/v1/users", headers: ["Content-Type": "application/json"], body: Array(body.utf8))
        }
        let tooLarge = try post(size: (1 << 20) + 1)
        #expect(tooLarge.status == 413)
        #expect(tooLarge.text.contains("body_too_large"))
        let atTheLimit = try post(size: 1 << 20)
        #expect(atTheLimit.status == 422)
        #expect(try AccountAPI.userCount(app) == 0)
    }

    @Test func loggingInOpensANewSession() throws {
        let app = try TestApp()
        let first = try AccountAPI.register(app)
        let response = AccountAPI.login(app, " ADA@example.com", AccountAPI.password)
        #expect(response.status == 201)
        let object = try CatalogAPI.object(response)
        let token = try #require(object["token"] as? String)
        #expect(token.count == 43 && token != first)
        #expect((object["user"] as? [String: Any])?["email"] as? String == "ada@example.com")
        #expect(app.send(.get, "/api/v1/me", headers: CatalogAPI.bearer(token)).status == 200)
    }

    @Test func aDeviceKeepsItsTokenAcrossLoginsAndAnotherGetsItsOwn() throws {
        let app = try TestApp()
        func login(_ device: String?) throws -> AuthResponse {
            let response = app.send(
                .post, "/api/v1/sessions", headers: CatalogAPI.json,
                body: String(
                    decoding: try JSONEncoder().encode(
                        LoginRequest(email: "ada@example.com", password: AccountAPI.password, deviceToken: device)),
                    as: UTF8.self))
            try #require(response.status == 201)
            return try response.decoded(AuthResponse.self)
        }
        let registered = try app.send(
            .post, "/api/v1/users", headers: CatalogAPI.json,
            body: CatalogAPI.body([
                "fullName": "Ada Lovelace", "email": "ada@example.com", "password": AccountAPI.password,
            ])
        ).decoded(AuthResponse.self)
        #expect(registered.deviceToken.count == 43 && registered.deviceToken != registered.token)
        #expect(try login(registered.deviceToken).deviceToken == registered.deviceToken, "the same device")
        let laptop = try login(nil).deviceToken
        #expect(laptop.count == 43 && laptop != registered.deviceToken, "a new device gets its own")
        #expect(try login("not-a-token").deviceToken != "not-a-token", "an unknown token is replaced")
        #expect(try login(laptop).deviceToken == laptop)
    }

    @Test func theLoginFormRemembersTheBrowserInAYearLongHttpOnlyCookie() throws {
        let app = try TestApp()
        _ = try AccountAPI.register(app)
        func login(device: String?) throws -> String {
            var headers = WebOrderingTests.headers("", form: true)
            if let device { headers.set("Cookie", "foodly_csrf=\(WebOrderingTests.csrf); foodly_device=\(device)") }
            let response = app.send(
                .post, "/login", headers: headers,
                body: "email=ada%40example.com&password=abcdef1%21&_csrf=\(WebOrderingTests.csrf)")
            try #require(response.status == 303)
            let cookie = try #require(
                response.headers.values(for: "Set-Cookie").first { $0.hasPrefix("foodly_device=") })
            #expect(cookie.contains("HttpOnly") && cookie.contains("Max-Age=31536000"))
            return String(cookie.dropFirst("foodly_device=".count).prefix { $0 != ";" })
        }
        let first = try login(device: nil)
        #expect(first.count == 43)
        #expect(try login(device: first) == first)
    }

    @Test func aWrongPasswordAndAnUnknownEmailLookTheSame() throws {
        let app = try TestApp()
        _ = try AccountAPI.register(app)
        let wrong = AccountAPI.login(app, "ada@example.com", "abcdef1?")
        let unknown = AccountAPI.login(app, "nobody@example.com", "abcdef1!")
        #expect(wrong.status == 401 && unknown.status == 401)
        var wrongBody = try CatalogAPI.object(wrong)
        var unknownBody = try CatalogAPI.object(unknown)
        #expect(wrongBody["code"] as? String == "invalid_credentials")
        #expect(wrongBody.removeValue(forKey: "requestId") != nil)
        #expect(unknownBody.removeValue(forKey: "requestId") != nil)
        #expect(CatalogAPI.body(wrongBody) == CatalogAPI.body(unknownBody))
        #expect(wrong.headers["WWW-Authenticate"] == unknown.headers["WWW-Authenticate"])
    }

    @Test func aFailurePastTheFreeOnesIs429WithRetryAfter() throws {
        let app = try TestApp()
        _ = try AccountAPI.register(app)
        // Four failures are free; the fifth makes the next attempt wait 30 s.
        var fifthFailure = Date()
        for attempt in 1...5 {
            if attempt == 5 { fifthFailure = Date() }
            #expect(AccountAPI.login(app, "ada@example.com", "wrong-password-1!").status == 401)
        }
        let response = AccountAPI.login(app, "ada@example.com", AccountAPI.password)
        #expect(response.status == 429)
        #expect(try CatalogAPI.problem(response).code == "too_many_attempts")
        // 30 s from the fifth failure, counted down by the real clock (a loaded machine can take a second here).
        let elapsed = Int(Date().timeIntervalSince(fifthFailure).rounded(.down))
        let retryAfter = try #require(response.headers["Retry-After"].flatMap { Int($0) })
        #expect((30 - elapsed)...30 ~= retryAfter)
    }

    @Test func meNeedsAValidBearerToken() throws {
        let app = try TestApp()
        let token = try AccountAPI.register(app)
        for headers: HTTPHeaders in [
            [:], ["Authorization": "Bearer nope"], ["Authorization": "Basic YWRhOmFiY2RlZjEh"],
            ["Authorization": "Bearer"],
        ] {
            let response = app.send(.get, "/api/v1/me", headers: headers)
            #expect(response.status == 401)
            #expect(response.headers["WWW-Authenticate"] == "Bearer")
            #expect(try CatalogAPI.problem(response).code == "unauthenticated")
        }
        let response = app.send(.get, "/api/v1/me", headers: ["Authorization": "Bearer \(token)"])
        #expect(response.status == 200)
        #expect(try CatalogAPI.object(response)["email"] as? String == "ada@example.com")
        // The scheme name is case-insensitive (RFC 9110 section 11.1).
        #expect(app.send(.get, "/api/v1/me", headers: ["Authorization": "bearer \(token)"]).status == 200)
    }

    @Test func loggingOutEndsTheSession() throws {
        let app = try TestApp()
        let token = try AccountAPI.register(app)
        let response = app.send(.delete, "/api/v1/sessions/current", headers: CatalogAPI.bearer(token))
        #expect(response.status == 204)
        #expect(response.body.isEmpty)
        #expect(app.send(.get, "/api/v1/me", headers: CatalogAPI.bearer(token)).status == 401)
        #expect(app.send(.delete, "/api/v1/sessions/current", headers: CatalogAPI.bearer(token)).status == 401)
    }

    @Test func passwordsAndTokensNeverReachTheLog() throws {
        let capture = LogCapture()
        let app = try TestApp(logger: capture.logger)
        let password = "Secret-pass-42!"
        let registered = app.send(
            .post, "/api/v1/users", headers: CatalogAPI.json,
            body: CatalogAPI.body(["fullName": "Ada Lovelace", "email": "ada@example.com", "password": password]))
        let token = try #require(try CatalogAPI.object(registered)["token"] as? String)
        let login = AccountAPI.login(app, "ada@example.com", password)
        let second = try #require(try CatalogAPI.object(login)["token"] as? String)
        _ = AccountAPI.login(app, "ada@example.com", "Wrong-pass-42!")
        _ = app.send(
            .post, "/api/v1/users", headers: CatalogAPI.json,
            body: CatalogAPI.body(["fullName": "Ada", "email": "x", "password": "weak-secret"]))
        _ = app.send(.get, "/api/v1/me", headers: CatalogAPI.bearer(token))
        _ = app.send(.delete, "/api/v1/sessions/current", headers: CatalogAPI.bearer(second))
        let lines = capture.lines
        #expect(lines.count >= 6)
        for secret in [password, "Wrong-pass-42!", "weak-secret", token, second] {
            #expect(!lines.contains { $0.contains(secret) }, "\(secret) was logged")
        }
    }
}
