import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyShared

/// The profile form's values as text, read from a saved account or from a submitted form.
struct ProfileForm {
    var fullName = ""
    var phone = ""
    var line1 = ""
    var line2 = ""
    var city = Neighbourhood.city
    var postcode = ""
    var neighbourhood = ""
    var latitude = ""
    var longitude = ""
    var instructions = ""
    var dailyKcalTarget = ""
    var diets: [String] = []
    var avoidAllergens: [String] = []
    var showCalories = true

    /// Whether the form holds coordinates (from a saved address or the device).
    var hasCoordinates: Bool { Double(latitude) != nil && Double(longitude) != nil }

    /// The form showing a saved account.
    init(_ user: UserAccount) {
        fullName = user.fullName
        phone = user.phone.map(PhoneNumber.display) ?? ""
        if let address = user.address {
            line1 = address.line1
            line2 = address.line2 ?? ""
            city = address.city
            postcode = address.postcode ?? ""
            latitude = String(address.latitude)
            longitude = String(address.longitude)
            instructions = address.instructions ?? ""
            neighbourhood =
                Neighbourhood.all.first { $0.latitude == address.latitude && $0.longitude == address.longitude }?.id
                ?? ""
        }
        dailyKcalTarget = user.dailyKcalTarget.map(String.init) ?? ""
        diets = user.diets.map(\.rawValue)
        avoidAllergens = user.avoidAllergens.map(\.rawValue)
        showCalories = user.showCalories
    }

    /// The form as submitted.
    init(_ parameters: Parameters) {
        fullName = parameters["fullName"] ?? ""
        phone = parameters["phone"] ?? ""
        line1 = parameters["address.line1"] ?? ""
        line2 = parameters["address.line2"] ?? ""
        city = parameters["address.city"] ?? ""
        postcode = parameters["address.postcode"] ?? ""
        neighbourhood = parameters["neighbourhood"] ?? ""
        latitude = parameters["address.latitude"] ?? ""
        longitude = parameters["address.longitude"] ?? ""
        instructions = parameters["address.instructions"] ?? ""
        dailyKcalTarget = parameters["dailyKcalTarget"] ?? ""
        diets = parameters.all("diets")
        avoidAllergens = parameters.all("avoidAllergens")
        showCalories = parameters["showCalories"] != nil
    }

    /// The changes this form asks for, and the issues only the form can have (no coordinates, bad numbers).
    func changes() -> (ProfilePatch, [FieldError]) {
        var issues: [FieldError] = []
        var changes = ProfilePatch()
        changes.fullName = fullName
        changes.phone = Text.clean(phone).isEmpty ? .null : .value(phone)
        changes.diets = diets.filter { Diet(rawValue: $0) != nil }
        changes.avoidAllergens = avoidAllergens.filter { Allergen(rawValue: $0) != nil }
        changes.showCalories = showCalories
        let target = Text.clean(dailyKcalTarget)
        if target.isEmpty {
            changes.dailyKcalTarget = .null
        } else if let value = Int(target) {
            changes.dailyKcalTarget = .value(value)
        } else {
            issues.append(
                FieldError(
                    field: "dailyKcalTarget", code: "not_a_number", message: "Enter a number of kcal, like 2000."))
        }
        let addressIsBlank =
            [line1, line2, postcode, instructions].allSatisfy { Text.clean($0).isEmpty }
            && neighbourhood.isEmpty && !hasCoordinates
        if addressIsBlank {
            changes.address = .null
        } else if let coordinates = coordinates() {
            changes.address = .value(
                Address(
                    line1: line1, line2: line2, city: city, postcode: postcode, latitude: coordinates.latitude,
                    longitude: coordinates.longitude, instructions: instructions))
        } else {
            issues.append(
                FieldError(
                    field: "neighbourhood", code: "required", message: "Choose your neighbourhood or use your location."
                ))
        }
        return (changes, issues)
    }

    /// A chosen neighbourhood wins; otherwise the coordinates held by the form (saved or from the device).
    private func coordinates() -> (latitude: Double, longitude: Double)? {
        if let place = Neighbourhood.find(neighbourhood) { return (place.latitude, place.longitude) }
        guard let latitude = Double(latitude), let longitude = Double(longitude) else { return nil }
        return (latitude, longitude)
    }
}
