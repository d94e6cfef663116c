/// Names and descriptions for generated dishes, drawn from word lists, so a generated catalog has a realistic
/// vocabulary for search benchmarks: a few thousand distinct names and varied descriptions.
enum GeneratedDishText {
    static let styles = [
        "Smoky", "Spicy", "Roasted", "Grilled", "Crispy", "Fresh", "Warm", "Golden", "Zesty", "Herbed", "Charred",
        "Tangy", "Garden", "Harvest", "Rainbow", "Classic", "Sunrise", "Coastal", "Rustic", "Lemony", "Gingery",
        "Citrus", "Sesame", "Miso", "Chipotle", "Tandoori", "Teriyaki", "Pesto", "Mediterranean", "Nordic",
    ]
    static let mains = [
        "Quinoa", "Avocado", "Salmon", "Chicken", "Tofu", "Tempeh", "Lentil", "Chickpea", "Broccoli", "Kale",
        "Mushroom", "Shrimp", "Turkey", "Falafel", "Halloumi", "Eggplant", "Zucchini", "Beetroot", "Farro",
        "Edamame", "Mango", "Pumpkin", "Spinach", "Cauliflower", "Seitan", "Tuna", "Cod", "Barley", "Bulgur",
        "Sweet Potato", "Black Bean", "Asparagus", "Artichoke", "Fennel", "Papaya", "Pineapple", "Buckwheat",
        "Millet", "Jackfruit", "Paneer",
    ]
    static let kinds = [
        "Bowl", "Salad", "Soup", "Wrap", "Plate", "Tacos", "Curry", "Stew", "Skewers", "Noodles", "Burrito",
        "Sandwich", "Poke", "Risotto", "Frittata", "Toast", "Smoothie", "Buddha Bowl", "Stir-Fry", "Chili",
    ]
    static let ingredients = [
        "brown rice", "black rice", "quinoa", "farro", "kale", "spinach", "arugula", "romaine", "cucumber",
        "cherry tomatoes", "red onion", "pickled ginger", "edamame", "avocado", "roasted beets", "carrot",
        "red cabbage", "radish", "sweet corn", "chickpeas", "black beans", "lentils", "tofu", "tempeh",
        "grilled chicken", "roasted salmon", "shrimp", "feta", "goat cheese", "parmesan", "walnuts", "almonds",
        "pumpkin seeds", "sunflower seeds", "sesame", "tahini", "hummus", "tzatziki", "miso dressing",
        "lemon-herb vinaigrette", "balsamic glaze", "peanut sauce", "green goddess dressing", "salsa verde",
        "chimichurri", "harissa", "gochujang", "coconut milk", "lemongrass", "basil", "cilantro", "mint",
        "dill", "parsley", "scallions", "jalapeño", "lime", "orange segments", "pomegranate seeds", "blueberries",
        "strawberries", "banana", "mango", "pineapple", "apple", "pear", "fig", "dates", "zucchini", "eggplant",
        "bell peppers", "broccolini", "asparagus", "green beans", "snap peas", "bok choy", "shiitake",
        "portobello", "cauliflower rice", "sweet potato", "butternut squash", "roasted garlic", "caramelised onion",
        "smoked paprika", "cumin", "turmeric", "ginger", "chili flakes", "sourdough", "whole-wheat pita",
        "corn tortilla", "rice noodles", "soba", "udon", "wild rice", "barley", "bulgur", "couscous", "oats",
        "chia", "flaxseed", "hemp seeds", "yogurt", "kefir", "ricotta", "mozzarella", "halloumi", "egg",
    ]

    /// A dish name such as "Smoky Tofu Bowl".
    static func name(using generator: inout SeededGenerator) -> String {
        "\(styles.randomElement(using: &generator) ?? "") \(mains.randomElement(using: &generator) ?? "") "
            + (kinds.randomElement(using: &generator) ?? "")
    }

    /// A sentence of six to nine ingredients.
    static func description(using generator: inout SeededGenerator) -> String {
        let count = Int.random(in: 6...9, using: &generator)
        let words = (0..<count).map { _ in ingredients.randomElement(using: &generator) ?? "" }
        let list = words.dropLast().joined(separator: ", ") + " and " + (words.last ?? "")
        return list.prefix(1).uppercased() + list.dropFirst() + "."
    }
}
