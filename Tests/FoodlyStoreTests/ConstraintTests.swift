import FoodlyStore
import Testing

@Suite("Constraints")
struct ConstraintTests {
    @Test("a duplicate key maps to uniqueViolation naming the table and column", arguments: StoreFactory.all)
    func uniqueViolation(factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            let insert = "INSERT INTO app_settings (key, value, updated_at) VALUES ($1, $2, $3)"
            try store.database.write { try $0.execute(insert, "theme", "dark", "2024-05-06T07:08:09Z") }
            #expect {
                try store.database.write { try $0.execute(insert, "theme", "light", "2024-05-06T07:08:09Z") }
            } throws: { error in
                guard case StoreError.uniqueViolation(let violation) = error else { return false }
                return violation.table == "app_settings" && violation.columns == ["key"]
            }
            #expect {
                try store.database.write { connection in
                    try connection.execute("INSERT INTO parents (id, name) VALUES (1, 'Ana'), (2, 'Ana')")
                }
            } throws: { error in
                guard case StoreError.uniqueViolation(let violation) = error else { return false }
                return violation.table == "parents" && violation.columns == ["name"]
            }
        }
    }

    @Test("foreign keys are enforced", arguments: StoreFactory.all)
    func foreignKeys(factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            #expect {
                try store.database.write { connection in
                    try connection.execute("INSERT INTO children (id, parent_id, quantity) VALUES (1, $1, 1)", 42)
                }
            } throws: { error in
                guard case StoreError.foreignKeyViolation = error else { return false }
                return true
            }
            #expect(try Fixtures.count("children", in: store.database) == 0)
            try store.database.write { connection in
                try connection.execute("INSERT INTO parents (id, name) VALUES (42, 'Ana')")
                try connection.execute("INSERT INTO children (id, parent_id, quantity) VALUES (1, 42, 1)")
            }
            #expect {
                try store.database.write { try $0.execute("DELETE FROM parents WHERE id = 42") }
            } throws: { error in
                guard case StoreError.foreignKeyViolation = error else { return false }
                return true
            }
        }
    }

    @Test("CHECK and NOT NULL constraints map to their own errors", arguments: StoreFactory.all)
    func checkAndNotNull(factory: StoreFactory) throws {
        try factory.withMigratedStore { store in
            try store.database.write { try $0.execute("INSERT INTO parents (id, name) VALUES (1, 'Ana')") }
            #expect {
                try store.database.write {
                    try $0.execute("INSERT INTO children (id, parent_id, quantity) VALUES (1, 1, 0)")
                }
            } throws: { error in
                guard case StoreError.checkViolation(let violation) = error else { return false }
                return violation.constraint == "quantity_positive"
            }
            #expect {
                try store.database.write { try $0.execute("INSERT INTO parents (id, name) VALUES (2, $1)", nil) }
            } throws: { error in
                guard case StoreError.notNullViolation(let violation) = error else { return false }
                return violation.table == "parents" && violation.columns == ["name"]
            }
        }
    }
}
