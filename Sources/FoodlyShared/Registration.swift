/// What a person types to create an account: the body of `POST /api/v1/users`, the web form's values and what
/// `AccountService.register` takes (its rules: `Registration.validated()` in FoodlyCore).
public struct Registration: Codable, Sendable, Equatable {
    /// First and last name.
    public var fullName: String
    /// Email address.
    public var email: String
    /// The chosen password: 8+ characters with a letter, a digit and a special character (never stored).
    public var password: String

    /// Creates a registration.
    public init(fullName: String, email: String, password: String) {
        self.fullName = fullName
        self.email = email
        self.password = password
    }

}
