import FoodlyHTML
import Testing

@Suite("Attributes")
struct AttributeTests {
    @Test func booleanAttributesRenderBare() {
        let node = input(.type("checkbox"), .name("vegan"), .bool("checked"), .bool("disabled"), .bool("required"))
        #expect(node.render() == "<input type=\"checkbox\" name=\"vegan\" checked disabled required>")
        #expect(div(.bool("hidden")).render() == "<div hidden></div>")
    }

    @Test func falseBooleanAttributesAreOmitted() {
        #expect(div(.bool("hidden", false)).render() == "<div></div>")
        let choice = option(.value("2"), .bool("selected", false), .bool("disabled", true)) { "Two" }
        #expect(choice.render() == "<option value=\"2\" disabled>Two</option>")
    }

    @Test func conveniences() {
        let cases: [(Attribute, String)] = [
            (.class("btn btn-primary"), "class=\"btn btn-primary\""),
            (.id("main"), "id=\"main\""),
            (.href("/cart"), "href=\"/cart\""),
            (.src("/logo.png"), "src=\"/logo.png\""),
            (.alt("Logo"), "alt=\"Logo\""),
            (.type("submit"), "type=\"submit\""),
            (.name("q"), "name=\"q\""),
            (.value("pizza"), "value=\"pizza\""),
            (.action("/login"), "action=\"/login\""),
            (.method("post"), "method=\"post\""),
            (.for("email"), "for=\"email\""),
            (.placeholder("Search dishes"), "placeholder=\"Search dishes\""),
            (.rel("noopener"), "rel=\"noopener\""),
            (.title("Info"), "title=\"Info\""),
            (.role("alert"), "role=\"alert\""),
            (.aria("label", "Close"), "aria-label=\"Close\""),
            (.data("dish-id", "42"), "data-dish-id=\"42\""),
            (.attr("inputmode", "numeric"), "inputmode=\"numeric\""),
            (.attr("xml:lang", "fr"), "xml:lang=\"fr\""),
            (.attr("autocomplete", ""), "autocomplete=\"\""),
        ]
        for (attribute, expected) in cases {
            #expect(span(attribute).render() == "<span \(expected)></span>")
        }
    }

    @Test func attributesKeepTheirOrder() {
        let node = a(.href("/r/1"), .class("card"), .aria("label", "Open"), .data("id", "1")) { "Open" }
        #expect(node.render() == "<a href=\"/r/1\" class=\"card\" aria-label=\"Open\" data-id=\"1\">Open</a>")
    }

    @Test func nameAndValueAreExposed() {
        #expect(Attribute.class("x").name == "class")
        #expect(Attribute.class("x").value == "x")
        #expect(Attribute.bool("disabled").value == nil)
        #expect(Attribute.href("javascript:alert(1)").value == "#")
        #expect(Attribute.id("a") == Attribute.attr("id", "a"))
    }

    @Test func hostileValuesInDataAndAriaAttributes() {
        let node = button(.aria("label", "<script>alert(1)</script>"), .data("x", "\" onclick=\"alert(1)")) { "X" }
        #expect(
            node.render()
                == "<button aria-label=\"&lt;script&gt;alert(1)&lt;/script&gt;\" data-x=\"&quot; onclick=&quot;alert(1)\">X</button>"
        )
    }

    @Test func labelledFormControl() {
        let node = form(.action("/search"), .method("get")) {
            label(.for("q")) { "Search" }
            input(.id("q"), .type("search"), .name("q"), .bool("required"))
            button(.type("submit")) { "Go" }
        }
        #expect(
            node.render()
                == "<form action=\"/search\" method=\"get\"><label for=\"q\">Search</label>"
                + "<input id=\"q\" type=\"search\" name=\"q\" required><button type=\"submit\">Go</button></form>"
        )
    }
}
