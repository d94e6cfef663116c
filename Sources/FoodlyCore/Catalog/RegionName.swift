/// The name of a region: the city or area a restaurant belongs to, which a server process may hold alone
/// (`foodly serve --regions`). A lowercase slug of 1–40 letters, digits and dashes, like `san-francisco`.
public enum RegionName {
    /// The region of restaurants imported without one.
    public static let `default` = "default"

    /// The longest name.
    public static let maxLength = 40

    /// Whether `name` is a region name: 1–40 lowercase ASCII letters, digits and dashes, not starting with a dash.
    public static func isValid(_ name: String) -> Bool {
        guard let first = name.utf8.first, first != UInt8(ascii: "-"), name.utf8.count <= maxLength else {
            return false
        }
        return name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "-")
        }
    }
}
