import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyShared

/// The saved-address form's values as text: from a saved address, a known address picked from the search, or a
/// submitted form.
struct SavedAddressForm {
    var label = AddressLabel.home.rawValue
    var line1 = ""
    var line2 = ""
    var city = ""
    var postcode = ""
    var latitude = ""
    var longitude = ""
    var instructions = ""
    var isDefault = false

    init() {}

    /// The form showing a saved address.
    init(_ saved: SavedAddress) {
        self.init(saved.address)
        label = saved.label.rawValue
        isDefault = saved.isDefault
    }

    /// The form holding an address (a picked known address, or a saved one).
    init(_ address: Address) {
        line1 = address.line1
        line2 = address.line2 ?? ""
        city = address.city
        postcode = address.postcode ?? ""
        latitude = String(address.latitude)
        longitude = String(address.longitude)
        instructions = address.instructions ?? ""
    }

    /// The form as submitted.
    init(_ parameters: Parameters) {
        label = parameters["label"] ?? ""
        line1 = parameters["address.line1"] ?? ""
        line2 = parameters["address.line2"] ?? ""
        city = parameters["address.city"] ?? ""
        postcode = parameters["address.postcode"] ?? ""
        latitude = parameters["address.latitude"] ?? ""
        longitude = parameters["address.longitude"] ?? ""
        instructions = parameters["address.instructions"] ?? ""
        isDefault = parameters["isDefault"] != nil
    }

    /// The draft this form asks for, or the issues only the form can have (no label, no coordinates).
    func draft() -> (SavedAddressDraft?, [FieldError]) {
        var issues: [FieldError] = []
        let chosen = AddressLabel(rawValue: label)
        if chosen == nil {
            issues.append(FieldError(field: "label", code: "required", message: "Choose home, work or other."))
        }
        let coordinates = Double(latitude).flatMap { lat in Double(longitude).map { (lat, $0) } }
        if coordinates == nil {
            issues.append(
                FieldError(
                    field: "address-search", code: "required",
                    message: "Find your address and pick it from the list, or use your location."))
        }
        guard let chosen, let coordinates else { return (nil, issues) }
        let address = Address(
            line1: line1, line2: line2, city: city, postcode: postcode, latitude: coordinates.0,
            longitude: coordinates.1, instructions: instructions)
        return (SavedAddressDraft(label: chosen, address: address, isDefault: isDefault), [])
    }
}
