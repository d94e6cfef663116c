import Foundation

/// A mail given up after its last try, as the operator's console lists it.
public struct UndeliveredMail: Sendable, Equatable {
    /// Its `Message-ID`, which also names it for "Try again".
    public let messageID: String
    /// The recipient's address.
    public let to: String
    /// The subject line, as the recipient would have read it.
    public let subject: String
    /// The mail server's answer to the last try.
    public let lastError: String
    /// Tries made, all refused (`MailRetry.maxAttempts`).
    public let attempts: Int
    /// When the last try was refused.
    public let givenUpAt: Date

    /// Describes a given-up mail.
    public init(messageID: String, to: String, subject: String, lastError: String, attempts: Int, givenUpAt: Date) {
        self.messageID = messageID
        self.to = to
        self.subject = subject
        self.lastError = lastError
        self.attempts = attempts
        self.givenUpAt = givenUpAt
    }
}
