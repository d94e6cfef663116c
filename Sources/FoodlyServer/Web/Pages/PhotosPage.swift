import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared

/// The restaurant's photos (from the kitchen screen): the cover and every dish with the picture customers see now
/// (the uploaded photo, or the drawn picture), and for owners and managers a form to upload a JPEG, PNG or WebP and
/// a button to remove an uploaded one. Plain staff see the pictures and a note. A refused upload is named under its
/// own file input.
struct PhotosPage {
    let context: WebContext
    let csrf: CSRF
    let restaurant: Restaurant
    let dishes: [Dish]
    /// Whether the viewer changes photos (owners and managers).
    let editable: Bool
    /// What the page says after a change.
    var notice: String?
    /// The refused upload: `cover` or a dish id, and why.
    var failure: (target: String, message: String)?

    /// What the page says after a change (`?done=`).
    static let notices = ["uploaded": "The photo is up. Customers see it now.", "removed": "The photo is removed."]
    /// The `accept` of the file inputs.
    static let accept = PhotoFormat.allCases.map(\.rawValue).joined(separator: ",")

    func render() -> Node {
        context.layout.page(
            title: "Photos · \(restaurant.name)", activeTab: nil,
            content: [
                div(.class("stack")) {
                    if let notice { p(.class("notice notice-success"), .role("status")) { notice } }
                    if !editable, let failure {
                        p(.class("notice notice-danger"), .role("alert"), .id("photos-refusal")) { failure.message }
                    }
                    if !editable {
                        p(.class("card"), .id("photos-only-note")) {
                            "The restaurant's owners and managers upload and remove photos."
                        }
                    }
                    item(
                        target: "cover", title: "Cover photo", name: restaurant.name, url: restaurant.imageURL,
                        action: "/kitchen/photos/cover")
                    h2(.class("section-title")) { "Dishes" }
                    for dish in dishes {
                        item(
                            target: dish.id.rawValue, title: dish.name, name: dish.name, url: dish.imageURL,
                            action: "/kitchen/photos/dishes/\(dish.id.rawValue)")
                    }
                }
            ], backLink: "/kitchen", frame: .kitchen)
    }

    /// One picture with its upload and remove forms.
    private func item(target: String, title: String, name: String, url: String?, action: String) -> Node {
        let id = "photo-\(target)"
        let inputID = "\(id)-file"
        let error = failure?.target == target ? failure?.message : nil
        let uploaded = url.flatMap(PhotoRules.photo(at:)) != nil
        return section(.class("card photo-item"), .id(id), .aria("labelledby", "\(id)-title")) {
            div(.class("photo-item-head")) {
                div(.class("photo-item-picture")) {
                    if let url {
                        PictureImage(url: url, name: name, width: 160, height: 120, sizes: "160px").render()
                    }
                }
                div {
                    h3(.class("card-title"), .id("\(id)-title")) { title }
                    p(.class("muted"), .id("\(id)-state")) {
                        uploaded ? "Photo uploaded" : url == nil ? "No picture yet" : "Drawn picture"
                    }
                }
            }
            if editable {
                FoodlyHTML.form(
                    .class("form photo-upload"), .method("post"), .action(action),
                    .attr("enctype", "multipart/form-data"), .data("busy", "Uploading…"), .data("upload", "")
                ) {
                    FormField.csrf(csrf.token)
                    div(.class("field")) {
                        label(.for(inputID)) { uploaded ? "Replace the photo" : "Upload a photo" }
                        Node.element(
                            "input",
                            [
                                .id(inputID), .name("photo"), .type("file"), .attr("accept", PhotosPage.accept),
                                .aria("describedby", "\(inputID)-hint" + (error == nil ? "" : " \(inputID)-error")),
                            ] + (error == nil ? [] : [.aria("invalid", "true")]))
                        p(.class("field-hint"), .id("\(inputID)-hint")) {
                            "JPEG, PNG or WebP, up to \(PhotoRules.maxUploadBytes / 1024 / 1024) MB."
                        }
                        if let error {
                            div(.id("\(inputID)-error")) { p(.class("field-error"), .role("alert")) { error } }
                        }
                        Node.element("progress", [.class("upload-progress"), .attr("max", "100"), .attr("hidden", "")])
                    }
                    button(.class("btn btn-primary btn-small"), .type("submit")) { span { "Upload" } }
                }
                if uploaded {
                    FoodlyHTML.form(.method("post"), .action(action + "/remove"), .data("busy", "Removing…")) {
                        FormField.csrf(csrf.token)
                        button(
                            .class("btn btn-danger btn-small"), .type("submit"),
                            .aria("label", "Remove the photo of \(name)")
                        ) { span { "Remove photo" } }
                    }
                }
            }
        }
    }
}
