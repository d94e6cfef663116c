import FoodlyHTML
import Testing

@Suite("Documents")
struct DocumentTests {
    @Test func documentFromArrays() {
        let page = Node.document(
            lang: "en",
            head: [meta(.attr("charset", "utf-8")), title { "Foodly" }],
            body: [main { h1 { "Hi" } }]
        )
        #expect(
            page.render()
                == "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Foodly</title></head>"
                + "<body><main><h1>Hi</h1></main></body></html>"
        )
    }

    @Test func emptyDocument() {
        #expect(
            Node.document(lang: "fr", head: [], body: []).render()
                == "<!DOCTYPE html><html lang=\"fr\"><head></head><body></body></html>"
        )
    }

    @Test func langIsEscaped() {
        #expect(
            Node.document(lang: "en\"><script>", head: [], body: []).render()
                == "<!DOCTYPE html><html lang=\"en&quot;&gt;&lt;script&gt;\"><head></head><body></body></html>"
        )
    }

    @Test func mobilePageFromBuilders() {
        let restaurant = "Chez Zoë & Fils"
        let dishes = [("Soupe", "€6"), ("Crème brûlée 🍮", "€7")]
        let page = Node.document(lang: "fr") {
            meta(.attr("charset", "utf-8"))
            meta(.name("viewport"), .attr("content", "width=device-width, initial-scale=1"))
            title { "\(restaurant) · Foodly" }
            link(.rel("stylesheet"), .href("/static/app.css"))
            script(.src("/static/app.js"), .bool("defer"))
        } body: {
            header { nav(.aria("label", "Main")) { a(.href("/")) { "Foodly" } } }
            main {
                h1 { restaurant }
                ul {
                    for (dish, price) in dishes {
                        li {
                            span { dish }
                            " "
                            strong { price }
                        }
                    }
                }
            }
            footer { small { "© Foodly" } }
        }
        let expected =
            "<!DOCTYPE html><html lang=\"fr\"><head><meta charset=\"utf-8\">"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            + "<title>Chez Zoë &amp; Fils · Foodly</title><link rel=\"stylesheet\" href=\"/static/app.css\">"
            + "<script src=\"/static/app.js\" defer></script></head><body>"
            + "<header><nav aria-label=\"Main\"><a href=\"/\">Foodly</a></nav></header>"
            + "<main><h1>Chez Zoë &amp; Fils</h1><ul><li><span>Soupe</span> <strong>€6</strong></li>"
            + "<li><span>Crème brûlée 🍮</span> <strong>€7</strong></li></ul></main>"
            + "<footer><small>© Foodly</small></footer></body></html>"
        #expect(page.render() == expected)
    }
}
