/// `POST /api/v1/users`.
public struct RegisterRequest: Codable, Sendable, Equatable {
    /// First and last name.
    public var fullName: String
    /// Email address.
    public var email: String
    /// Password: 8+ characters with a letter, a digit and a special character.
    public var password: String

    /// Creates the request.
    public init(fullName: String, email: String, password: String) {
        self.fullName = fullName
        self.email = email
        self.password = password
    }
}

/// `POST /api/v1/sessions`.
public struct LoginRequest: Codable, Sendable, Equatable {
    /// Email address.
    public var email: String
    /// Password.
    public var password: String

    /// Creates the request.
    public init(email: String, password: String) {
        self.email = email
        self.password = password
    }
}

/// The answer to register and login: the account and a bearer token.
public struct AuthResponse: Codable, Sendable, Equatable {
    /// The account.
    public var user: User
    /// The bearer token for `Authorization: Bearer …`.
    public var token: String

    /// Creates the answer.
    public init(user: User, token: String) {
        self.user = user
        self.token = token
    }
}
