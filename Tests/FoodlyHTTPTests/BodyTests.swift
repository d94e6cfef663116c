import FoodlyHTTP
import Foundation
import Testing

@Suite("Request bodies, in process")
struct BodyTests {
    let responder = TestRoutes.responder()

    func post(_ path: String, _ body: String, type: String?) -> (Int, String) {
        var headers = HTTPHeaders()
        if let type { headers.add("Content-Type", type) }
        let response = responder.respond(
            to: Request(method: .post, target: path, headers: headers, body: Array(body.utf8)))
        return (response.status, String(decoding: response.body, as: UTF8.self))
    }

    @Test func jsonRoundTrip() {
        let (status, body) = post("/greet", #"{"name":"Ada","count":2}"#, type: "application/json; charset=utf-8")
        #expect(status == 201)
        #expect(body == #"{"count":2,"name":"Ada"}"#)
    }

    @Test func otherContentTypeIs415() {
        #expect(post("/greet", #"{"name":"Ada","count":2}"#, type: "text/plain").0 == 415)
        #expect(post("/greet", #"{"name":"Ada","count":2}"#, type: nil).0 == 415)
        #expect(post("/form", "name=x", type: "application/json").0 == 415)
    }

    @Test func malformedJSONIs400WithPosition() {
        let (status, body) = post("/greet", "{\n  \"name\": \"Ada\",\n  \"count\": x\n}", type: "application/json")
        #expect(status == 400)
        #expect(body.contains(#""code":"malformed_json""#))
        #expect(body.contains("line 3, column 12"))
    }

    @Test func truncatedJSONIs400() {
        let (status, body) = post("/greet", #"{"name":"#, type: "application/json")
        #expect(status == 400)
        #expect(body.contains("byte 8"))
    }

    @Test func wrongTypeAndMissingFieldAre422WithPath() {
        let (status, body) = post("/greet", #"{"name":"Ada","count":"two"}"#, type: "application/json")
        #expect(status == 422)
        #expect(body.contains(#""field":"count""#))
        #expect(body.contains(#""code":"wrong_type""#))
        let missing = post("/greet", #"{"name":"Ada"}"#, type: "application/json")
        #expect(missing.0 == 422)
        #expect(missing.1.contains(#""field":"count""#))
        #expect(missing.1.contains(#""code":"required""#))
    }

    @Test(arguments: [
        (#"{"name":"Ada","count":1.5}"#, "count", "not_an_integer"),
        (#"{"name":"Ada","count":9223372036854775808}"#, "count", "out_of_range"),
        (#"{"name":"Ada","count":1e308}"#, "count", "out_of_range"),
        (#"{"count":-1e400,"name":"Ada"}"#, "count", "out_of_range"),
        (
            #"{"name":"A\"d,a:1.5","stops":[{"latitude":1.5,"minutes":2},{"latitude":1e400,"minutes":1}]}"#,
            "stops[1].latitude", "out_of_range"
        ),
        (
            #"{"name":"Ada","stops":[{"latitude":2.5,"minutes":2},{"latitude":1.25,"minutes":2.5}]}"#,
            "stops[1].minutes", "not_an_integer"
        ),
    ])
    func aNumberTheFieldCannotHoldIs422NamingIt(body: String, field: String, code: String) throws {
        let (status, answer) = post(body.contains("stops") ? "/trip" : "/greet", body, type: "application/json")
        #expect(status == 422, "\(answer)")
        let problem = try #require(try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])
        let errors = problem["errors"] as? [[String: Any]] ?? []
        #expect(errors.map { $0["field"] as? String } == [field])
        #expect(errors.map { $0["code"] as? String } == [code])
    }

    @Test func numbersInBrokenJSONAreStillASyntaxError() {
        let (status, body) = post(
            "/trip", #"{"name":"A","stops":[{"latitude":1.5,"minutes":1.5}]"#, type: "application/json")
        #expect(status == 400)
        #expect(body.contains(#""code":"malformed_json""#))
    }

    @Test func formDecoding() {
        #expect(
            post("/form", "name=Jo+Bloggs%21&x=1", type: "application/x-www-form-urlencoded") == (200, "Jo Bloggs!"))
    }

    @Test func cookiesAreParsed() {
        let response = responder.respond(
            to: Request(method: .get, target: "/cookies", headers: ["Cookie": "b=2; a=1;  c = 3 "]))
        #expect(String(decoding: response.body, as: UTF8.self) == "a=1;b=2;c=3")
    }

    @Test func setCookieDefaultsAreSafe() {
        #expect(SetCookie(name: "sid", value: "v").headerValue == "sid=v; Path=/; HttpOnly; SameSite=Lax")
        #expect(
            SetCookie.expired("sid", secure: true).headerValue
                == "sid=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax")
    }
}
