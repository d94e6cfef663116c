/// An array kept in fixed-size pages that are shared between copies: copying one copies only its list of pages,
/// and changing or appending an element copies one page. A new catalog snapshot made from the last one by a small
/// change so costs what the change touches, not what the catalog holds.
struct PagedArray<Element: Sendable>: Sendable, RandomAccessCollection {
    /// One page of elements, never changed once made.
    private final class Page: Sendable {
        let items: [Element]

        init(_ items: [Element]) {
            self.items = items
        }
    }

    /// Elements per page, as a power of two.
    private static var pageShift: Int { 10 }
    private static var pageMask: Int { (1 << pageShift) - 1 }

    private var pages: [Page] = []
    /// How many elements there are.
    private(set) var count = 0

    /// The elements of `elements`, in order.
    init(_ elements: some Collection<Element>) {
        var page: [Element] = []
        page.reserveCapacity(1 << Self.pageShift)
        for element in elements {
            page.append(element)
            if page.count == 1 << Self.pageShift {
                pages.append(Page(page))
                page.removeAll(keepingCapacity: true)
            }
        }
        if !page.isEmpty { pages.append(Page(page)) }
        count = elements.count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Element {
        // Yielded in place: reading one field of a large element copies neither it nor its references.
        _read {
            precondition(position >= 0 && position < count, "index out of range")
            yield pages[position >> Self.pageShift].items[position & Self.pageMask]
        }
        set {
            precondition(position >= 0 && position < count, "index out of range")
            var items = pages[position >> Self.pageShift].items
            items[position & Self.pageMask] = newValue
            pages[position >> Self.pageShift] = Page(items)
        }
    }

    /// Adds an element at the end.
    mutating func append(_ element: Element) {
        if count & Self.pageMask == 0 {
            pages.append(Page([element]))
        } else {
            pages[pages.count - 1] = Page(pages[pages.count - 1].items + [element])
        }
        count += 1
    }
}
