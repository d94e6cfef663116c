import FoodlyShared

extension ProblemKind {
    /// The HTTP status of a problem of this kind: the one mapping from kinds to statuses.
    public var httpStatus: Int {
        switch self {
        case .malformed: 400
        case .unauthenticated: 401
        case .paymentRequired: 402
        case .forbidden: 403
        case .notFound: 404
        case .conflict: 409
        case .tooLarge: 413
        case .unsupportedMediaType: 415
        case .invalid: 422
        case .rateLimited: 429
        case .misdirected: 421
        case .unavailable: 503
        }
    }
}
