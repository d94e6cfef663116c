import Foundation

/// When a login may be tried again, from the recent failures of one account from one address (the pair) and of one
/// address on any account.
///
/// - The pair: failures count for `pairWindow` (a day; a success clears them). The first `freePairFailures` cost
///   nothing; after that each one makes the next attempt wait `firstDelay`, doubled for every further failure, at
///   most `maxDelay` (30 s, 1, 2, 4, 8 minutes, then 15: about a hundred guesses a day). Someone who knows an email
///   slows only their own address: the owner signs in from theirs at once.
/// - The account, from devices it never signed in from: its failures from every address count for `pairWindow`
///   too. The first `freeAccountFailures` cost nothing; after that each makes the next attempt from any unknown
///   device wait `accountFirstDelay`, doubling to `accountMaxDelay` (1, 2, 4, 8, 16, then 30 minutes), so guessing
///   one password from many addresses gets fewer than 75 tries a day (NIST SP 800-63B allows 100), while a device that signed in before (its device token)
///   is let in at once: the owner is never locked out. Reaching the limit is mailed to the owner (once a day at most).
/// - Spraying: an address with failures on `sprayedAccounts` different accounts within `sprayWindow` (15 minutes) is
///   refused for every account until the oldest of those accounts' last failures leaves the window. A shared
///   address (an office, a carrier NAT) is refused only when that many of its people fail within the window.
///
/// Attempts refused by the throttle are not failures.
public enum LoginThrottle {
    /// How long a failure of a pair counts.
    public static let pairWindow: TimeInterval = 24 * 3600
    /// How long a failure counts against its address.
    public static let sprayWindow: TimeInterval = 15 * 60
    /// The longest wait.
    public static let maxDelay: TimeInterval = 15 * 60
    /// Failures of one account from one address before any wait.
    public static let freePairFailures = 4
    /// The wait after the first failure past the free ones.
    public static let firstDelay: TimeInterval = 30
    /// Failures of one account from unknown devices, from any address, before they wait.
    public static let freeAccountFailures = 20
    /// The wait after the first failure of an account past its free ones.
    public static let accountFirstDelay: TimeInterval = 60
    /// The longest wait for an account's unknown devices.
    public static let accountMaxDelay: TimeInterval = 30 * 60
    /// Devices remembered per account (the most recently used).
    public static let devicesRemembered = 20
    /// Different accounts failed from one address that refuse it for every account.
    public static let sprayedAccounts = 10
    /// Registrations from one address refused because the email was taken, within `sprayWindow`, that refuse every
    /// registration from it until the oldest of them leaves the window: testing a list of addresses is slow, while
    /// new people behind one address still sign up (only taken addresses count).
    public static let takenRegistrations = 10

    /// Seconds before `address` may register again, given the times its registrations found the email taken within
    /// `sprayWindow` (oldest first), or nil when it may go ahead now.
    public static func registrationWait(taken: [Date], now: Date) -> Int? {
        guard taken.count >= takenRegistrations else { return nil }
        let seconds = taken[taken.count - takenRegistrations].addingTimeInterval(sprayWindow).timeIntervalSince(now)
        return seconds > 0 ? Int(seconds.rounded(.up)) : nil
    }

    /// Seconds to wait before the next attempt, or nil when it may go ahead now.
    /// - Parameters:
    ///   - pairFailures: the times of the pair's failures within `pairWindow`, oldest first.
    ///   - accountFailures: the times of the account's failures from unknown devices within `pairWindow`, oldest
    ///     first; empty when the attempt comes from a device the account signed in from.
    ///   - sprayed: for each account that failed from the address within `sprayWindow`, its latest failure.
    public static func wait(pairFailures: [Date], accountFailures: [Date] = [], sprayed: [Date], now: Date) -> Int? {
        var until = Date.distantPast
        if pairFailures.count > freePairFailures, let last = pairFailures.last {
            until = last.addingTimeInterval(delay(afterFailures: pairFailures.count))
        }
        if accountFailures.count > freeAccountFailures, let last = accountFailures.last {
            let doublings = min(accountFailures.count - freeAccountFailures - 1, 10)
            until = max(
                until, last.addingTimeInterval(min(accountMaxDelay, accountFirstDelay * Double(1 << doublings))))
        }
        if sprayed.count >= sprayedAccounts {
            let oldestCounted = sprayed.sorted(by: >)[sprayedAccounts - 1]
            until = max(until, oldestCounted.addingTimeInterval(sprayWindow))
        }
        let seconds = until.timeIntervalSince(now)
        return seconds > 0 ? Int(seconds.rounded(.up)) : nil
    }

    /// The wait after `count` failures of a pair: none up to `freePairFailures`, then doubling up to `maxDelay`.
    public static func delay(afterFailures count: Int) -> TimeInterval {
        guard count > freePairFailures else { return 0 }
        let doublings = min(count - freePairFailures - 1, 10)
        return min(maxDelay, firstDelay * Double(1 << doublings))
    }
}
