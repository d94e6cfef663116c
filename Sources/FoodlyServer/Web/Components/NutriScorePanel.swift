import FoodlyAPI
import FoodlyCore
import FoodlyHTML

/// A dish's Nutri-Score with what makes it: each component's points against the most it can have, drawn as bars
/// (SVG, decorative) next to the same numbers in words, the unfavourable ones apart from the favourable ones.
struct NutriScorePanel {
    let score: NutritionScoreResponse
    let maximum: NutriScorePoints
    let category: NutriScoreCategory

    func render() -> Node {
        let points = score.points
        var against = [
            ("Energy", points.energy, maximum.energy), ("Sugars", points.sugars, maximum.sugars),
            (
                category == .fatOilNutSeed ? "Saturates (share of fat)" : "Saturates", points.saturatedFat,
                maximum.saturatedFat
            ),
            ("Salt", points.salt, maximum.salt),
        ]
        if maximum.sweeteners > 0 { against.append(("Sweeteners", points.sweeteners, maximum.sweeteners)) }
        let favour = [
            ("Fibre", points.fiber, maximum.fiber), ("Protein", points.protein, maximum.protein),
            ("Fruit, vegetables and legumes", points.fruitVegLegume, maximum.fruitVegLegume),
        ]
        return section(.class("card stack"), .id("nutri-score"), .aria("labelledby", "nutri-score-title")) {
            div(.class("restaurant-card-head")) {
                h2(.class("section-title"), .id("nutri-score-title")) { "Nutri-Score \(score.grade.rawValue)" }
                CatalogBadges.nutri(score.grade, large: true)
            }
            p(.class("muted")) {
                "Score \(score.score < 0 ? "−\(-score.score)" : "\(score.score)"): \(NutriScorePanel.pointsText(points)). "
                    + "The lower the score, the better the grade."
                    + (category.isBeverage ? " Drinks are graded on their own, stricter scale." : "")
            }
            group("Against", against, kind: "against")
            group("In favour", favour, kind: "favour")
        }
    }

    private func group(_ title: String, _ rows: [(String, Int, Int)], kind: String) -> Node {
        div {
            h3(.class("points-title")) { title }
            ul(.class("points list-plain")) {
                for (name, value, most) in rows {
                    li(.class("points-row")) {
                        span(.class("points-name")) { name }
                        span(.class("points-value")) { "\(value) of \(most)" }
                        bar(value, most, kind: kind)
                    }
                }
            }
        }
    }

    private func bar(_ value: Int, _ most: Int, kind: String) -> Node {
        let width = most > 0 ? Int((Double(min(value, most)) / Double(most) * 200).rounded()) : 0
        return Node.element(
            "svg",
            [
                .class("points-bar points-\(kind)"), .attr("viewBox", "0 0 200 10"), .attr("width", "100%"),
                .attr("height", "10"), .attr("preserveAspectRatio", "none"), .aria("hidden", "true"),
                .attr("focusable", "false"),
            ],
            [
                Node.element(
                    "rect", [.class("points-track"), .attr("width", "200"), .attr("height", "10"), .attr("rx", "5")]),
                Node.element(
                    "rect",
                    [.class("points-fill"), .attr("width", String(width)), .attr("height", "10"), .attr("rx", "5")]),
            ])
    }

    /// "12 points against, 1 point in favour": what a score is made of, on the dish page and the menu preview.
    static func pointsText(_ points: NutriScore.Points) -> String {
        "\(Text.counted(points.negative, "point")) against, \(Text.counted(points.positive, "point")) in favour"
    }
}
