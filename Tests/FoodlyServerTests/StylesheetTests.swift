import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// The stylesheet the pages link: its blocks close where they should. An `@media` block left open swallows every
/// rule after it (browsers close it at the end of the file), so phone layouts silently lose their styles.
@Suite("Web: the stylesheet")
struct StylesheetTests {
    @Test func everyBlockClosesAndNoMediaQueryOpensInsideAnother() throws {
        let app = try TestApp()
        let login = String(decoding: app.send(.get, "/login").body, as: UTF8.self)
        let path = try #require(login.split(separator: "\"").first { $0.hasPrefix("/static/app.css") })
        let answer = app.send(.get, String(path))
        #expect(answer.status == 200)
        let css = String(decoding: answer.body, as: UTF8.self).replacing(/\/\*[\s\S]*?\*\//, with: "")
        var depth = 0
        var opened: [Int] = []
        var line = 1
        var rest = Substring(css)
        while let character = rest.first {
            if rest.hasPrefix("@media") {
                #expect(depth == 0, "an @media at line \(line) (comments removed) opens inside a block")
            }
            switch character {
            case "{":
                depth += 1
                opened.append(line)
            case "}":
                depth -= 1
                #expect(depth >= 0, "a } at line \(line) closes nothing")
                _ = opened.popLast()
            case "\n": line += 1
            default: break
            }
            rest = rest.dropFirst()
        }
        #expect(depth == 0, "blocks opened at lines \(opened) (comments removed) are never closed")
    }
}
