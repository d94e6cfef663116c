import FoodlyCore
import Testing

@Suite("Audit fields as people read them")
struct AuditFieldsTests {
    @Test func moneyIsShownInDollarsAndEverythingElseAsLogged() {
        #expect(AuditFields.shown("950", of: "refunded") == "$9.50")
        #expect(AuditFields.shown("1975", of: "price") == "$19.75")
        #expect(AuditFields.shown("never", of: "free_delivery_over") == "never")
        #expect(AuditFields.shown("950", of: "total_limit") == "950")
    }
}
