import FoodlyCore
import FoodlyShared

/// A refused photo upload or edit, with the stable `code` clients match on.
public struct PhotoError: DomainError, Equatable {
    /// Invalid, unsupported media type, forbidden or not found.
    public let kind: ProblemKind
    /// The API's `code`, e.g. `not_an_image`.
    public let code: String
    /// A sentence for people.
    public let message: String

    /// After how many seconds trying again may succeed (`photos_busy`).
    public let retryAfterSeconds: Int?

    /// Creates an error.
    public init(kind: ProblemKind, code: String, message: String, retryAfterSeconds: Int? = nil) {
        self.kind = kind
        self.code = code
        self.message = message
        self.retryAfterSeconds = retryAfterSeconds
    }

    /// Bytes that start like no JPEG, PNG or WebP.
    public static let notAnImage = PhotoError(
        kind: .invalid, code: "not_an_image", message: "The file is not a JPEG, PNG or WebP image.")
    /// A file that starts like an image but does not decode (cut short, damaged).
    public static let damagedImage = PhotoError(
        kind: .invalid, code: "damaged_image",
        message: "The image could not be read: the file is damaged or incomplete. Upload it again.")
    /// An image of more pixels than `PhotoRules.maxPixels`, or with a side longer than `PhotoRules.maxSide`.
    public static func tooLarge(width: Int, height: Int) -> PhotoError {
        PhotoError(
            kind: .invalid, code: "image_too_large",
            message:
                "The image is \(width) x \(height) pixels; a photo may have at most "
                + "\(PhotoRules.maxPixels / 1_000_000) megapixels, and sides of at most "
                + "\(PhotoRules.maxSide.formatted()) pixels.")
    }
    /// An upload larger than `PhotoRules.maxUploadBytes`.
    public static let fileTooLarge = PhotoError(
        kind: .tooLarge, code: "body_too_large",
        message: "The file is larger than \(PhotoRules.maxUploadBytes / 1024 / 1024) MB.")
    /// An upload sent as another media type than JPEG, PNG or WebP.
    public static let unsupportedMediaType = PhotoError(
        kind: .unsupportedMediaType, code: "unsupported_media_type",
        message: "Send the photo as image/jpeg, image/png or image/webp.")
    /// Every resize slot taken for longer than `PhotoProcessor.slotWait`: the upload is not held on a server thread.
    public static let busy = PhotoError(
        kind: .unavailable, code: "photos_busy",
        message: "Other photos are being processed right now. Try again in a few seconds.", retryAfterSeconds: 5)
    /// An edit by plain staff.
    public static let managersOnly = PhotoError(
        kind: .forbidden, code: "forbidden", message: "Only the restaurant's owners and managers change its photos.")
    /// A dish that is not on the caller's restaurant's menu.
    public static let dishNotFound = PhotoError(
        kind: .notFound, code: "not_found", message: "There is no such dish on your restaurant's menu.")
}
