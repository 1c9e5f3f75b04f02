import CDBus
import Foundation

/// A private connection to one D-Bus bus (libdbus's plain C API): messages are sent and read
/// without blocking, except the few calls made while connecting.
@MainActor
final class BusConnection {
    private var connection: OpaquePointer?

    /// Connects to the bus at `address` and says hello (one short blocking round trip); nil when
    /// the bus cannot be reached.
    init?(address: String) {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let connection = dbus_connection_open_private(address, &error) else { return nil }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        guard dbus_bus_register(connection, &error) != 0 else {
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
            return nil
        }
        self.connection = connection
    }

    isolated deinit { close() }

    /// Closes the connection (at once; nothing more is sent or read).
    func close() {
        guard let connection else { return }
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
        self.connection = nil
    }

    var isConnected: Bool {
        guard let connection else { return false }
        return dbus_connection_get_is_connected(connection) != 0
    }

    /// The connection's unique name on the bus (`:1.42`).
    var uniqueName: String {
        connection.flatMap { dbus_bus_get_unique_name($0) }.map { String(cString: $0) } ?? ""
    }

    /// The socket's file descriptor, for a loop to wait on; -1 when closed.
    var fileDescriptor: Int32 {
        var descriptor: Int32 = -1
        if let connection { _ = dbus_connection_get_unix_fd(connection, &descriptor) }
        return descriptor
    }

    /// Queues `message` and writes what the socket takes now; returns the message's serial.
    @discardableResult
    func send(_ message: DBusMessageRef) -> UInt32 {
        guard let connection else { return 0 }
        var serial: UInt32 = 0
        _ = dbus_connection_send(connection, message.pointer, &serial)
        return serial
    }

    /// Writes every queued message out (a local socket takes them at once).
    func flush() {
        guard let connection else { return }
        dbus_connection_flush(connection)
    }

    /// Asks the bus to route signals matching `rule` here, without waiting for its answer.
    func addMatch(_ rule: String) {
        guard let connection else { return }
        dbus_bus_add_match(connection, rule, nil)
    }

    /// Reads what the socket holds now (never waits) and returns the messages that arrived.
    func receive() -> [DBusMessageRef] {
        guard let connection else { return [] }
        _ = dbus_connection_read_write(connection, 0)
        var messages: [DBusMessageRef] = []
        while let message = dbus_connection_pop_message(connection) {
            messages.append(DBusMessageRef(adopting: message))
        }
        return messages
    }

    /// Sends `message` and waits up to `timeout` milliseconds for its reply (used once, while
    /// connecting, to ask the session bus for the accessibility bus's address).
    func call(_ message: DBusMessageRef, timeout: Int32) -> DBusMessageRef? {
        guard let connection else { return nil }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        return dbus_connection_send_with_reply_and_block(connection, message.pointer, timeout, &error)
            .map(DBusMessageRef.init(adopting:))
    }

    /// The accessibility bus's address: `AT_SPI_BUS_ADDRESS`, else what `org.a11y.Bus` on the
    /// session bus answers (starting the bus launcher if it is not running; waits up to 2 s). Nil
    /// when there is no session bus (no `DBUS_SESSION_BUS_ADDRESS`: libdbus is never asked to
    /// autolaunch one) or it has no accessibility bus.
    static func accessibilityBusAddress(environment: [String: String]) -> String? {
        if let address = environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty { return address }
        guard let session = environment["DBUS_SESSION_BUS_ADDRESS"], !session.isEmpty,
            let bus = BusConnection(address: session)
        else { return nil }
        defer { bus.close() }
        guard
            let call = DBusMessageRef.methodCall(
                destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus", member: "GetAddress"),
            let reply = bus.call(call, timeout: 2000), reply.type == bk_dbus_message_method_return
        else { return nil }
        var reader = reply.reader()
        return reader.string()
    }
}
