/// What an operator or a restaurant's member did, as the audit log names it (`subject.verb`).
public enum AuditAction: String, Sendable, Codable, CaseIterable {
    // Operators: restaurants and their applications.
    /// An application approved (its restaurant made).
    case applicationApproved = "application.approve"
    /// An application rejected with a reason.
    case applicationRejected = "application.reject"
    /// A restaurant imported or replaced by the importer.
    case restaurantImported = "restaurant.import"
    /// A restaurant taken off the list for now.
    case restaurantSuspended = "restaurant.suspend"
    /// A suspended restaurant listed again.
    case restaurantReinstated = "restaurant.reinstate"
    /// A restaurant's fees, delivery areas or tax changed.
    case restaurantTermsChanged = "restaurant.terms"
    /// An account made staff of a restaurant by an operator.
    case staffAssigned = "staff.assign"
    // Operators: couriers, customers and coupons.
    /// A courier onboarded.
    case courierCreated = "courier.create"
    /// A courier's vehicle, phone or active state changed.
    case courierChanged = "courier.change"
    /// An account made on the command line (`foodly admin create-user`), with its role.
    case accountCreated = "account.create"
    /// An account locked (its sessions ended).
    case accountLocked = "account.lock"
    /// A locked account opened again.
    case accountUnlocked = "account.unlock"
    /// A coupon created.
    case couponCreated = "coupon.create"
    /// A coupon's validity or limits changed.
    case couponChanged = "coupon.change"
    /// A coupon ended now.
    case couponExpired = "coupon.expire"
    // Operators: orders and money.
    /// An order given to another courier.
    case orderReassigned = "order.reassign"
    /// An order cancelled by an operator, with a reason.
    case orderCancelled = "order.cancel"
    /// Money given back on an order.
    case orderRefunded = "order.refund"
    // Restaurants: their menu, hours and photos.
    /// A dish added to the menu.
    case dishAdded = "dish.add"
    /// A dish edited.
    case dishChanged = "dish.change"
    /// A dish taken off the menu.
    case dishArchived = "dish.archive"
    /// A dish sold out or back on sale.
    case dishAvailability = "dish.availability"
    /// A dish's option groups saved.
    case dishOptionsChanged = "dish.options"
    /// A dish's photo set or removed.
    case dishPhotoChanged = "dish.photo"
    /// The menu's sections or dishes reordered.
    case menuArranged = "menu.arrange"
    /// The restaurant's photo set or removed.
    case restaurantPhotoChanged = "restaurant.photo"
    /// Opening hours saved.
    case hoursChanged = "hours.change"
    /// A closure for dates added.
    case closureAdded = "closure.add"
    /// A closure removed.
    case closureRemoved = "closure.remove"
    /// New orders paused.
    case ordersPaused = "orders.pause"
    /// New orders taken again.
    case ordersResumed = "orders.resume"
    /// The preparation time changed.
    case prepTimeChanged = "prep_time.change"
    // Restaurants: their staff, reviews and orders.
    /// Someone invited to the staff.
    case staffInvited = "staff.invite"
    /// An invitation to the staff revoked before it was accepted.
    case staffInviteRevoked = "staff.invite_revoked"
    /// An invitation accepted.
    case staffJoined = "staff.join"
    /// A member's role changed.
    case staffRoleChanged = "staff.role"
    /// A member taken off the staff.
    case staffRemoved = "staff.remove"
    /// A public reply to a review written.
    case reviewReplied = "review.reply"
    /// A reply to a review removed.
    case reviewReplyRemoved = "review.reply_remove"
    /// An order accepted by the kitchen.
    case orderAccepted = "order.accept"
    /// An order refused by the kitchen.
    case orderRejected = "order.reject"
    /// An order being prepared.
    case orderPreparing = "order.preparing"
    /// An order ready for its courier.
    case orderReady = "order.ready"
    /// A payee's bank details, or Foodly's own, entered or changed (masked values only).
    case bankDetailsChanged = "bank_details.change"
    /// A payout run made.
    case payoutRun = "payout.run"
    /// A payout confirmed paid by the bank.
    case payoutPaid = "payout.paid"
    /// A payout returned by the payee's bank; their balance restored.
    case payoutReturned = "payout.return"
    /// Cash a courier collected, handed in to Foodly.
    case cashHandedIn = "courier.cash"
    /// The settlement terms changed: default commission, courier pay, card fee.
    case settlementTermsChanged = "settlement.terms"
    /// A courier typed a wrong handover code five times: the delivery is locked until an operator looks.
    case handoverLocked = "delivery.code_locked"
    /// How many deliveries a courier may carry at once changed.
    case dispatchChanged = "dispatch.changed"
    /// An operator marked an order on its way delivered for its courier (a locked handover, a courier who cannot).
    case orderDelivered = "order.deliver"
    /// What Foodly owes a restaurant or a courier adjusted by an operator, with the reason.
    case payeeAdjusted = "payee.adjust"
    /// A restaurant started or stopped letting customers collect orders at its counter.
    case pickupChanged = "pickup.change"
    /// The kitchen handed a pickup order over to its customer, who showed the order's code.
    case orderCollected = "order.collect"
    /// An operator answered an issue a customer reported about a delivered order, with a refund or without.
    case issueAnswered = "issue.answer"
    /// An operator drew, uploaded or removed a restaurant's delivery zones.
    case zonesChanged = "zones.change"
}
