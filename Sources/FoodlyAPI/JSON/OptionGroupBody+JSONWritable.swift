extension OptionGroupBody: JSONWritable {
    /// Every key in sorted order, as `JSONEncoder` writes them (the restaurant page's menu holds these).
    public func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("id")
            writer.string(id)
            writer.key("maxChoices")
            writer.int(maxChoices)
            writer.key("minChoices")
            writer.int(minChoices)
            writer.key("name")
            writer.string(name)
            writer.key("options")
            writer.array(options) { writer, option in
                writer.object { writer in
                    writer.key("allergens")
                    writer.array(option.allergens) { writer, allergen in writer.string(allergen.rawValue) }
                    writer.key("id")
                    writer.string(option.id)
                    writer.key("name")
                    writer.string(option.name)
                    writer.key("nutrition")
                    let delta = option.nutrition
                    writer.object { writer in
                        writer.key("carbsG")
                        writer.double(delta.carbsG)
                        writer.key("fatG")
                        writer.double(delta.fatG)
                        writer.key("fiberG")
                        writer.double(delta.fiberG)
                        writer.key("grams")
                        writer.double(delta.grams)
                        writer.key("kcal")
                        writer.double(delta.kcal)
                        writer.key("proteinG")
                        writer.double(delta.proteinG)
                        writer.key("saltG")
                        writer.double(delta.saltG)
                        writer.key("saturatedFatG")
                        writer.double(delta.saturatedFatG)
                        writer.key("sugarsG")
                        writer.double(delta.sugarsG)
                    }
                    writer.key("priceDelta")
                    writer.int(option.priceDelta)
                    writer.key("unsuitableFor")
                    writer.array(option.unsuitableFor) { writer, diet in writer.string(diet.rawValue) }
                }
            }
            writer.key("required")
            writer.bool(required)
        }
    }
}
