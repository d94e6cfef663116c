/// A dish to check without saving it (`POST /api/v1/merchant/menu/preview`): the editor's dish, and the dish it
/// would replace when it is an edit, written flat beside it.
public struct MenuPreviewRequest: Codable, Sendable, Equatable {
    /// The dish being edited; nil for a new one.
    public var dishId: String?
    /// The dish as it would be saved.
    public var draft: MenuDishDraft

    /// Creates a request.
    public init(dishId: String? = nil, draft: MenuDishDraft) {
        self.dishId = dishId
        self.draft = draft
    }

    private enum Keys: String, CodingKey {
        case dishId
    }

    /// Reads `dishId` beside the draft's own members.
    public init(from decoder: any Decoder) throws {
        dishId = try decoder.container(keyedBy: Keys.self).decodeIfPresent(String.self, forKey: .dishId)
        draft = try MenuDishDraft(from: decoder)
    }

    /// Writes the draft's members and `dishId` in one object.
    public func encode(to encoder: any Encoder) throws {
        try draft.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encodeIfPresent(dishId, forKey: .dishId)
    }
}
