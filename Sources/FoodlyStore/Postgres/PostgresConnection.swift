import CPostgres
import Foundation

/// One libpq connection with a cache of prepared statements.
///
/// A connection is used by one thread at a time (``PostgresPool`` lends it to one body), which is why the
/// type may be sent between threads (`@unchecked Sendable`). Parameters travel separately from the SQL
/// (`PQexecPrepared`), never spliced into it.
final class PostgresConnection: DatabaseConnection, @unchecked Sendable {
    private var handle: OpaquePointer?
    private var prepared: [String: String] = [:]
    /// Set when a prepared statement no longer matches the schema; the pool then closes the connection.
    private(set) var isOutdated = false
    private static let preparedCapacity = 512

    /// Connects; throws ``StoreError/unavailable(_:)`` when the server cannot be reached.
    init(configuration: PostgresConfiguration) throws {
        // Options before the URL are defaults the URL may override. TCP keepalives and a user timeout notice a
        // server that vanished without closing the connection (a cut network), idle LISTEN connections included.
        let defaults = [
            ("connect_timeout", String(configuration.connectTimeoutSeconds)), ("application_name", "foodly"),
            ("keepalives", "1"), ("keepalives_idle", "10"), ("keepalives_interval", "5"), ("keepalives_count", "3"),
            ("tcp_user_timeout", "20000"), ("dbname", configuration.url),
        ]
        let keywords = defaults.map(\.0)
        let values = defaults.map(\.1)
        let handle = keywords.withCStrings { keywordPointers in
            values.withCStrings { valuePointers in
                PQconnectdbParams(keywordPointers, valuePointers, 1)
            }
        }
        guard let handle, PQstatus(handle) == CONNECTION_OK else {
            let message = handle.map { String(cString: PQerrorMessage($0)) } ?? "out of memory"
            PQfinish(handle)
            // libpq may quote the URL (password included) in its message.
            let redacted = message.replacingOccurrences(of: configuration.url, with: configuration.redactedURL)
            throw StoreError.unavailable("cannot connect to PostgreSQL: \(redacted.trimmed)")
        }
        // Notices ("table exists, skipping") would go to stderr; the server log has them.
        PQsetNoticeProcessor(handle, { _, _ in }, nil)
        self.handle = handle
    }

    deinit {
        close()
    }

    /// Whether the connection is still up (false after the server went away).
    var isHealthy: Bool {
        guard let handle else { return false }
        return PQstatus(handle) == CONNECTION_OK
    }

    /// Whether an idle connection is still usable: reads whatever the server sent meanwhile (nothing, normally;
    /// a farewell when it shut down) without waiting.
    var isStillUp: Bool {
        guard let handle, PQstatus(handle) == CONNECTION_OK else { return false }
        var descriptor = pollfd(fd: PQsocket(handle), events: Int16(POLLIN), revents: 0)
        if poll(&descriptor, 1, 0) > 0 {
            guard PQconsumeInput(handle) == 1 else { return false }
        }
        return PQstatus(handle) == CONNECTION_OK
    }

    /// What runs once the open write transaction commits (`afterCommit`).
    var commitActions = CommitActions()

    /// Keeps `action` for the end of the open write transaction.
    func afterCommit(_ action: @escaping @Sendable () -> Void) {
        commitActions.add(action)
    }

    /// Whether a transaction is open (or failed and not yet rolled back).
    var isInTransaction: Bool {
        guard let handle else { return false }
        let status = PQtransactionStatus(handle)
        return status == PQTRANS_INTRANS || status == PQTRANS_INERROR || status == PQTRANS_ACTIVE
    }

    /// Always ``SQLDialect/postgres``.
    var dialect: SQLDialect { .postgres }

    @discardableResult
    func execute(_ sql: String, _ parameters: [SQLValue]) throws -> Int {
        let result = try run(sql, parameters)
        defer { PQclear(result) }
        // PQcmdTuples also counts the rows a SELECT returned; the contract counts only changed rows.
        let command = String(cString: PQcmdStatus(result))
        guard ["INSERT", "UPDATE", "DELETE", "MERGE"].contains(where: { command.hasPrefix($0) }) else { return 0 }
        return Int(String(cString: PQcmdTuples(result))) ?? 0
    }

    func query(_ sql: String, _ parameters: [SQLValue]) throws -> [Row] {
        var rows: [Row] = []
        try forEachRow(sql, parameters) { rows.append($0) }
        return rows
    }

    func forEachRow(_ sql: String, _ parameters: [SQLValue], _ body: (Row) throws -> Void) throws {
        let result = try run(sql, parameters)
        defer { PQclear(result) }
        let columnCount = PQnfields(result)
        let columns = (0..<columnCount).map { String(cString: PQfname(result, $0)) }
        let types = (0..<columnCount).map { PQftype(result, $0) }
        let positions = Row.positions(of: columns)
        for row in 0..<PQntuples(result) {
            let values = try (0..<columnCount).map { column -> SQLValue in
                guard PQgetisnull(result, row, column) == 0 else { return .null }
                return try PostgresValues.decode(
                    PQgetvalue(result, row, column), length: Int(PQgetlength(result, row, column)),
                    type: types[Int(column)], column: columns[Int(column)])
            }
            try body(Row(columns: columns, values: values, positions: positions))
        }
    }

    /// Runs a statement without preparing it (transaction control, one-off statements).
    func simple(_ sql: String) throws {
        let handle = try liveHandle()
        let result = PQexec(handle, sql)
        defer { PQclear(result) }
        try check(result, sql: sql)
    }

    /// Waits up to `timeout` seconds for `NOTIFY` messages on the channels this connection listens to and returns
    /// their payloads (empty when none came); throws ``StoreError/unavailable(_:)`` when the connection is lost.
    func notifications(waitingUpTo timeout: Double) throws -> [String] {
        let handle = try liveHandle()
        var descriptor = pollfd(fd: PQsocket(handle), events: Int16(POLLIN), revents: 0)
        guard descriptor.fd >= 0 else { throw StoreError.unavailable("the connection to PostgreSQL is closed") }
        _ = poll(&descriptor, 1, Int32(timeout * 1000))
        guard PQconsumeInput(handle) == 1, PQstatus(handle) == CONNECTION_OK else {
            throw StoreError.unavailable(
                "lost the connection to PostgreSQL: \(String(cString: PQerrorMessage(handle)))")
        }
        var payloads: [String] = []
        while let notification = PQnotifies(handle) {
            payloads.append(String(cString: notification.pointee.extra))
            PQfreemem(notification)
        }
        return payloads
    }

    /// Closes the connection; later use throws ``StoreError/closed``.
    func close() {
        PQfinish(handle)
        handle = nil
        prepared.removeAll()
    }

    private func run(_ sql: String, _ parameters: [SQLValue]) throws -> OpaquePointer {
        let handle = try liveHandle()
        let encoded = parameters.map(PostgresValues.encode)
        let name = try statementName(sql, types: encoded.map(\.type))
        let result = withParameterPointers(encoded) { values, lengths, formats in
            PQexecPrepared(handle, name, Int32(encoded.count), values, lengths, formats, 0)
        }
        do {
            try check(result, sql: sql)
        } catch {
            PQclear(result)
            throw error
        }
        return result!
    }

    /// The name of the prepared statement for this SQL and these parameter types, preparing it the first time.
    private func statementName(_ sql: String, types: [Oid]) throws -> String {
        let key = types.map(String.init).joined(separator: ",") + "|" + sql
        if let name = prepared[key] { return name }
        // PostgreSQL accepts parameters beyond the statement's placeholders; the contract does not.
        let expected = Placeholders.highest(in: sql)
        guard expected == types.count else {
            throw StoreError.database("the statement uses \(expected) parameters, \(types.count) given [sql: \(sql)]")
        }
        if prepared.count >= Self.preparedCapacity {
            try simple("DEALLOCATE ALL")
            prepared.removeAll()
        }
        let name = "s\(prepared.count + 1)"
        let result = PQprepare(try liveHandle(), name, sql, Int32(types.count), types)
        defer { PQclear(result) }
        try check(result, sql: sql)
        prepared[key] = name
        return name
    }

    private func check(_ result: OpaquePointer?, sql: String) throws {
        let status = result.map(PQresultStatus) ?? PGRES_FATAL_ERROR
        guard status != PGRES_COMMAND_OK, status != PGRES_TUPLES_OK else { return }
        let error = StoreError.postgres(
            result: result, connectionMessage: String(cString: PQerrorMessage(handle)), sql: sql)
        if case .conflict = error, !StoreError.isSerializationFailure(result) {
            // A prepared statement outdated by a schema change (a migration by a newer process): this connection's
            // statements are all suspect, so it is not reused, and the body runs again on a fresh one.
            isOutdated = true
        }
        throw error
    }

    private func liveHandle() throws -> OpaquePointer {
        guard let handle else { throw StoreError.closed }
        return handle
    }

    private func withParameterPointers<T>(
        _ encoded: [PostgresValues.Encoded],
        _ body: (UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<Int32>?, UnsafePointer<Int32>?) -> T
    ) -> T {
        let buffers: [UnsafeMutablePointer<CChar>?] = encoded.map { value in
            guard let bytes = value.bytes else { return nil }
            // Text parameters are read up to a NUL, so every buffer gets one after its bytes.
            let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (index, byte) in bytes.enumerated() { buffer[index] = CChar(bitPattern: byte) }
            buffer[bytes.count] = 0
            return buffer
        }
        defer { for buffer in buffers { buffer?.deallocate() } }
        let pointers = buffers.map { UnsafePointer($0) }
        let lengths = encoded.map { Int32($0.bytes?.count ?? 0) }
        let formats = encoded.map { $0.binary ? Int32(1) : 0 }
        return pointers.withUnsafeBufferPointer { values in
            lengths.withUnsafeBufferPointer { lengths in
                formats.withUnsafeBufferPointer { formats in
                    body(values.baseAddress, lengths.baseAddress, formats.baseAddress)
                }
            }
        }
    }
}

extension [String] {
    /// Calls `body` with a NULL-terminated array of C strings.
    fileprivate func withCStrings<T>(_ body: (UnsafePointer<UnsafePointer<CChar>?>) -> T) -> T {
        let copies = map { strdup($0) }
        defer { for copy in copies { free(copy) } }
        let pointers = copies.map { UnsafePointer($0) } + [nil]
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}

extension String {
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
