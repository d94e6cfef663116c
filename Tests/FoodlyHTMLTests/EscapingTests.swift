import FoodlyHTML
import Testing

@Suite("Escaping of text and attribute values")
struct EscapingTests {
    @Test func scriptTagInTextIsEscaped() {
        let node = p { "<script>alert(1)</script>" }
        #expect(node.render() == "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>")
    }

    @Test func ampersandsAndExistingEntitiesAreEscapedAgain() {
        #expect(Node.text("Fish & Chips").render() == "Fish &amp; Chips")
        #expect(Node.text("&amp;").render() == "&amp;amp;")
        #expect(Node.text("&lt;b&gt; &#39; &#x27;").render() == "&amp;lt;b&amp;gt; &amp;#39; &amp;#x27;")
    }

    @Test func quotesInTextAreLeftAlone() {
        #expect(Node.text("Tom's \"Diner\"").render() == "Tom's \"Diner\"")
    }

    @Test func specialCharactersAtTheEdgesAndAlone() {
        #expect(Node.text("").render() == "")
        #expect(Node.text("<").render() == "&lt;")
        #expect(Node.text("<>&").render() == "&lt;&gt;&amp;")
        #expect(Node.text("<a").render() == "&lt;a")
        #expect(Node.text("a>").render() == "a&gt;")
        #expect(Node.text("plain text").render() == "plain text")
    }

    @Test func unicodePassesThroughUnchanged() {
        #expect(Node.text("Crème brûlée 🍮, 寿司, Ωmega").render() == "Crème brûlée 🍮, 寿司, Ωmega")
        #expect(Node.text("é<🍮>é").render() == "é&lt;🍮&gt;é")
        #expect(Node.text("👨‍👩‍👧&🇫🇷").render() == "👨‍👩‍👧&amp;🇫🇷")
        #expect(div(.title("Café 🍕")).render() == "<div title=\"Café 🍕\"></div>")
    }

    @Test func attributeBreakoutIsEscaped() {
        let node = input(.value("\"><img src=x onerror=alert(1)>"))
        #expect(node.render() == "<input value=\"&quot;&gt;&lt;img src=x onerror=alert(1)&gt;\">")
    }

    @Test func singleQuotesInAttributesAreEscaped() {
        let node = input(.value("' onfocus='alert(1)"))
        #expect(node.render() == "<input value=\"&#39; onfocus=&#39;alert(1)\">")
        #expect(span(.title("Tom's")).render() == "<span title=\"Tom&#39;s\"></span>")
    }

    @Test func ampersandsInAttributesAreEscaped() {
        #expect(a(.href("/menu?q=pizza&sort=price")).render() == "<a href=\"/menu?q=pizza&amp;sort=price\"></a>")
        #expect(span(.title("&amp;")).render() == "<span title=\"&amp;amp;\"></span>")
    }

    @Test func rawIsNotEscaped() {
        #expect(Node.raw("<b>bold</b> & 'co'").render() == "<b>bold</b> & 'co'")
        #expect(div { Node.raw("<hr>") }.render() == "<div><hr></div>")
    }

    @Test func longMixedTextIsEscapedExactly() {
        let piece = "a<b>&c\"d'é🍕"
        let text = String(repeating: piece, count: 1000)
        let expected = String(repeating: "a&lt;b&gt;&amp;c\"d'é🍕", count: 1000)
        #expect(Node.text(text).render() == expected)
    }
}
