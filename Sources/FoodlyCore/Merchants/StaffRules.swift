import Foundation

/// Who may do what with a restaurant's staff. Owners manage everyone; managers invite and remove plain staff;
/// staff manage nobody. A restaurant always keeps at least one owner.
public enum StaffRules {
    /// How long an invitation's link works.
    public static let inviteLifetime: TimeInterval = 7 * 24 * 3600

    /// Why a change to the staff is refused.
    public enum Refusal: Equatable, Sendable {
        /// Plain staff manage nobody.
        case notAManager
        /// Only an owner makes owners or managers, or changes or removes one.
        case ownerOnly
        /// The change would leave the restaurant without an owner.
        case lastOwner
    }

    /// Whether someone with `role` lists, invites and removes staff.
    public static func managesStaff(_ role: StaffRole) -> Bool {
        role != .staff
    }

    /// Whether someone with `role` edits the menu (plain staff only look at it).
    public static func editsMenu(_ role: StaffRole) -> Bool {
        role != .staff
    }

    /// Why `actor` may not invite someone as `role`; nil when they may.
    public static func inviteRefusal(by actor: StaffRole, as role: StaffRole) -> Refusal? {
        guard managesStaff(actor) else { return .notAManager }
        return actor == .owner || role == .staff ? nil : .ownerOnly
    }

    /// Why `actor` may not change a member from `current` to `new` (or remove them, `new` nil) while the restaurant
    /// has `owners` owners; nil when they may.
    public static func changeRefusal(by actor: StaffRole, of current: StaffRole, to new: StaffRole?, owners: Int)
        -> Refusal?
    {
        guard managesStaff(actor) else { return .notAManager }
        if actor != .owner && (current != .staff || (new != nil && new != .staff)) { return .ownerOnly }
        if current == .owner && new != .owner && owners <= 1 { return .lastOwner }
        return nil
    }
}
