import FoodlyShared

extension Address {
    /// Whether the street line carries a house number ("600 Valencia St"): a courier needs one to find the door,
    /// so an address without one ("Near Mission") is never delivered to.
    public var hasHouseNumber: Bool { line1.contains { $0.isNumber } }

    /// The address with text trimmed and blank optional lines removed, or the issues that make it invalid.
    /// Field names are prefixed with `prefix` (`address.`).
    public func validated(prefix: String = "address.") throws -> Address {
        var issues: [FieldError] = []
        var result = self
        result.line1 = Text.clean(line1)
        result.city = Text.clean(city)
        result.line2 = Text.cleanOptional(line2)
        result.postcode = Text.cleanOptional(postcode)
        result.instructions = Text.cleanOptional(instructions)
        for (name, value, limit) in [
            ("line1", result.line1, 120), ("city", result.city, 80),
        ] {
            if value.isEmpty {
                issues.append(Text.required(prefix + name))
            } else if let issue = Text.lineIssue(value, prefix + name, limit: limit) {
                issues.append(issue)
            }
        }
        if !result.hasHouseNumber && !result.line1.isEmpty && !issues.contains(where: { $0.field == prefix + "line1" })
        {
            issues.append(
                FieldError(
                    field: prefix + "line1", code: "house_number_missing",
                    message: "Add the house number, like 600 Valencia St."))
        }
        for (name, value, limit) in [
            ("line2", result.line2, 120), ("postcode", result.postcode, 16), ("instructions", result.instructions, 300),
        ] {
            if let value,
                let issue = Text.lineIssue(value, prefix + name, limit: limit, multiline: name == "instructions")
            {
                issues.append(issue)
            }
        }
        if !latitude.isFinite || !(-90...90).contains(latitude) {
            issues.append(
                FieldError(
                    field: prefix + "latitude", code: "out_of_range", message: "Latitude must be between -90 and 90."))
        }
        if !longitude.isFinite || !(-180...180).contains(longitude) {
            issues.append(
                FieldError(
                    field: prefix + "longitude", code: "out_of_range",
                    message: "Longitude must be between -180 and 180."))
        }
        try ValidationFailure.check(issues)
        return result
    }
}
