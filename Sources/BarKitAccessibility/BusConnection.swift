import CDBus
import Foundation

/// A private connection to one D-Bus bus (libdbus's plain C API): messages are sent and read
/// without blocking, except the hello made while connecting (one round trip to a running bus).
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

    /// A connection that is not open: it sends and reads nothing (a bridge's while it connects).
    init() {}

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

    /// Whether messages wait in libdbus's queue, read from the socket already (by a flush): the
    /// socket will not signal them.
    var hasQueuedMessages: Bool {
        guard let connection else { return false }
        return dbus_connection_get_dispatch_status(connection) == DBUS_DISPATCH_DATA_REMAINS
    }

    /// The session bus's address in `environment` (nil without one: libdbus is never asked to
    /// autolaunch a bus).
    static func sessionBusAddress(environment: [String: String]) -> String? {
        guard let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty else { return nil }
        return address
    }

    /// The call that asks the session bus for the accessibility bus's address; its reply holds the
    /// address (`s`). It may start the bus launcher first, which takes a while: it is never awaited.
    static func accessibilityBusAddressCall() -> DBusMessageRef? {
        DBusMessageRef.methodCall(destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus", member: "GetAddress")
    }
}
