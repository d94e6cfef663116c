/// The version of this build of Foodly.
public enum FoodlyVersion {
    /// Semantic version, printed by `foodly --version`.
    public static let current = "0.1.0"
}
