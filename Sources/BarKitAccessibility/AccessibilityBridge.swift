import BarGeometry
import BarKitSDL
import BarViews
import CDBus
import Foundation

/// Publishes windows' accessibility trees over AT-SPI2 (D-Bus), so screen readers (Orca) and test
/// tools (pyatspi, Accerciser) can read and operate them (Docs/Accessibility.md).
///
/// `AccessibilityBridge.start(for: host)` after making a window host. It connects only when an
/// accessibility bus is running (`AT_SPI_BUS_ADDRESS`, or `org.a11y.Bus` on the session bus) and
/// costs nothing otherwise; connected, it reads D-Bus only when its socket is readable (a dispatch
/// source on the main queue, which the window loop drains), so an idle window still sleeps.
@MainActor
public final class AccessibilityBridge {
    /// The process's bridge, once `start(for:)` connected it.
    public private(set) static var shared: AccessibilityBridge?

    let connection: BusConnection
    let tree = AccessibleTree()
    /// The registry's root (the desktop), this application's parent.
    var desktop = AccessibleReference(bus: "org.a11y.atspi.Registry", path: "/org/a11y/atspi/accessible/root")
    /// The id the registry gave the application.
    var applicationID: Int32 = 0
    private var embedSerial: UInt32 = 0
    private var registeredEventsSerial: UInt32 = 0
    private var readSource: (any DispatchSourceRead)?
    private var observation: AccessibilityNotification.Observation?
    /// Looks for changes while an assistive technology listens to events (nil otherwise).
    private var changeTimer: Timer?

    static let rootPath = "/org/a11y/atspi/accessible/root"
    static let pathPrefix = "/org/a11y/atspi/accessible/"

    /// Publishes `host`'s window, connecting the process's bridge on first use. Returns the
    /// bridge, or nil when no accessibility bus is running (then nothing is done, and a later call
    /// tries again).
    @discardableResult
    public static func start(for host: WindowHost) -> AccessibilityBridge? {
        guard let bridge = shared ?? connect(environment: ProcessInfo.processInfo.environment) else { return nil }
        shared = bridge
        bridge.tree.add(host.window, title: { [weak host] in host?.title ?? "" }, scale: host.scale) { [weak host] in
            host?.isOpen ?? false
        }
        bridge.update()
        return bridge
    }

    /// Stops publishing: leaves the bus (the registry drops the application).
    public func stop() {
        readSource?.cancel()
        readSource = nil
        changeTimer?.invalidate()
        changeTimer = nil
        observation?.cancel()
        observation = nil
        connection.close()
        if AccessibilityBridge.shared === self { AccessibilityBridge.shared = nil }
    }

    /// Whether the bridge is connected to the accessibility bus.
    public var isConnected: Bool { connection.isConnected }

    /// A bridge on the accessibility bus of `environment`, registered with the registry (without
    /// waiting for its answer); nil when there is none.
    package static func connect(environment: [String: String], watchSocket: Bool = true) -> AccessibilityBridge? {
        guard let address = BusConnection.accessibilityBusAddress(environment: environment),
            let connection = BusConnection(address: address)
        else { return nil }
        return AccessibilityBridge(connection: connection, watchSocket: watchSocket)
    }

    private init(connection: BusConnection, watchSocket: Bool) {
        self.connection = connection
        observation = AccessibilityNotification.observe { [weak self] notification, argument in
            self?.post(notification, argument: argument)
        }
        let registry = "sender='org.a11y.atspi.Registry',interface='org.a11y.atspi.Registry'"
        connection.addMatch("type='signal',\(registry),member='EventListenerRegistered'")
        connection.addMatch("type='signal',\(registry),member='EventListenerDeregistered'")
        if let embed = DBusMessageRef.methodCall(
            destination: "org.a11y.atspi.Registry", path: AccessibilityBridge.rootPath,
            interface: "org.a11y.atspi.Socket", member: "Embed")
        {
            let name = connection.uniqueName
            embed.write { $0.reference(AccessibleReference(bus: name, path: AccessibilityBridge.rootPath)) }
            embedSerial = connection.send(embed)
        }
        if let events = DBusMessageRef.methodCall(
            destination: "org.a11y.atspi.Registry", path: "/org/a11y/atspi/registry",
            interface: "org.a11y.atspi.Registry", member: "GetRegisteredEvents")
        {
            registeredEventsSerial = connection.send(events)
        }
        connection.flush()
        if watchSocket { watch() }
    }

    /// Reads the socket whenever it becomes readable, on the main queue.
    private func watch() {
        let descriptor = connection.fileDescriptor
        guard descriptor >= 0 else { return }
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.update() }
        }
        source.resume()
        readSource = source
    }

    /// Handles every message that arrived, then tells listeners what changed: one step of the
    /// bridge, run when the socket is readable (and by tests that drive it themselves).
    package func update() {
        for message in connection.receive() { handle(message) }
        sendChanges()
        connection.flush()
        if !connection.isConnected { stop() }
    }

    /// Waits up to `milliseconds` for the socket to become readable, then runs `update()`: for a
    /// test that drives the bridge while the main queue is busy.
    package func waitAndUpdate(milliseconds: Int32) {
        var descriptor = pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, milliseconds)
        update()
    }

    private func handle(_ message: DBusMessageRef) {
        switch message.type {
        case bk_dbus_message_method_call:
            respond(to: message)
        case bk_dbus_message_method_return where message.replySerial == embedSerial:
            var reader = message.reader()
            if var reference = reader.contents(), let bus = reference.string(), let path = reference.string() {
                desktop = AccessibleReference(bus: bus, path: path)
            }
        case bk_dbus_message_method_return where message.replySerial == registeredEventsSerial:
            var reader = message.reader()
            if let events = reader.contents(), events.argumentType != bk_dbus_type_invalid { listenersChanged(true) }
        case bk_dbus_message_signal where message.member == "EventListenerRegistered":
            listenersChanged(true)
        default:
            break
        }
    }

    /// While an assistive technology listens to events, the tree is looked at four times a second
    /// for changes it did not hear of from a notification (and after each message, as always).
    private func listenersChanged(_ listening: Bool) {
        guard listening, changeTimer == nil else { return }
        changeTimer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated {
                self?.sendChanges()
                self?.connection.flush()
            }
        }
    }

    /// A posted `AccessibilityNotification`: the changes are sent now; an announcement is sent as
    /// `object:announcement` on the window.
    private func post(_ notification: AccessibilityNotification, argument: Any?) {
        if notification == .announcement, let text = argument as? String,
            let window = tree.openWindows.first?.window
        {
            emit("Announcement", on: .view(window), detail: "", detail1: 0, detail2: 0) { $0.variant("s") { $0.string(text) } }
        }
        sendChanges()
        connection.flush()
    }

    /// Sends `ChildrenChanged` and `StateChanged` (focused) for what changed since the last look.
    private func sendChanges() {
        for event in tree.changes() {
            switch event {
            case .childrenChanged(let parent, let added, let index, let child):
                guard let node = tree.node(id: parent) else { continue }
                let childReference = reference(id: child)
                emit("ChildrenChanged", on: node, detail: added ? "add" : "remove", detail1: Int32(index), detail2: 0) {
                    $0.variant("(so)") { $0.reference(childReference) }
                }
            case .focusChanged(let id, let focused):
                guard let node = tree.node(id: id) else { continue }
                emit("StateChanged", on: node, detail: "focused", detail1: focused ? 1 : 0, detail2: 0) {
                    $0.variant("i") { $0.int32(0) }
                }
            }
        }
    }

    /// Emits `org.a11y.atspi.Event.Object` `member` from the node, AT-SPI's `siiva{sv}` form.
    func emit(
        _ member: String, on node: AccessibleNode, detail: String, detail1: Int32, detail2: Int32,
        value: (inout DBusWriter) -> Void
    ) {
        guard let signal = DBusMessageRef.signal(path: path(of: node), interface: "org.a11y.atspi.Event.Object", member: member)
        else { return }
        signal.write { writer in
            writer.string(detail)
            writer.int32(detail1)
            writer.int32(detail2)
            value(&writer)
            writer.array(of: "{sv}") { _ in }
        }
        connection.send(signal)
    }

    // MARK: - References

    func path(of node: AccessibleNode) -> String {
        let id = tree.id(of: node)
        return id == 0 ? AccessibilityBridge.rootPath : AccessibilityBridge.pathPrefix + String(id)
    }

    func reference(of node: AccessibleNode?) -> AccessibleReference {
        guard let node else { return .null }
        return AccessibleReference(bus: connection.uniqueName, path: path(of: node))
    }

    func reference(id: Int) -> AccessibleReference {
        AccessibleReference(
            bus: connection.uniqueName, path: id == 0 ? AccessibilityBridge.rootPath : AccessibilityBridge.pathPrefix + String(id))
    }

    /// The node an object path names, nil when it names none (or its view is gone).
    func node(atPath path: String) -> AccessibleNode? {
        if path == AccessibilityBridge.rootPath { return .application }
        guard path.hasPrefix(AccessibilityBridge.pathPrefix),
            let id = Int(path.dropFirst(AccessibilityBridge.pathPrefix.count)), id > 0
        else { return nil }
        return tree.node(id: id)
    }
}
