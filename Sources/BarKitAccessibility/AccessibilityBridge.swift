import BarGeometry
import BarKitSDL
import BarViews
import CDBus
import Foundation

/// Publishes windows' accessibility trees over AT-SPI2 (D-Bus), so screen readers (Orca) and test
/// tools (pyatspi, Accerciser) can read and operate them (Docs/Accessibility.md).
///
/// `AccessibilityBridge.start(for: host)` after making a window host. It never blocks the window
/// loop: the session bus is asked for the accessibility bus's address and the bridge connects when
/// the answer arrives. Its sockets are watched by the loop's `poll`, and what changed is looked at
/// on the loop turns that redrew something, so an idle window still sleeps.
@MainActor
public final class AccessibilityBridge {
    /// The process's bridge, once `start(for:)` made it (connected, or connecting).
    public private(set) static var shared: AccessibilityBridge?

    /// The accessibility bus; a connection that is not open while the bridge connects.
    private(set) var connection: BusConnection
    /// While connecting: the session bus, asked for the accessibility bus's address, and the call's serial.
    private var addressRequest: (session: BusConnection, serial: UInt32)?
    let tree = AccessibleTree()
    /// The registry's root (the desktop), this application's parent.
    var desktop = AccessibleReference(bus: "org.a11y.atspi.Registry", path: "/org/a11y/atspi/accessible/root")
    /// The id the registry gave the application.
    var applicationID: Int32 = 0
    private var embedSerial: UInt32 = 0
    private var registeredEventsSerial: UInt32 = 0
    /// Whether the bridge hooks into the window loop (tests that drive it themselves say no).
    private let hooksIntoLoop: Bool
    private var socketHook: MainLoopHook?
    private var turnHook: MainLoopHook?
    private var eventHook: MainLoopHook?
    private var observation: AccessibilityNotification.Observation?
    /// Whether an assistive technology listens to events (the registry has listeners).
    private(set) var isListening = false

    static let rootPath = "/org/a11y/atspi/accessible/root"
    static let pathPrefix = "/org/a11y/atspi/accessible/"

    /// Publishes `host`'s window, starting the process's bridge on first use. Returns the bridge
    /// (which may still be connecting: `isConnected` turns true once it is on the accessibility
    /// bus), or nil when no bus can be asked (no `AT_SPI_BUS_ADDRESS`, no session bus). A bridge
    /// whose session bus answers that it has no accessibility bus stops, and a later call tries again.
    @discardableResult
    public static func start(for host: WindowHost) -> AccessibilityBridge? {
        guard let bridge = shared ?? begin(environment: ProcessInfo.processInfo.environment) else { return nil }
        shared = bridge
        bridge.tree.add(
            host.window, title: { [weak host] in host?.title ?? "" }, scale: host.scale,
            isOpen: { [weak host] in host?.isOpen ?? false },
            redrew: { [weak host] in (host?.lastPresentedRectCount ?? 0) > 0 },
            screenOrigin: { [weak host] in host?.screenPosition ?? .zero })
        if bridge.isConnected { bridge.update() }
        return bridge
    }

    /// Stops publishing: leaves the bus (the registry drops the application).
    public func stop() {
        socketHook?.cancel()
        socketHook = nil
        turnHook?.cancel()
        turnHook = nil
        eventHook?.cancel()
        eventHook = nil
        observation?.cancel()
        observation = nil
        addressRequest?.session.close()
        addressRequest = nil
        connection.close()
        if AccessibilityBridge.shared === self { AccessibilityBridge.shared = nil }
    }

    /// Whether the bridge is connected to the accessibility bus.
    public var isConnected: Bool { connection.isConnected }

    /// A bridge for `environment`: on `AT_SPI_BUS_ADDRESS` at once when it is set; else one that
    /// connects when the session bus answers where the accessibility bus is (`org.a11y.Bus`, which
    /// may have to start first: never waited for). Nil with neither bus.
    package static func begin(environment: [String: String], hooksIntoLoop: Bool = true) -> AccessibilityBridge? {
        if environment["AT_SPI_BUS_ADDRESS"].map({ !$0.isEmpty }) ?? false {
            return connect(environment: environment, watchSocket: hooksIntoLoop)
        }
        guard let address = BusConnection.sessionBusAddress(environment: environment),
            let session = BusConnection(address: address), let call = BusConnection.accessibilityBusAddressCall()
        else { return nil }
        let bridge = AccessibilityBridge(connection: BusConnection(), hooksIntoLoop: hooksIntoLoop)
        bridge.addressRequest = (session, session.send(call))
        session.flush()
        bridge.watchSocket()
        return bridge
    }

    /// A bridge on the accessibility bus at `AT_SPI_BUS_ADDRESS`, registered with the registry
    /// (without waiting for its answer); nil when it is not set or cannot be reached.
    package static func connect(environment: [String: String], watchSocket: Bool = true) -> AccessibilityBridge? {
        guard let address = environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty,
            let connection = BusConnection(address: address)
        else { return nil }
        let bridge = AccessibilityBridge(connection: connection, hooksIntoLoop: watchSocket)
        bridge.register()
        bridge.watchSocket()
        return bridge
    }

    private init(connection: BusConnection, hooksIntoLoop: Bool) {
        self.connection = connection
        self.hooksIntoLoop = hooksIntoLoop
        observation = AccessibilityNotification.observe { [weak self] notification, argument in
            self?.post(notification, argument: argument)
        }
        if hooksIntoLoop {
            turnHook = MainLoop.shared.afterEachTurn { [weak self] in self?.loopTurned() }
            eventHook = MainLoop.shared.afterEachEvent { [weak self] in self?.eventHandled() }
        }
    }

    /// Embeds the application under the registry's desktop and asks whether anyone listens to
    /// events, neither answer awaited.
    private func register() {
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
        askForListeners()
        connection.flush()
    }

    private func askForListeners() {
        guard let events = DBusMessageRef.methodCall(
            destination: "org.a11y.atspi.Registry", path: "/org/a11y/atspi/registry",
            interface: "org.a11y.atspi.Registry", member: "GetRegisteredEvents")
        else { return }
        registeredEventsSerial = connection.send(events)
    }

    /// The connection being read: the session bus while connecting, then the accessibility bus.
    private var activeConnection: BusConnection { addressRequest?.session ?? connection }

    /// Has the window loop watch the active connection's socket (in its `poll`), replacing the
    /// watch of the previous one.
    private func watchSocket() {
        socketHook?.cancel()
        socketHook = nil
        let descriptor = activeConnection.fileDescriptor
        guard hooksIntoLoop, descriptor >= 0 else { return }
        socketHook = MainLoop.shared.watch(
            descriptor, isPending: { [weak self] in self?.activeConnection.hasQueuedMessages ?? false }
        ) { [weak self] in self?.update() }
    }

    /// Handles every message that arrived, then tells listeners what changed: one step of the
    /// bridge, run when the socket is readable (and by tests that drive it themselves).
    package func update() {
        if addressRequest != nil {
            receiveAddress()
            return
        }
        var rounds = 0
        repeat {
            for message in connection.receive() { handle(message) }
            rounds += 1
        } while connection.hasQueuedMessages && rounds < 16
        sendChanges(children: true)
        connection.flush()
        if !connection.isConnected { stop() }
    }

    /// Reads the session bus's answer: connects to the accessibility bus it names, or stops when
    /// there is none.
    private func receiveAddress() {
        guard let request = addressRequest else { return }
        for message in request.session.receive() where message.replySerial == request.serial {
            var reader = message.reader()
            request.session.close()
            addressRequest = nil
            guard message.type == bk_dbus_message_method_return, let address = reader.string(),
                let bus = BusConnection(address: address)
            else {
                stop()
                return
            }
            connection = bus
            register()
            watchSocket()
            update()
            return
        }
        if !request.session.isConnected { stop() }
    }

    /// Waits up to `milliseconds` for the active socket to become readable, then runs `update()`:
    /// for a test that drives the bridge while the main queue is busy.
    package func waitAndUpdate(milliseconds: Int32) {
        var descriptor = pollfd(fd: activeConnection.fileDescriptor, events: Int16(POLLIN), revents: 0)
        if !activeConnection.hasQueuedMessages { _ = poll(&descriptor, 1, milliseconds) }
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
            let events = reader.contents()
            isListening = events.map { $0.argumentType != bk_dbus_type_invalid } ?? false
        case bk_dbus_message_signal where message.member == "EventListenerRegistered":
            isListening = true
        case bk_dbus_message_signal where message.member == "EventListenerDeregistered":
            // The last listener may have gone: ask again.
            askForListeners()
        default:
            break
        }
    }

    /// After each event: the focus, so each move is heard even when several events arrive in one
    /// turn (a click, then Tab). Sent with the turn's flush.
    private func eventHandled() {
        guard addressRequest == nil, connection.isConnected else { return }
        sendChanges(children: false)
    }

    /// After each turn of the window loop: the focus is looked at (cheap); the children of the
    /// nodes a client read only when the turn redrew something (a tree change redraws; one that
    /// draws nothing is heard when the app posts `.layoutChanged`, as UIKit asks) and someone listens.
    private func loopTurned() {
        guard addressRequest == nil, connection.isConnected else { return }
        let redrew = isListening && tree.openWindows.contains { $0.redrew() }
        sendChanges(children: redrew)
        connection.flush()
    }

    /// A posted `AccessibilityNotification`: the changes are sent now; an announcement is sent as
    /// `object:announcement` on the window.
    private func post(_ notification: AccessibilityNotification, argument: Any?) {
        guard connection.isConnected else { return }
        if notification == .announcement, let text = argument as? String,
            let window = tree.openWindows.first?.window
        {
            emit("Announcement", on: .view(window), detail: "", detail1: 0, detail2: 0) { $0.variant("s") { $0.string(text) } }
        }
        sendChanges(children: true)
        connection.flush()
    }

    /// Sends `ChildrenChanged` (when `children`) and `StateChanged` (focused) for what changed
    /// since the last look.
    private func sendChanges(children: Bool) {
        for event in tree.changes(children: children) {
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
