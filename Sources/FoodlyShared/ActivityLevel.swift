/// How active a person's days are, from desk-bound to hard physical work or training.
public enum ActivityLevel: String, Codable, Sendable, CaseIterable {
    /// Little or no exercise.
    case sedentary
    /// Light exercise 1–3 days a week.
    case light
    /// Moderate exercise 3–5 days a week.
    case moderate
    /// Hard exercise 6–7 days a week.
    case active
    /// Hard daily exercise and a physical job.
    case veryActive = "very_active"
}
