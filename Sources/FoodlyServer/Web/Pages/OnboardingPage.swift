import FoodlyHTML
import FoodlyHTTP

/// Three welcome slides shown on the first visit. Each slide is its own page (`/welcome/1…3`), so it works
/// without JavaScript; `app.js` adds swiping between them.
struct OnboardingPage {
    /// One slide's words and picture.
    struct Slide {
        let title: String
        let text: String
        let icon: Icon
    }

    static let slides = [
        Slide(
            title: "Healthy restaurants near you",
            text: "Find places that deliver to your door and cook lighter, with a Nutri-Score on every dish.",
            icon: .leaf),
        Slide(
            title: "Know what you eat",
            text: "Calories next to every price, allergens flagged, and lighter dishes first on every menu.",
            icon: .flame),
        Slide(
            title: "Track your order live",
            text: "See when your meal arrives, who brings it, and follow it from the kitchen to your door.",
            icon: .bag),
    ]

    let context: WebContext
    /// The slide shown, 1-based.
    let number: Int

    func render() -> Node {
        let slide = OnboardingPage.slides[number - 1]
        let isLast = number == OnboardingPage.slides.count
        let next = isLast ? "/welcome/done" : "/welcome/\(number + 1)"
        return context.layout.page(
            title: "Welcome", activeTab: nil,
            content: [
                section(
                    .class("onboarding"), .aria("roledescription", "slide"),
                    .aria("label", "\(number) of \(OnboardingPage.slides.count)"),
                    .data("prev", number > 1 ? "/welcome/\(number - 1)" : ""), .data("next", next)
                ) {
                    div(.class("onboarding-art")) {
                        span(.class("icon-tile icon-tile-lg " + (number == 2 ? "icon-tile-warm" : "icon-tile-green"))) {
                            slide.icon.node()
                        }
                    }
                    h2(.class("onboarding-title")) { slide.title }
                    p(.class("onboarding-text")) { slide.text }
                    ol(.class("onboarding-dots"), .aria("label", "Slides")) {
                        for index in 1...OnboardingPage.slides.count {
                            li(index == number ? .aria("current", "step") : .bool("aria-current", false)) {
                                span(.class("visually-hidden")) { "Slide \(index)" }
                            }
                        }
                    }
                    div(.class("onboarding-actions")) {
                        a(.class("btn btn-primary btn-block"), .href(next), .id("onboarding-next")) {
                            isLast ? "Get Started" : "Next"
                        }
                        if !isLast {
                            a(.class("btn btn-ghost btn-block"), .href("/welcome/done"), .id("onboarding-skip")) {
                                "Skip"
                            }
                        }
                    }
                }
            ], showTabBar: false)
    }
}
