import FoodlyApp
import FoodlyCore
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// How a mail is written (RFC 5322 with MIME), that no header value can add a field, and how the senders are set up.
@Suite("Mail messages and senders")
struct MailMessageTests {
    let foodly = try! MailAddress(parsing: "Foodly <no-reply@foodly.test>")
    let date = Date(timeIntervalSince1970: 1_800_000_000)

    func message(subject: String = "Hello", to name: String = "Ada Lovelace", text: String = "Hi") throws
        -> MailMessage
    {
        try MailMessage(
            from: foodly, to: try MailAddress("ada@example.com", name: name), subject: subject, text: text, date: date,
            messageID: "abc123@foodly.test")
    }

    @Test func aMessageHasTheHeadersOfRFC5322AndAQuotedPrintableUTF8Body() throws {
        let long = String(repeating: "Lentil bowl, ", count: 12) + "= done"
        let text = "Hello Ada,\n\nYour order from Café Olé costs $12.50 — thank you.\n" + long + "\nLast line "
        let rendered = try message(subject: "Your order from Café Olé", text: text).rendered
        let (head, body) = try #require(rendered.split(separator: "\r\n\r\n", maxSplits: 1).map(String.init).pair)
        #expect(
            head.components(separatedBy: "\r\n") == [
                "Date: Fri, 15 Jan 2027 08:00:00 +0000", "From: Foodly <no-reply@foodly.test>",
                "To: Ada Lovelace <ada@example.com>", "Subject: =?UTF-8?B?WW91ciBvcmRlciBmcm9tIENhZsOpIE9sw6k=?=",
                "Message-ID: <abc123@foodly.test>", "MIME-Version: 1.0", "Content-Type: text/plain; charset=UTF-8",
                "Content-Transfer-Encoding: quoted-printable",
            ])
        let lines = body.components(separatedBy: "\r\n")
        #expect(lines.allSatisfy { $0.count <= 76 && $0.unicodeScalars.allSatisfy(\.isASCII) })
        #expect(!rendered.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every line ends in CRLF")
        #expect(body.contains("Caf=C3=A9 Ol=C3=A9") && body.contains("=3D done"))
        #expect(body.hasSuffix("Last line=20\r\n"), "a space at the end of a line is encoded")
        #expect(Mailbox.parse(rendered).text == text)
        #expect(Mailbox.parse(rendered).subject == "Your order from Café Olé")
    }

    @Test func namesAreQuotedOrEncodedAndLongSubjectsFoldedIntoWords() throws {
        #expect(
            try message(to: "Lovelace, Ada \"A\"").rendered.contains(#"To: "Lovelace, Ada \"A\"" <ada@example.com>"#))
        let named = try message(subject: String(repeating: "Zoë ", count: 30), to: "Zoë Ñandú").rendered
        #expect(named.contains("To: =?UTF-8?B?Wm/DqyDDkWFuZMO6?= <ada@example.com>"))
        let subject = try #require(named.components(separatedBy: "\r\n\r\n").first?.components(separatedBy: "\r\n"))
        #expect(subject.allSatisfy { $0.count <= 78 }, "encoded words of at most 75 characters, folded")
        #expect(subject.filter { $0.hasPrefix(" =?UTF-8?B?") }.count > 1)
        #expect(Mailbox.parse(named).subject == String(repeating: "Zoë ", count: 30))
    }

    @Test func aLineBreakInAHeaderValueIsRefused() throws {
        for injected in ["Hi\r\nBcc: everyone@example.com", "Hi\nBcc: x@example.com", "Hi\rX: y", "Hi\u{0}"] {
            #expect(throws: MailError.unsafeHeader(field: "Subject")) { try message(subject: injected) }
            #expect(throws: MailError.unsafeHeader(field: "display name")) { try message(to: injected) }
        }
        for address in [
            "ada@example.com\r\nBcc: x@example.com", "ada@example.com>", "<ada@example.com", "ada",
            "ada@", "@example.com", "a b@example.com", "ada@exa\nmple.com",
        ] {
            #expect(throws: MailError.invalidAddress(address)) { try MailAddress(address) }
        }
        #expect(throws: MailError.self) { try MailAddress(parsing: "Foodly\r\nBcc: x <no-reply@foodly.test>") }
        #expect(
            try MailAddress(parsing: "\"Foodly Team\" <team@foodly.test>")
                == MailAddress("team@foodly.test", name: "Foodly Team"))
        #expect(try MailAddress(parsing: "team@foodly.test").name == nil)
    }

    @Test func theMailerNeverQueuesAMessageWithAnUnsafeHeader() throws {
        let database = try TestDatabase.migrated()
        let mailbox = Mailbox(database: database)
        try database.write { connection in
            for (name, subject, text) in [
                ("Ada\r\nBcc: x@example.com", "Hi", ""), ("Ada", "Hi\nBcc: x@example.com", ""),
                ("Ada", "Hi", "Bcc: x@example.com\r\n"),
            ] {
                try mailbox.mailer.send(
                    to: "ada@example.com", name: name, subject: subject, text: text, at: date, in: connection)
            }
        }
        let sent = try mailbox.messages()
        #expect(sent.count == 1)
        #expect(sent.first?.headers["Bcc"] == nil && sent.first?.text == "Bcc: x@example.com\n")
    }

    @Test func smtpURLsAreReadAndAnUnreachableServerIsAnErrorNotACrash() throws {
        #expect(try !SMTPMailSender(url: "smtp://mail.example.com:25").requiresSTARTTLS)
        #expect(try SMTPMailSender(url: "smtp://user:p%40ss@mail.example.com:587?starttls").requiresSTARTTLS)
        #expect(try !SMTPMailSender(url: "smtps://mail.example.com").requiresSTARTTLS)
        for bad in ["http://mail.example.com", "smtp://", "smtp://mail.example.com?tls=off", "smtps://h?starttls", ""] {
            #expect(throws: MailError.self) { try SMTPMailSender(url: bad) }
        }
        // Port 9 (discard) on loopback has no SMTP server here: refused at once.
        let sender = try SMTPMailSender(url: "smtp://127.0.0.1:9")
        let error = try #require(throws: MailError.self) { try sender.send(try message()) }
        guard case .delivery(let reason) = error else { throw error }
        #expect(!reason.isEmpty)
    }
}

extension Array {
    /// The two elements of a two-element array.
    fileprivate var pair: (Element, Element)? { count == 2 ? (self[0], self[1]) : nil }
}
