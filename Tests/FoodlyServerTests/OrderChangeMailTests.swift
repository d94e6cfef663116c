import FoodlyCore
import FoodlyTestSupport
import Foundation
import Testing

/// The mails a customer gets when their order will not come or money goes back to them: the restaurant rejected
/// it, they cancelled it, an operator cancelled it with a reason, or refunded part of it. Runs on SQLite and
/// PostgreSQL.
@Suite("Mail: an order rejected, cancelled or refunded")
struct OrderChangeMailTests {
    static func mails(_ world: MoneyAPITests.World, to name: String) throws -> [Mailbox.Message] {
        try world.world.app.mailbox.messages(to: "\(name.lowercased())@example.com").filter {
            $0.subject.contains("order #") && !$0.subject.contains(" from ")  // not the receipt
        }
    }

    @Test func eachEndAndRefundIsMailedOnceWithWhatTheCustomerPays() throws {
        let world = try MoneyAPITests.World()
        let (_, rejected, _) = try world.order("Rita")
        #expect(
            world.world.send(.post, "/api/v1/kitchen/orders/\(rejected)/reject", world.kitchen, ["reason": "busy"])
                .status
                == 200)
        let rita = try Self.mails(world, to: "Rita")
        #expect(rita.map(\.subject).count == 1 && rita.first?.subject.hasSuffix("was not accepted") == true)
        #expect(rita.first?.text.contains("Lentil Place could not take your order") == true)
        #expect(rita.first?.text.contains("They said: \(RejectionReason.busy.label)") == true)
        #expect(rita.first?.text.contains("You pay nothing for it.") == true)

        let (cara, cancelled, _) = try world.order("Cara")
        #expect(world.world.send(.post, "/api/v1/orders/\(cancelled)/cancel", cara).status == 200)
        let caraMails = try Self.mails(world, to: "Cara")
        #expect(caraMails.count == 1 && caraMails.first?.subject.hasSuffix("is cancelled") == true)
        #expect(caraMails.first?.text.contains("is cancelled, as you asked.") == true)

        let (_, byOperator, _) = try world.order("Opal")
        let reason = "The kitchen had a power cut."
        #expect(
            world.world.send(.post, "/api/v1/admin/orders/\(byOperator)/cancel", world.admin, ["reason": reason])
                .status == 200)
        #expect(try Self.mails(world, to: "Opal").first?.text.contains("is cancelled: \(reason)") == true)

        let (_, refunded, _) = try world.order("Rory")
        #expect(world.refund(refunded, ["amount": 450, "reason": "The side was missing."]).status == 201)
        let rory = try Self.mails(world, to: "Rory")
        #expect(rory.map(\.subject) == [rory.first?.subject ?? ""] && rory.first?.subject.contains("$4.50") == true)
        #expect(rory.first?.text.contains("We refunded $4.50 of your order") == true)
        #expect(rory.first?.text.contains("The side was missing.") == true)
        #expect(
            rory.first?.text.contains("You paid on delivery: write to \(Mailbox.supportAddress) to be paid back.")
                == true)
        #expect(world.refund(refunded, ["amount": 0, "reason": "Nothing"]).status == 422)
        #expect(try Self.mails(world, to: "Rory").count == 1, "a refused refund mails nothing")
    }
}
