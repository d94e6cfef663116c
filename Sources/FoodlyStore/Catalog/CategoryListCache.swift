import Synchronization

/// Restaurants' category lists, one array per distinct list: restaurants share a few hundred lists ("bowls",
/// "salads,vegan"), and the catalog holds 100,000 restaurants, so each list is kept once. Holds at most
/// `maxLists`; past that, lists are returned as given.
enum CategoryListCache {
    /// The most distinct lists kept.
    static let maxLists = 4_096

    private static let lists = Mutex<[[String]: [String]]>([:])

    /// `list`, as the one array every equal list shares.
    static func shared(_ list: [String]) -> [String] {
        guard !list.isEmpty else { return [] }
        return lists.withLock { lists in
            if let known = lists[list] { return known }
            if lists.count < maxLists { lists[list] = list }
            return list
        }
    }
}
