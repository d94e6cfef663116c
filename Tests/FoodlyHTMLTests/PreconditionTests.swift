import FoodlyHTML
import Testing

/// Developer mistakes stop the process; exit tests run each body in a child process.
@Suite("Preconditions on names and void elements")
struct PreconditionTests {
    @Test func invalidTagNameTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = Node.element("div onclick=alert(1)")
        }
        await #expect(processExitsWith: .failure) {
            _ = Node.element("")
        }
        await #expect(processExitsWith: .failure) {
            _ = Node.element("1h")
        }
    }

    @Test func invalidAttributeNameTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = Attribute.attr("x onmouseover", "1")
        }
        await #expect(processExitsWith: .failure) {
            _ = Attribute.bool("")
        }
        await #expect(processExitsWith: .failure) {
            _ = Attribute.data("a\"b", "1")
        }
        await #expect(processExitsWith: .failure) {
            _ = Attribute.aria("label=x", "1")
        }
    }

    @Test func voidElementWithChildrenTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = Node.element("img", [], [.text("no")])
        }
    }

    @Test func validNamesAreAccepted() {
        #expect(
            Node.element("x-card:item", [.attr("hx-get", "/a"), .attr("Data-Foo1", "b")]).render()
                == "<x-card:item hx-get=\"/a\" Data-Foo1=\"b\"></x-card:item>")
    }
}
