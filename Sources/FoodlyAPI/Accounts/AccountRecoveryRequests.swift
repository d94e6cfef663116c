/// `POST /api/v1/password-resets`.
public struct PasswordResetRequest: Codable, Sendable, Equatable {
    /// The address to mail the link to, if an account uses it.
    public var email: String

    /// Creates the request.
    public init(email: String) {
        self.email = email
    }
}

/// `POST /api/v1/password-resets/confirm`.
public struct PasswordResetConfirmation: Codable, Sendable, Equatable {
    /// The token from the mailed link (`/reset?token=…`).
    public var token: String
    /// The new password, under the registration rules.
    public var password: String

    /// Creates the request.
    public init(token: String, password: String) {
        self.token = token
        self.password = password
    }
}

/// `POST /api/v1/email-verifications/confirm`.
public struct EmailConfirmation: Codable, Sendable, Equatable {
    /// The token from the mailed link (`/verify?token=…`).
    public var token: String

    /// Creates the request.
    public init(token: String) {
        self.token = token
    }
}

/// The answer to a request for a mail: a sentence that says what happens, and nothing about accounts.
public struct MailNotice: Codable, Sendable, Equatable {
    /// For people.
    public var message: String

    /// Creates the answer.
    public init(message: String) {
        self.message = message
    }
}
