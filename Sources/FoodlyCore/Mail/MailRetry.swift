import Foundation

/// When a mail the SMTP server did not take is tried again: after 1 minute, then twice as long each time (2, 4, …
/// 64 minutes), 8 tries in all over about two hours, after which it is given up (and counted, so the operator sees
/// it). A try holds its message for `lease` seconds: longer than a send may take (`SMTPMailSender`'s 30 s limit),
/// so no other process sends it meanwhile, and short enough that a message whose process died mid-send goes out
/// again soon after (at least once; the same `Message-ID` lets a reader's mail program drop the copy).
public enum MailRetry {
    /// The most tries of one message.
    public static let maxAttempts = 8
    /// How long a try holds its message, in seconds.
    public static let lease: TimeInterval = 45

    /// When to try again after `attempts` failed tries, the last at `now`; nil when it is given up.
    public static func nextAttempt(after attempts: Int, at now: Date) -> Date? {
        guard attempts < maxAttempts else { return nil }
        return now.addingTimeInterval(60 * Double(1 << max(0, min(attempts - 1, 20))))
    }
}
