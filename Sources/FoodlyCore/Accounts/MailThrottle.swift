import Foundation

/// When a mail asked for by someone (a password reset link, a new confirmation link) may be sent, from the recent
/// requests for one address and from one client address, so that Foodly cannot be used to flood someone's inbox.
///
/// - An address gets at most `perAddress` such mails within `window` (an hour), whoever asks and whether or not it
///   has an account, so the answer tells nothing about accounts.
/// - A client address may ask for at most `perClient` within `window`, for any addresses.
///
/// Refused requests are not counted. Like ``LoginThrottle``, the counts are kept in the store, so they hold across
/// processes.
public enum MailThrottle {
    /// How long a request counts.
    public static let window: TimeInterval = 3600
    /// Mails to one address within the window.
    public static let perAddress = 3
    /// Requests from one client address within the window.
    public static let perClient = 10

    /// Seconds to wait before the next request, or nil when it may go ahead now.
    /// - Parameters:
    ///   - toAddress: the times of the accepted requests for the address within `window`, oldest first.
    ///   - fromClient: the times of the accepted requests from the client address within `window`, oldest first.
    public static func wait(toAddress: [Date], fromClient: [Date], now: Date) -> Int? {
        var until = Date.distantPast
        for (times, limit) in [(toAddress, perAddress), (fromClient, perClient)] where times.count >= limit {
            until = max(until, times[times.count - limit].addingTimeInterval(window))
        }
        let seconds = until.timeIntervalSince(now)
        return seconds > 0 ? Int(seconds.rounded(.up)) : nil
    }
}
