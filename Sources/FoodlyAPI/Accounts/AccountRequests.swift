/// `POST /api/v1/sessions`.
public struct LoginRequest: Codable, Sendable, Equatable {
    /// Email address.
    public var email: String
    /// Password.
    public var password: String
    /// The `deviceToken` this device got at its last sign-in, if any: a device the account signed in from before is
    /// let in while the account is slowed down for guessing from unknown devices.
    public var deviceToken: String?

    /// Creates the request.
    public init(email: String, password: String, deviceToken: String? = nil) {
        self.email = email
        self.password = password
        self.deviceToken = deviceToken
    }
}

/// The answer to register and login: the account, a bearer token and this device's token.
public struct AuthResponse: Codable, Sendable, Equatable {
    /// The account.
    public var user: User
    /// The bearer token for `Authorization: Bearer …`.
    public var token: String
    /// Keep it and send it with the next login (`LoginRequest.deviceToken`): the same one again when the device sent
    /// one that is good for this account, else a new one.
    public var deviceToken: String

    /// Creates the answer.
    public init(user: User, token: String, deviceToken: String) {
        self.user = user
        self.token = token
        self.deviceToken = deviceToken
    }
}
