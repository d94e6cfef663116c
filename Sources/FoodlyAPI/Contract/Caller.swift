/// Who may call an endpoint, as a type: the server's route group for each resolves the caller before the handler
/// runs and hands it over, so a handler never looks the caller up itself.
public protocol CallerRule: Sendable {
    /// The same rule as a value, for tables, documents and tests.
    static var access: Access { get }
}

/// Who may call an endpoint.
public enum Access: String, Sendable, CaseIterable {
    /// Anyone, signed in or not.
    case anyone
    /// Any signed-in account, whatever its role.
    case signedIn
    /// Restaurant staff (each sees only their restaurant's orders and dishes).
    case staff
    /// A courier (each sees only the deliveries assigned to them).
    case courier
    /// An operator.
    case admin
    /// The machine itself, or a caller with the metrics token (`MetricsAccess`); no account.
    case monitoring

    /// Whether a token or session is needed.
    public var needsSignIn: Bool { self != .anyone && self != .monitoring }
}

/// The caller rules, one type each.
public enum Caller {
    /// Anyone, signed in or not.
    public enum Anyone: CallerRule {
        /// ``Access/anyone``.
        public static let access = Access.anyone
    }

    /// Any signed-in account.
    public enum SignedIn: CallerRule {
        /// ``Access/signedIn``.
        public static let access = Access.signedIn
    }

    /// Restaurant staff.
    public enum Staff: CallerRule {
        /// ``Access/staff``.
        public static let access = Access.staff
    }

    /// A courier.
    public enum Courier: CallerRule {
        /// ``Access/courier``.
        public static let access = Access.courier
    }

    /// An operator.
    public enum Admin: CallerRule {
        /// ``Access/admin``.
        public static let access = Access.admin
    }

    /// The machine itself or the metrics token.
    public enum Monitoring: CallerRule {
        /// ``Access/monitoring``.
        public static let access = Access.monitoring
    }
}
