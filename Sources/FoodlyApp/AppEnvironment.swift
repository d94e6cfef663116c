import FoodlyCore
import FoodlyStore
import Foundation

/// Everything the use cases need from the outside world, injected once at start-up.
public struct AppEnvironment: Sendable {
    /// The store.
    public let database: any Database
    /// The source of the current time.
    public let clock: any WallClock
    /// Makes new opaque ids.
    public let makeID: @Sendable () -> String
    /// The in-memory catalog that listing and search read, shared by every service on this environment.
    public let catalogCache: CatalogCache
    /// Who is watching which order, shared by every service on this environment (and, through the database's
    /// broadcast, with the other server processes on the same database).
    public let orderEvents: OrderEvents
    /// The regions this process holds in its catalog and serves lists, search and restaurant pages for (`foodly
    /// serve --regions`); nil for every region.
    public let regions: Set<String>?
    /// Where the regions this process does not hold deliver, to name the one serving a point.
    public let otherRegions = OtherRegions()
    /// The in-memory address index that address search reads, shared by every service on this environment.
    public let addressCache = AddressCache()
    /// Where tests make the payment path stop as if the process died; never armed in `foodly serve`.
    public let faults = FaultPoints()
    /// How mail goes out (links, receipts); nil where nothing is mailed (the command-line tools but `serve`).
    public let mailer: Mailer?
    /// Where card payments go; nil where cards are not taken (no keys given), and checkout offers paying on
    /// delivery only.
    public let payments: (any PaymentProvider)?
    /// Seals and opens bank details; nil when no key is configured (bank details cannot be entered, payouts not run).
    public let bankVault: BankVault?
    /// What a password hash costs (``PasswordCost/interactive`` everywhere but the Swift tests).
    public let passwordCost: PasswordCost

    /// Creates an environment; ids default to 128 random bits in hex.
    public init(
        database: any Database, clock: any WallClock = SystemClock(),
        makeID: @escaping @Sendable () -> String = {
            Sodium.randomBytes(16).map { String(format: "%02x", $0) }.joined()
        }, mailer: Mailer? = nil, payments: (any PaymentProvider)? = nil, catalogCache: CatalogCache = CatalogCache(),
        regions: Set<String>? = nil, bankVault: BankVault? = nil, passwordCost: PasswordCost = .interactive
    ) {
        self.passwordCost = passwordCost
        self.bankVault = bankVault
        self.regions = regions
        self.catalogCache = catalogCache
        self.database = database
        self.clock = clock
        self.makeID = makeID
        self.mailer = mailer
        self.payments = payments
        orderEvents = OrderEvents(broadcast: database.broadcast)
    }
}
