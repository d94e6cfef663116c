import FoodlyHTML
import Testing

@Suite("Script URLs in URL attributes")
struct URLSafetyTests {
    @Test(arguments: [
        "javascript:alert(1)",
        "  JaVaScRiPt:alert(1)",
        "JAVASCRIPT:alert(1)",
        "\u{01}\u{1F}\t\n javascript:alert(1)",
        "java\tscript:alert(1)",
        "java\nscr\ript:alert(1)",
        "vbscript:msgbox(1)",
        " VBScript:msgbox(1)",
        "data:text/html,<script>alert(1)</script>",
        "DATA:text/html;base64,PHNjcmlwdD4=",
        "data:image/png;base64,iVBORw0KGgo=",
    ])
    func scriptURLsInHrefBecomeHash(url: String) {
        #expect(a(.href(url)) { "x" }.render() == "<a href=\"#\">x</a>")
    }

    @Test func otherURLAttributesAreChecked() {
        #expect(form(.action("javascript:alert(1)")).render() == "<form action=\"#\"></form>")
        #expect(button(.attr("formaction", " javascript:alert(1)")).render() == "<button formaction=\"#\"></button>")
        #expect(img(.src("javascript:alert(1)")).render() == "<img src=\"#\">")
        #expect(Node.element("a", [.attr("HREF", "JavaScript:alert(1)")]).render() == "<a HREF=\"#\"></a>")
    }

    @Test func dataImagesAreAllowedInSrcOnly() {
        #expect(
            img(.src("data:image/png;base64,iVBORw0KGgo=")).render()
                == "<img src=\"data:image/png;base64,iVBORw0KGgo=\">")
        #expect(img(.src(" DATA:Image/GIF;base64,R0lG")).render() == "<img src=\" DATA:Image/GIF;base64,R0lG\">")
        #expect(img(.src("data:text/html,<b>")).render() == "<img src=\"#\">")
        #expect(img(.src("data:,hello")).render() == "<img src=\"#\">")
        #expect(img(.src("data:imagex/png,AA")).render() == "<img src=\"#\">")
        #expect(a(.href("data:image/png;base64,AA")).render() == "<a href=\"#\"></a>")
    }

    @Test(arguments: [
        ("/menu", "/menu"),
        ("https://example.com/a?b=1&c=2", "https://example.com/a?b=1&amp;c=2"),
        ("mailto:help@example.com", "mailto:help@example.com"),
        ("tel:+33123456789", "tel:+33123456789"),
        ("#top", "#top"),
        ("javascript-tips.html", "javascript-tips.html"),
        ("/search?q=javascript:alert(1)", "/search?q=javascript:alert(1)"),
        ("&#106;avascript:alert(1)", "&amp;#106;avascript:alert(1)"),
        ("", ""),
    ])
    func safeURLsAreKept(url: String, rendered: String) {
        #expect(a(.href(url)).render() == "<a href=\"\(rendered)\"></a>")
    }

    @Test func nonURLAttributesAreNotRewritten() {
        #expect(span(.title("javascript:alert(1)")).render() == "<span title=\"javascript:alert(1)\"></span>")
        #expect(input(.value("data:text/html,x")).render() == "<input value=\"data:text/html,x\">")
    }
}
