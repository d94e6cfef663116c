import FoodlyCore
import FoodlyShared

/// A refusal from joining Foodly or managing a restaurant's staff, with the stable `code` clients match on.
public struct MerchantError: DomainError, Equatable {
    /// Not found, conflict or forbidden.
    public let kind: ProblemKind
    /// The API's `code`, e.g. `last_owner`.
    public let code: String
    /// A sentence for people.
    public let message: String

    /// Creates an error.
    public init(kind: ProblemKind, code: String, message: String) {
        self.kind = kind
        self.code = code
        self.message = message
    }

    /// An application from an account that is not a customer's.
    public static let customersOnly = MerchantError(
        kind: .forbidden, code: "forbidden",
        message: "Apply from a customer account; staff, courier and admin accounts cannot own a restaurant.")
    /// A second application while one waits.
    public static let applicationPending = MerchantError(
        kind: .conflict, code: "application_pending",
        message: "You have an application waiting. You can apply again once it is decided.")
    /// No application with this id.
    public static let applicationNotFound = MerchantError(
        kind: .notFound, code: "not_found", message: "There is no such application.")
    /// An application approved or rejected already.
    public static func alreadyDecided(_ status: ApplicationStatus) -> MerchantError {
        MerchantError(
            kind: .conflict, code: "already_decided", message: "This application was \(status.rawValue) already.")
    }
    /// An approval for an applicant whose account is no longer a customer's.
    public static let applicantNotCustomer = MerchantError(
        kind: .conflict, code: "applicant_not_customer",
        message: "The applicant's account now works elsewhere or is not a customer account; reject the application.")
    /// A staff call from an account that works for no restaurant.
    public static let notStaff = MerchantError(
        kind: .forbidden, code: "forbidden", message: "Your account does not work for a restaurant.")
    /// A staff change refused by `StaffRules`.
    public static func refused(_ refusal: StaffRules.Refusal) -> MerchantError {
        switch refusal {
        case .notAManager:
            MerchantError(
                kind: .forbidden, code: "forbidden",
                message: "Only the restaurant's owners and managers manage its staff.")
        case .ownerOnly:
            MerchantError(
                kind: .forbidden, code: "owner_only",
                message: "Only an owner makes owners or managers, or changes or removes one.")
        case .lastOwner:
            MerchantError(
                kind: .conflict, code: "last_owner",
                message: "A restaurant needs an owner. Make someone else an owner first.")
        }
    }
    /// No such member of the caller's restaurant.
    public static let memberNotFound = MerchantError(
        kind: .notFound, code: "not_found", message: "There is no such member of your restaurant's staff.")
    /// No invitation of this address by the caller's restaurant waiting to be accepted.
    public static let inviteNotFound = MerchantError(
        kind: .notFound, code: "not_found", message: "There is no invitation for this address.")
    /// An invitation to someone on the staff already.
    public static let alreadyOnStaff = MerchantError(
        kind: .conflict, code: "already_on_staff", message: "This person is on your restaurant's staff already.")
    /// An invitation accepted by an account with another address.
    public static func inviteForAnotherAddress(_ email: String) -> MerchantError {
        MerchantError(
            kind: .forbidden, code: "invite_for_another_address",
            message: "This invitation is for \(email). Sign in with that address to accept it.")
    }
    /// A plain staff member asking for the restaurant's numbers or answering a review.
    public static let managersOnly = MerchantError(
        kind: .forbidden, code: "managers_only",
        message: "Only the restaurant's owners and managers see its numbers and answer its reviews.")
    /// No review of the caller's restaurant for this order.
    public static let reviewNotFound = MerchantError(
        kind: .notFound, code: "not_found", message: "Your restaurant has no review for this order.")
    /// An invitation accepted by an account that works elsewhere or is not a customer's.
    public static let cannotJoin = MerchantError(
        kind: .conflict, code: "cannot_join",
        message: "This account works for a restaurant already or is a courier or admin account.")
}
