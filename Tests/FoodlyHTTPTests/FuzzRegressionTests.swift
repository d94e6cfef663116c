import FoodlyHTTP
import FoodlyShared
import Foundation
import Testing

/// Inputs the fuzzers in `fuzz/` found, kept as tests (the inputs are in `fuzz/corpus` too).
@Suite("Fuzzer findings")
struct FuzzRegressionTests {
    /// A `?` or `&` that a combining mark follows is one `Character` with it; the query is still split there.
    @Test func queryMarksBeforeACombiningMarkStillSplit() {
        let request = Request(method: .get, target: "/search?\u{6D9}q=1&\u{301}x=2")
        #expect(request.path == "/search")
        #expect(request.query == Parameters([("\u{6D9}q", "1"), ("\u{301}x", "2")]))
        #expect(Parameters(urlEncoded: "a=\u{301}&b=2") == Parameters([("a", "\u{301}"), ("b", "2")]))
    }

    /// A path segment starting with a combining mark is still a segment of its own (the router found
    /// `/api/v1/kitchen/orders/\u{64C}…/preparing` under no route, and could capture a `/` in a parameter).
    @Test func pathSegmentsStartingWithACombiningMarkAreSegments() throws {
        var router = Router()
        router.get("/orders/:id") { request in .text(try request.parameter("id")) }
        router.post("/orders/:id/cancel") { request in .text(try request.parameter("id")) }
        guard case .found(let route, let parameters) = router.match(.post, "/orders/\u{64C}1/cancel") else {
            Issue.record("no route for a segment that starts with a combining mark")
            return
        }
        #expect(route.pattern == "/orders/:id/cancel")
        #expect(parameters == ["id": "\u{64C}1"])
        #expect(router.match(.get, "/orders/1/\u{301}x").isNotFound)
    }

    /// A string with a lone surrogate escape is refused as the decoder refuses it, where it is, and not as
    /// "expected a list" at the root (a `JSONValue` takes every type, so "wrong type" was never true).
    @Test func aLoneSurrogateIsNotAWrongType() {
        for body in [#""\ud800""#, #"{"a": ["\ud800"]}"#] {
            let request = Request(
                method: .post, target: "/", headers: ["Content-Type": "application/json"], body: Array(body.utf8))
            #expect(throws: JSONSyntaxError.self, "\(body)") { try request.decodeJSON(JSONValue.self) }
        }
    }

    /// Foundation's parser accepts `0\0\u{1}`, so the error was placed at the end; a NUL byte is never JSON.
    @Test func aSyntaxErrorIsAtTheFirstNULByteAtTheLatest() {
        let error = JSONSyntaxError(data: Data([0x30, 0x00, 0x01]))
        #expect(error.offset == 1 && error.column == 2)
        #expect(JSONSyntaxError(data: Data(#"{"a": x}\#0"#.utf8)).offset == 6, "the parser's own place when earlier")
    }
}

extension Router.Match {
    fileprivate var isNotFound: Bool {
        if case .notFound = self { true } else { false }
    }
}
