/// What a dish or restaurant photo may be and the sizes it is kept in. An upload is a JPEG, PNG or WebP of at most
/// `maxUploadBytes` and `maxPixels`; it is kept as JPEG copies `widths` wide (never wider than the upload), each at
/// `url(hash:width:)`, where `hash` names the photo's content, so a URL never changes what it shows.
public enum PhotoRules {
    /// The largest upload accepted: 10 MB.
    public static let maxUploadBytes = 10 * 1024 * 1024
    /// The most pixels an upload may decode to (a 40-megapixel camera's photo fits; a "decompression bomb" whose
    /// small file claims a huge image does not).
    public static let maxPixels = 50_000_000
    /// The longest side an upload may have: a panorama fits, while a strip of one pixel by 70,000 (whose kept sizes
    /// would be taller than JPEG's 65,500-pixel limit) does not.
    public static let maxSide = 16_384
    /// The widths kept: dish rows (160 px shown at 2x phones), restaurant cards and dish pages (480), the restaurant
    /// page's header and large screens (960).
    public static let widths = [160, 480, 960]
    /// The path every photo URL starts with.
    public static let pathPrefix = "/photos/"

    /// The widths kept of a photo `width` pixels wide: those of `widths` below it, then the photo's own width when
    /// that is below the largest (a photo is never enlarged).
    public static func widths(forUploadWidth width: Int) -> [Int] {
        let largest = min(width, widths.last ?? width)
        return widths.filter { $0 < largest } + [largest]
    }

    /// The URL of one kept width of the photo `hash`.
    public static func url(hash: String, width: Int) -> String {
        "\(pathPrefix)\(hash)/\(width).jpg"
    }

    /// The photo a URL made by `url(hash:width:)` shows, with its largest width; nil for any other URL (the drawn
    /// pictures, an imported `imageUrl`).
    public static func photo(at url: String) -> (hash: String, largestWidth: Int)? {
        guard url.hasPrefix(pathPrefix) else { return nil }
        let parts = url.dropFirst(pathPrefix.count).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, isHash(parts[0]), parts[1].hasSuffix(".jpg"),
            let width = Int(parts[1].dropLast(".jpg".count)), width > 0
        else { return nil }
        return (String(parts[0]), width)
    }

    /// Whether `text` is a photo hash: 32 lowercase hex digits.
    public static func isHash(_ text: some StringProtocol) -> Bool {
        text.utf8.count == 32 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// The `srcset` of the photo at `url` (every kept width, `url w`), or nil when `url` is no uploaded photo.
    public static func sourceSet(of url: String) -> String? {
        guard let (hash, largest) = photo(at: url) else { return nil }
        return widths(forUploadWidth: largest).map { "\(self.url(hash: hash, width: $0)) \($0)w" }
            .joined(separator: ", ")
    }
}

extension PhotoRules {
    /// Whether someone with `role` at a restaurant changes its photos: its owners and managers (those who manage its
    /// staff), not plain staff.
    public static func changesPhotos(_ role: StaffRole) -> Bool {
        StaffRules.managesStaff(role)
    }
}
