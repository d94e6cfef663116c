import FoodlyHTML
import Testing

@Suite("NodeBuilder")
struct NodeBuilderTests {
    private enum Status {
        case open
        case closing
        case closed
    }

    private func badge(isOpen: Bool) -> Node {
        span {
            if isOpen {
                "Open"
            } else {
                strong { "Closed" }
            }
        }
    }

    @NodeBuilder
    private func priceLine(_ price: String, discount: String?) -> [Node] {
        span(.class("price")) { price }
        if let discount {
            small { "−\(discount)" }
        }
    }

    @Test func ifElse() {
        #expect(badge(isOpen: true).render() == "<span>Open</span>")
        #expect(badge(isOpen: false).render() == "<span><strong>Closed</strong></span>")
    }

    @Test func ifWithoutElse() {
        func banner(_ show: Bool) -> Node {
            div {
                "Menu"
                if show {
                    small { "new" }
                }
            }
        }
        #expect(banner(true).render() == "<div>Menu<small>new</small></div>")
        #expect(banner(false).render() == "<div>Menu</div>")
    }

    @Test func optionals() {
        #expect(
            p { priceLine("€9.50", discount: "€1") }.render()
                == "<p><span class=\"price\">€9.50</span><small>−€1</small></p>")
        #expect(p { priceLine("€9.50", discount: nil) }.render() == "<p><span class=\"price\">€9.50</span></p>")
        let present: Node? = em { "yes" }
        let absent: Node? = nil
        #expect(
            div {
                present
                absent
            }.render() == "<div><em>yes</em></div>")
    }

    @Test func forInLoops() {
        let dishes = ["Soup", "Fish & Chips", "<Tart>"]
        let node = ul(.class("dishes")) {
            for dish in dishes {
                li { dish }
            }
        }
        #expect(
            node.render()
                == "<ul class=\"dishes\"><li>Soup</li><li>Fish &amp; Chips</li><li>&lt;Tart&gt;</li></ul>"
        )
        #expect(ul { for dish in [String]() { li { dish } } }.render() == "<ul></ul>")
    }

    @Test func arraysOfNodes() {
        let items = ["a", "b"].map { name in li { name } }
        #expect(ol { items }.render() == "<ol><li>a</li><li>b</li></ol>")
        #expect(ol { [Node]() }.render() == "<ol></ol>")
    }

    @Test func stringsAndInterpolationsAreEscapedText() {
        let name = "<b>Zoë</b>"
        let count = 3
        let node = p {
            "Hello, \(name)! "
            "You have \(count) items & a coupon."
        }
        #expect(node.render() == "<p>Hello, &lt;b&gt;Zoë&lt;/b&gt;! You have 3 items &amp; a coupon.</p>")
    }

    @Test func switchStatements() {
        func label(_ status: Status) -> Node {
            span {
                switch status {
                case .open: "Open"
                case .closing: em { "Closing soon" }
                case .closed: "Closed"
                }
            }
        }
        #expect(label(.open).render() == "<span>Open</span>")
        #expect(label(.closing).render() == "<span><em>Closing soon</em></span>")
        #expect(label(.closed).render() == "<span>Closed</span>")
    }

    @Test func mixedContent() {
        let node = p(.class("note")) {
            "Delivery in "
            strong { "25 min" }
            "."
            br()
            a(.href("/track")) { "Track order" }
        }
        #expect(
            node.render()
                == "<p class=\"note\">Delivery in <strong>25 min</strong>.<br><a href=\"/track\">Track order</a></p>"
        )
    }
}
