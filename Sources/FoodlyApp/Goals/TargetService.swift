import FoodlyCore
import FoodlyShared
import FoodlyStore

/// A customer's own daily target: worked out from the body profile they give (which is kept, so the protein
/// target and the form can be shown again), or a number they type themselves (`dailyKcalTarget` on the profile).
public struct TargetService: Sendable {
    private let environment: AppEnvironment

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// The customer's profile, what it works out to, and the energy target in use.
    public func target(for user: UserAccount) throws -> PersonalTarget {
        let profile = try environment.database.read { try BodyProfileQueries($0).profile(userID: user.id) }
        return PersonalTarget(
            profile: profile, target: profile.flatMap { try? DailyTarget($0) }, dailyKcalTarget: user.dailyKcalTarget)
    }

    /// Keeps `profile` and makes what it works out to the customer's energy target, or throws a
    /// `ValidationFailure` naming each value it cannot use (nothing is saved then).
    public func save(_ profile: BodyProfile, for user: UserAccount) throws -> PersonalTarget {
        let target = try DailyTarget(profile)
        let now = environment.clock.now()
        try environment.database.write { connection in
            try BodyProfileQueries(connection).save(profile, dailyKcalTarget: target.kcal, userID: user.id, at: now)
        }
        return PersonalTarget(profile: profile, target: target, dailyKcalTarget: target.kcal)
    }

    /// Forgets the customer's body profile; the energy target they have stays until they change it.
    public func forget(for user: UserAccount) throws {
        _ = try environment.database.write { try BodyProfileQueries($0).delete(userID: user.id) }
    }
}
