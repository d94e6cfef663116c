extension StaffRules {
    /// Whether someone with `role` edits their restaurant's dishes' options (owners and managers; plain staff see
    /// them).
    public static func editsOptions(_ role: StaffRole) -> Bool {
        role != .staff
    }
}
