/// Why a mail could not be made or sent.
public enum MailError: Error, Equatable, CustomStringConvertible {
    /// A header value holds a line break (or another control character), which could add header fields.
    case unsafeHeader(field: String)
    /// Not an address Foodly can write in a header and an SMTP envelope.
    case invalidAddress(String)
    /// `--smtp-url` is not an `smtp://` or `smtps://` URL Foodly understands.
    case invalidURL(String)
    /// The SMTP server could not be reached or refused the message.
    case delivery(String)

    /// A sentence for the log or the operator.
    public var description: String {
        switch self {
        case .unsafeHeader(let field): "the \(field) header holds a line break or a control character"
        case .invalidAddress(let address): "not a usable email address: \(address)"
        case .invalidURL(let reason): "--smtp-url: \(reason)"
        case .delivery(let reason): "SMTP: \(reason)"
        }
    }
}
