import Foundation

/// One transfer of a payout run: to whom, how much (what they were owed less the cash set off), to which account
/// (masked; the file is written from the sealed details kept with it), and what became of it.
public struct Payout: Sendable, Equatable {
    /// What became of the transfer.
    public enum Status: String, Sendable, CaseIterable {
        /// In the run's file, not confirmed yet.
        case sent
        /// The bank confirmed it.
        case paid
        /// The payee's bank sent it back; the balance is restored.
        case returned
    }

    /// `payout-<run number>-<n>`: also its ledger entry's id and the transfer's end-to-end reference.
    public let id: String
    /// The run it is part of.
    public let runNumber: Int
    /// Who is paid.
    public let payee: Payee
    /// Their name when the run was made.
    public let name: String
    /// What Foodly owed them when the period ended, in cents.
    public let owed: Int
    /// The cash a courier held, set off against it, in cents.
    public let cashSetOff: Int
    /// Which file pays it.
    public let kind: BankAccountKind
    /// The account, masked.
    public let masked: String
    /// What became of it.
    public var status: Status
    /// Why it was returned, as the operator wrote it; empty otherwise.
    public var note: String

    /// Creates a payout.
    public init(
        id: String, runNumber: Int, payee: Payee, name: String, owed: Int, cashSetOff: Int, kind: BankAccountKind,
        masked: String, status: Status = .sent, note: String = ""
    ) {
        self.id = id
        self.runNumber = runNumber
        self.payee = payee
        self.name = name
        self.owed = owed
        self.cashSetOff = cashSetOff
        self.kind = kind
        self.masked = masked
        self.status = status
        self.note = note
    }

    /// The transfer, in cents.
    public var amount: Int { owed - cashSetOff }

    /// The entry that pays it (``PayoutPlan/entry(id:payee:owed:cashSetOff:by:at:)``).
    public func entry(by actorID: ID<UserAccount>?, at time: Date) throws -> LedgerEntry {
        try PayoutPlan.entry(id: id, payee: payee, owed: owed, cashSetOff: cashSetOff, by: actorID, at: time)
    }

    /// The entry that undoes it when the payee's bank returns it: what they were owed and the cash they held come
    /// back, and the money back into Foodly's bank.
    public func returnedEntry(reason: String, by actorID: ID<UserAccount>?, at time: Date) throws -> LedgerEntry {
        try LedgerEntry(
            id: "\(id)-returned", event: .payoutReturned, orderID: nil, amount: amount, reason: reason,
            actorID: actorID, at: time,
            postings: [
                .init(payee.payable, -owed), .init(payee.cash ?? payee.payable, cashSetOff), .init(.bank, amount),
            ])
    }
}
