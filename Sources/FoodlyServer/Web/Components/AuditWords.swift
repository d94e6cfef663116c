import FoodlyShared

extension AuditAction {
    /// The action in words, for the console's audit log: "Changed a dish", "Refunded an order".
    var label: String {
        switch self {
        case .applicationApproved: "Approved an application"
        case .applicationRejected: "Rejected an application"
        case .restaurantImported: "Imported a restaurant"
        case .restaurantSuspended: "Suspended a restaurant"
        case .restaurantReinstated: "Reinstated a restaurant"
        case .restaurantTermsChanged: "Changed fees, areas or tax"
        case .staffAssigned: "Assigned staff"
        case .courierCreated: "Onboarded a courier"
        case .courierChanged: "Changed a courier"
        case .accountCreated: "Created an account"
        case .accountLocked: "Locked an account"
        case .accountUnlocked: "Unlocked an account"
        case .couponCreated: "Created a coupon"
        case .couponChanged: "Changed a coupon"
        case .couponExpired: "Expired a coupon"
        case .orderReassigned: "Reassigned an order's courier"
        case .orderCancelled: "Cancelled an order"
        case .orderRefunded: "Refunded an order"
        case .dishAdded: "Added a dish"
        case .dishChanged: "Changed a dish"
        case .dishArchived: "Took a dish off the menu"
        case .dishAvailability: "Sold out or back on sale"
        case .dishOptionsChanged: "Saved a dish's options"
        case .dishPhotoChanged: "Changed a dish's photo"
        case .menuArranged: "Arranged the menu"
        case .restaurantPhotoChanged: "Changed the restaurant's photo"
        case .hoursChanged: "Changed opening hours"
        case .closureAdded: "Added a closure"
        case .closureRemoved: "Removed a closure"
        case .ordersPaused: "Paused new orders"
        case .ordersResumed: "Resumed new orders"
        case .prepTimeChanged: "Changed the preparation time"
        case .pickupChanged: "Changed whether orders can be collected"
        case .orderCollected: "Handed a pickup order over"
        case .issueAnswered: "Answered a customer's issue"
        case .zonesChanged: "Changed delivery zones"
        case .staffInvited: "Invited to the staff"
        case .staffInviteRevoked: "Revoked an invitation to the staff"
        case .staffJoined: "Joined the staff"
        case .staffRoleChanged: "Changed a member's role"
        case .staffRemoved: "Removed from the staff"
        case .reviewReplied: "Replied to a review"
        case .reviewReplyRemoved: "Removed a review reply"
        case .orderAccepted: "Accepted an order"
        case .orderRejected: "Rejected an order"
        case .orderPreparing: "Started preparing an order"
        case .orderReady: "Marked an order ready"
        case .bankDetailsChanged: "Changed bank details"
        case .payoutRun: "Ran a payout"
        case .payoutPaid: "Marked a payout paid"
        case .payoutReturned: "Marked a payout returned"
        case .cashHandedIn: "Took cash from a courier"
        case .payeeAdjusted: "Adjusted what a restaurant or courier is owed"
        case .handoverLocked: "Locked a delivery after five wrong codes"
        case .settlementTermsChanged: "Changed the commission, courier pay or card fee"
        case .dispatchChanged: "Changed how many deliveries a courier may carry"
        case .orderDelivered: "Marked an order delivered for its courier"
        }
    }
}

extension AuditActorRole {
    /// The capacity in words: "operator", "command line", "owner".
    var label: String {
        switch self {
        case .operator: "operator"
        case .commandLine: "command line"
        case .owner: "owner"
        case .manager: "manager"
        case .staff: "staff"
        case .courier: "courier"
        }
    }
}
