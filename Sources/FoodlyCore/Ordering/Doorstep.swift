import Foundation

/// What happens at the customer's door. The customer may ask at checkout for the order to be left there: the courier
/// then proves the delivery with a photo instead of the ``HandoverCode``. When nobody answers, the courier says so
/// (each time counted as an attempt: knocking, ringing, calling); after ``waitSeconds`` from the first they may end
/// the delivery as failed: a card order is still charged, cash is not collected (Foodly bears it), and the food is
/// not brought again.
public struct Doorstep: Sendable, Equatable {
    /// How long a courier waits at a door nobody opens before they may give up: 10 minutes.
    public static let waitSeconds: TimeInterval = 600
    /// How long a door photo is kept after it was taken: 30 days.
    public static let photoKeptSeconds: TimeInterval = 30 * 24 * 3600

    /// The customer asked for the order to be left at the door (proved by a photo).
    public var leaveAtDoor: Bool
    /// When the courier took the door photo; nil before (and once it is deleted after ``photoKeptSeconds``).
    public var photoTakenAt: Date?
    /// When the courier first said nobody answers: the wait starts.
    public var unansweredSince: Date?
    /// How many times the courier said nobody answers.
    public var attempts: Int

    /// A doorstep where nothing happened yet.
    public init(leaveAtDoor: Bool = false, photoTakenAt: Date? = nil, unansweredSince: Date? = nil, attempts: Int = 0) {
        self.leaveAtDoor = leaveAtDoor
        self.photoTakenAt = photoTakenAt
        self.unansweredSince = unansweredSince
        self.attempts = attempts
    }

    /// When the courier may give up, once the wait started.
    public var waitEndsAt: Date? {
        unansweredSince?.addingTimeInterval(Doorstep.waitSeconds)
    }

    /// Whether the courier has waited long enough at `now` to end the delivery as failed.
    public func mayGiveUp(at now: Date) -> Bool {
        waitEndsAt.map { now >= $0 } ?? false
    }

    /// Whether the photo taken at `photoTakenAt` is still kept at `now`.
    public func keepsPhoto(at now: Date) -> Bool {
        photoTakenAt.map { now < $0.addingTimeInterval(Doorstep.photoKeptSeconds) } ?? false
    }
}
