/// A body that can write itself with `JSONWriter`, byte for byte as `JSONEncoder` (sorted keys) would encode it.
public protocol JSONWritable: Encodable {
    /// Writes the value as one JSON value.
    func write(to writer: inout JSONWriter)
}

extension JSONWritable {
    /// The value as JSON bytes.
    public func jsonBytes() -> [UInt8] {
        var writer = JSONWriter()
        write(to: &writer)
        return writer.bytes
    }
}

extension MinutesRange: JSONWritable {
    /// `{"max":…,"min":…}`.
    public func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("max")
            writer.int(max)
            writer.key("min")
            writer.int(min)
        }
    }
}

extension RestaurantSummary: JSONWritable {
    /// Every key in sorted order, with explicit nulls.
    public func write(to writer: inout JSONWriter) {
        RestaurantSummaryTemplate(self).write(
            deliveryFee: deliveryFee, distanceKm: distanceKm, etaMinutes: etaMinutes, isOpen: isOpen,
            closedReason: closedReason, opensAt: opensAt, to: &writer)
    }
}

extension DishBody: JSONWritable {
    /// Every key in sorted order, with an explicit null picture.
    public func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("allergens")
            writer.array(allergens) { writer, allergen in writer.string(allergen.rawValue) }
            writer.key("available")
            writer.bool(available)
            writer.key("carbsG")
            writer.double(carbsG)
            writer.key("description")
            writer.string(description)
            writer.key("diets")
            writer.array(diets) { writer, diet in writer.string(diet.rawValue) }
            writer.key("fatG")
            writer.double(fatG)
            writer.key("fiberG")
            writer.double(fiberG)
            writer.key("id")
            writer.string(id)
            writer.key("imageUrl")
            writer.string(imageUrl)
            writer.key("kcal")
            writer.double(kcal)
            writer.key("name")
            writer.string(name)
            writer.key("nutriGrade")
            writer.string(nutriGrade.rawValue)
            writer.key("optionGroups")
            writer.array(optionGroups) { writer, group in group.write(to: &writer) }
            writer.key("portionGrams")
            writer.double(portionGrams)
            writer.key("price")
            writer.int(price)
            writer.key("proteinG")
            writer.double(proteinG)
            writer.key("saltG")
            writer.double(saltG)
            writer.key("saturatedFatG")
            writer.double(saturatedFatG)
            writer.key("spicyLevel")
            writer.int(spicyLevel)
            writer.key("sugarsG")
            writer.double(sugarsG)
        }
    }
}

extension SearchResponse: JSONWritable {
    /// `{"dishes":[{"dish":…,"restaurant":{"id":…,"name":…}}],"restaurants":[…]}`.
    public func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("dishes")
            writer.array(dishes) { writer, result in
                writer.object { writer in
                    writer.key("dish")
                    result.dish.write(to: &writer)
                    writer.key("restaurant")
                    writer.object { writer in
                        writer.key("id")
                        writer.string(result.restaurant.id)
                        writer.key("name")
                        writer.string(result.restaurant.name)
                    }
                }
            }
            writer.key("restaurants")
            writer.array(restaurants) { writer, summary in summary.write(to: &writer) }
        }
    }
}
