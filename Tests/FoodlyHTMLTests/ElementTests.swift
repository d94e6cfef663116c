import FoodlyHTML
import Testing

@Suite("Elements, void elements and fragments")
struct ElementTests {
    @Test func nestedElements() {
        let node = div(.class("card")) {
            h2 { "Menu" }
            ul {
                li { "Soup" }
                li { strong { "Pizza" } }
            }
        }
        #expect(
            node.render()
                == "<div class=\"card\"><h2>Menu</h2><ul><li>Soup</li><li><strong>Pizza</strong></li></ul></div>"
        )
    }

    @Test func elementsWithoutContent() {
        #expect(div().render() == "<div></div>")
        #expect(span(.id("cart-count")).render() == "<span id=\"cart-count\"></span>")
        #expect(textarea(.name("note")).render() == "<textarea name=\"note\"></textarea>")
    }

    @Test func voidElementsHaveNoClosingTag() {
        #expect(img(.src("/static/soup.jpg"), .alt("Soup")).render() == "<img src=\"/static/soup.jpg\" alt=\"Soup\">")
        #expect(br().render() == "<br>")
        #expect(hr(.class("rule")).render() == "<hr class=\"rule\">")
        #expect(input(.type("email"), .name("email")).render() == "<input type=\"email\" name=\"email\">")
        #expect(meta(.attr("charset", "utf-8")).render() == "<meta charset=\"utf-8\">")
        #expect(link(.rel("stylesheet"), .href("/app.css")).render() == "<link rel=\"stylesheet\" href=\"/app.css\">")
    }

    @Test func genericElementKnowsVoidElementsInAnyCase() {
        for tag in [
            "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
        ] {
            #expect(Node.element(tag).render() == "<\(tag)>")
        }
        #expect(Node.element("BR").render() == "<BR>")
        #expect(
            Node.element("source", [.src("/a.webp"), .type("image/webp")]).render()
                == "<source src=\"/a.webp\" type=\"image/webp\">")
    }

    @Test func genericElements() {
        #expect(
            Node.element("time", [.attr("datetime", "2025-01-01")], [.text("New Year")]).render()
                == "<time datetime=\"2025-01-01\">New Year</time>")
        #expect(Node.element("my-widget").render() == "<my-widget></my-widget>")
        #expect(
            Node.element("details", [.bool("open")]) { Node.element("summary") { "More" } }.render()
                == "<details open><summary>More</summary></details>")
    }

    @Test func tagFunctionsUseTheirTagName() {
        let cases: [(Node, String)] = [
            (div(), "div"), (span(), "span"), (p(), "p"), (a(), "a"), (h1(), "h1"), (h2(), "h2"), (h3(), "h3"),
            (h4(), "h4"), (ul(), "ul"), (ol(), "ol"), (li(), "li"), (nav(), "nav"), (header(), "header"),
            (footer(), "footer"), (main(), "main"), (section(), "section"), (article(), "article"),
            (figure(), "figure"), (figcaption(), "figcaption"), (small(), "small"), (strong(), "strong"),
            (em(), "em"), (form(), "form"), (label(), "label"), (button(), "button"), (select(), "select"),
            (option(), "option"), (textarea(), "textarea"), (fieldset(), "fieldset"), (legend(), "legend"),
            (table(), "table"), (thead(), "thead"), (tbody(), "tbody"), (tr(), "tr"), (th(), "th"), (td(), "td"),
            (title { "" }, "title"), (script(), "script"),
        ]
        for (node, tag) in cases {
            #expect(node.render() == "<\(tag)></\(tag)>")
        }
    }

    @Test func scriptLoadsAFile() {
        #expect(
            script(.src("/static/app.js"), .bool("defer")).render() == "<script src=\"/static/app.js\" defer></script>")
    }

    @Test func fragmentsAndEmpty() {
        #expect(Node.empty.render() == "")
        #expect(Node.fragment([]).render() == "")
        #expect(
            Node.fragment([.text("a&"), .empty, .raw("<i>b</i>"), em { "c" }]).render() == "a&amp;<i>b</i><em>c</em>")
        let items = Node.fragment {
            li { "1" }
            li { "2" }
        }
        #expect(ul { items }.render() == "<ul><li>1</li><li>2</li></ul>")
    }

    @Test func renderIntoAppendsToAByteBuffer() {
        var buffer = Array("<!-- start -->".utf8)
        p { "one" }.render(into: &buffer)
        Node.text("&é").render(into: &buffer)
        #expect(String(decoding: buffer, as: UTF8.self) == "<!-- start --><p>one</p>&amp;é")
    }

    @Test func renderUTF8MatchesRender() {
        let node = div(.title("Zoë's")) { "Crème & 🍮" }
        #expect(node.renderUTF8() == Array(node.render().utf8))
        #expect(node.renderUTF8() == Array("<div title=\"Zoë&#39;s\">Crème &amp; 🍮</div>".utf8))
    }

    @Test func deepNestingRenders() {
        var node = Node.text("core")
        for _ in 0..<500 {
            node = div { node }
        }
        let html = node.render()
        #expect(html == String(repeating: "<div>", count: 500) + "core" + String(repeating: "</div>", count: 500))
    }
}
