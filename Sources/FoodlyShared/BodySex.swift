/// The sex the energy equations are fitted for.
public enum BodySex: String, Codable, Sendable, CaseIterable {
    case female
    case male
}
