/// Router patterns (`/api/v1/orders/:id`) in the endpoint table's template form (`/api/v1/orders/{id}`), so tests
/// can compare what the server routes or counts with the table.
enum RouteTemplate {
    /// `pattern` with each `:name` segment written `{name}`.
    static func of(_ pattern: String) -> String {
        pattern.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            segment.hasPrefix(":") ? "{\(segment.dropFirst())}" : String(segment)
        }.joined(separator: "/")
    }
}
