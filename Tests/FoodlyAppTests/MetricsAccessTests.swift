import FoodlyApp
import Testing

@Suite("Metrics access")
struct MetricsAccessTests {
    @Test func loopbackAddressesAreTheMachineItself() {
        for address in ["127.0.0.1", "127.1.2.3", "::1", "[::1]", "::ffff:127.0.0.1", "::FFFF:127.0.0.9"] {
            #expect(MetricsAccess.isLoopback(address), "\(address)")
        }
        for address in [
            "128.0.0.1", "10.0.0.1", "::2", "::ffff:10.0.0.1", "1127.0.0.1", "127.0.0", "127.0.0.256",
            "unknown", "",
        ] {
            #expect(!MetricsAccess.isLoopback(address), "\(address)")
        }
    }

    @Test func withoutATokenOnlyTheMachineItselfReads() {
        let access = MetricsAccess(token: nil)
        #expect(access.allows(clientAddress: "127.0.0.1", forwardedClient: nil, bearer: nil))
        #expect(access.allows(clientAddress: "127.0.0.1", forwardedClient: "127.0.0.1", bearer: nil))
        #expect(!access.allows(clientAddress: "203.0.113.9", forwardedClient: nil, bearer: nil))
        // An untrusted proxy on the same machine forwards from loopback, naming its client.
        #expect(!access.allows(clientAddress: "127.0.0.1", forwardedClient: "203.0.113.9", bearer: nil))
        #expect(!MetricsAccess(token: "").allows(clientAddress: "203.0.113.9", forwardedClient: nil, bearer: ""))
    }

    @Test func theTokenReadsFromAnywhere() {
        let access = MetricsAccess(token: "s3cret-token")
        #expect(access.allows(clientAddress: "203.0.113.9", forwardedClient: nil, bearer: "s3cret-token"))
        #expect(!access.allows(clientAddress: "203.0.113.9", forwardedClient: nil, bearer: "s3cret-tokem"))
        #expect(!access.allows(clientAddress: "203.0.113.9", forwardedClient: nil, bearer: nil))
        #expect(access.allows(clientAddress: "::1", forwardedClient: nil, bearer: nil))
    }
}
