import Foundation

/// A payout run: an operator paid every payee what they were owed at the end of a period (days in UTC, as the
/// operator's reports count them). Runs are numbered from 1; each pays a later period than the one before.
public struct PayoutRun: Sendable, Equatable {
    /// 1, 2, 3…
    public let number: Int
    /// The period's last day: the run pays what was owed when it ended.
    public let through: DiaryDate
    /// When the run was made.
    public let at: Date
    /// The operator who made it.
    public let actorID: ID<UserAccount>?
    /// Its transfers.
    public var payouts: [Payout]

    /// Creates a run.
    public init(number: Int, through: DiaryDate, at: Date, actorID: ID<UserAccount>?, payouts: [Payout]) {
        self.number = number
        self.through = through
        self.at = at
        self.actorID = actorID
        self.payouts = payouts
    }

    /// When the period ends: the start of the day after `through`, in UTC. Balances are read before it.
    public static func cutoff(through: DiaryDate) -> Date { through.next(in: .gmt).start(in: .gmt) }

    /// Refuses a run through `through` made at `now` after `last`, the latest run: a period that has not begun
    /// (after today) or that was paid already. A period is paid once its end is not after the previous run's end,
    /// or not after the moment the previous run was made (the payouts of that run are dated then, and a balance read
    /// before them would pay the same money twice).
    public static func check(through: DiaryDate, after last: PayoutRun?, now: Date) throws(PeriodIssue) {
        guard through <= DiaryDate(now, in: .gmt) else { throw .future }
        guard let last else { return }
        let end = cutoff(through: through)
        guard end > cutoff(through: last.through), end > last.at else {
            throw .alreadyPaid(max(last.through, DiaryDate(last.at, in: .gmt).adding(days: -1)))
        }
    }

    /// Why a period cannot be paid.
    public enum PeriodIssue: Error, Equatable {
        /// It ends after today.
        case future
        /// It ends no later than this day, the last one a run has paid.
        case alreadyPaid(DiaryDate)

        /// The sentence for the operator.
        public var message: String {
            switch self {
            case .future: "Choose a day up to today: a payout pays what is owed when its last day ends."
            case .alreadyPaid(let day):
                "What was owed through \(day.text) is paid already: choose a later day."
            }
        }
    }
}
