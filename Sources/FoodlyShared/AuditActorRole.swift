/// In which capacity someone acted, as the audit log records it.
public enum AuditActorRole: String, Sendable, Codable, CaseIterable {
    /// An operator signed in to the console or the API.
    case `operator`
    /// An operator at the machine, through the `foodly` command (no account).
    case commandLine = "command_line"
    /// A restaurant's owner.
    case owner
    /// A restaurant's manager.
    case manager
    /// A restaurant's plain staff.
    case staff
    /// A courier, changing what is theirs (their bank details).
    case courier
}

extension AuditActorRole {
    /// A restaurant's member acting in their `role` there.
    public init(_ role: StaffRole) {
        switch role {
        case .owner: self = .owner
        case .manager: self = .manager
        case .staff: self = .staff
        }
    }
}
