import FoodlyHTML
import FoodlyShared

/// A delivery address read back to the customer the way the courier gets it: the street, the flat, the city and
/// postcode, and the note for the courier ("Ring twice"), the same in the cart, at checkout and on the order.
struct AddressLines {
    let address: Address

    func render() -> Node {
        p(.class("cart-address")) {
            strong { address.line1 }
            if let flat = address.line2 { span(.class("block")) { flat } }
            span(.class("muted block")) { [address.city, address.postcode].compactMap { $0 }.joined(separator: " ") }
            if let note = address.instructions { span(.class("address-note block")) { "For the courier: \(note)" } }
        }
    }
}
