/// Where the address form goes after Save when it was opened from elsewhere (`?return=`): the cart, which then
/// delivers to the new address, or Home, which then lists what delivers there. Without one it goes to the address
/// book.
enum AddressReturn: String {
    case cart, home

    /// The page to go back to.
    var path: String {
        switch self {
        case .cart: "/cart#address"
        case .home: "/"
        }
    }

    /// The query that carries it through the search and the picks (`return=cart`).
    var query: String { "return=\(rawValue)" }
}
