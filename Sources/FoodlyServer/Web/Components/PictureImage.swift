import FoodlyCore
import FoodlyHTML

/// A dish's or restaurant's picture: an uploaded photo with every kept width in `srcset` (the browser picks by
/// `sizes`, how wide it is drawn) and alt text naming what it shows, or the drawn picture (an SVG, decorative)
/// where there is no photo. Both keep `width`/`height`, so the page does not jump while they load.
struct PictureImage {
    /// The `imageURL` of the dish or restaurant.
    let url: String
    /// What the photo shows ("Harvest Bowl"), read out for a photo.
    let name: String
    /// The box's width and height in CSS pixels (its aspect ratio; the photo is cropped to cover it).
    let width: Int
    let height: Int
    /// How wide it is drawn, as an HTML `sizes` value.
    let sizes: String
    var lazy = true
    var extra: [Attribute] = []

    func render() -> Node {
        var attributes: [Attribute] = [.src(url), .attr("width", String(width)), .attr("height", String(height))]
        if let sourceSet = PhotoRules.sourceSet(of: url) {
            attributes += [.attr("srcset", sourceSet), .attr("sizes", sizes), .alt("Photo of \(name)")]
        } else {
            attributes.append(.alt(""))
        }
        if lazy { attributes += [.attr("loading", "lazy"), .attr("decoding", "async")] }
        return Node.element("img", attributes + extra)
    }

    /// `sizes` of a 96-pixel thumbnail (restaurant cards, dish rows).
    static let thumbnail = "96px"
    /// `sizes` of a picture across the page (restaurant header, dish page).
    static let wide = "(min-width: 520px) 520px, 100vw"
}
