import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared

/// The dish form's live Nutri-Score: the grade, each component's points, the single changes that reach the next
/// better grade, and what the listing rule says with the dish saved; or, while the dish cannot be graded yet, what
/// is missing. The same panel answers the "Check" button and the typing (app.js swaps it in).
struct MenuPreviewPanel {
    /// The preview; nil until the dish can be graded.
    let preview: MenuPreview?
    /// Why it cannot be graded yet.
    let issues: [FieldError]

    /// The panel's element id.
    static let id = "menu-preview"

    func render() -> Node {
        section(
            .class("card stack menu-preview"), .id(MenuPreviewPanel.id), .aria("live", "polite"),
            .aria("labelledby", "menu-preview-title")
        ) {
            if let preview {
                graded(preview)
            } else {
                h2(.class("section-title"), .id("menu-preview-title")) { "Nutri-Score" }
                if issues.isEmpty {
                    p(.class("muted")) { "Fill in the portion and its nutrition to see the grade." }
                } else {
                    p(.class("muted")) { "The grade shows once these are fixed:" }
                    ul(.class("menu-preview-issues")) {
                        for issue in issues.prefix(4) { li { issue.message } }
                    }
                }
            }
        }
    }

    @NodeBuilder
    private func graded(_ preview: MenuPreview) -> [Node] {
        let score = preview.explanation.score
        div(.class("restaurant-card-head")) {
            h2(.class("section-title"), .id("menu-preview-title")) { "Nutri-Score \(score.grade.rawValue)" }
            CatalogBadges.nutri(score.grade, large: true)
        }
        p(.class("muted"), .id("menu-preview-score")) {
            "Score \(score.score): \(NutriScorePanel.pointsText(score.points)), "
                + "from the values in 100 g."
        }
        ul(.class("list-plain menu-preview-lines")) {
            for line in preview.explanation.lines { li { line.text } }
        }
        if let next = preview.explanation.moves.first?.grade {
            div {
                h3(.class("points-title")) { "To reach \(next.rawValue)" }
                ul(.class("list-plain menu-preview-moves"), .id("menu-preview-moves")) {
                    for move in preview.explanation.moves { li { move.text } }
                }
            }
        }
        p(
            .class(preview.breaksListing ? "notice notice-danger" : "notice"), .id("menu-preview-listing"),
            .role(preview.breaksListing ? "alert" : "status")
        ) {
            (preview.breaksListing ? "Saving is refused: " : "Listing rule: ") + preview.listingSummary
        }
    }
}
