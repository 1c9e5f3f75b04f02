import BarKit
import Foundation

@testable import BarKitAccessibility

/// A pyatspi client (python3-pyatspi) on an accessibility bus of its own: `dbus-run-session` starts a
/// session bus, `org.a11y.Bus` is activated on it (at-spi-bus-launcher, which starts the
/// accessibility bus and at-spi2-registryd), and the script prints what it reads of the BarKit
/// application it finds (`node DEPTH ROLE | NAME | STATES | EXTENTS`, `text NAME | TEXT`) and what it
/// does (`clicked NAME`). Everything it started ends with the session when the script exits.
final class ATSPIProbe {
    /// Whether the tools are installed: dbus-run-session, at-spi-bus-launcher and the system's
    /// python3 with pyatspi.
    static let available: Bool = {
        let files = ["/usr/bin/dbus-run-session", "/usr/libexec/at-spi-bus-launcher", "/usr/libexec/at-spi2-registryd"]
        guard files.allSatisfy({ FileManager.default.isExecutableFile(atPath: $0) }) else { return false }
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        check.arguments = ["-c", "import pyatspi"]
        check.standardOutput = FileHandle.nullDevice
        check.standardError = FileHandle.nullDevice
        guard (try? check.run()) != nil else { return false }
        check.waitUntilExit()
        return check.terminationStatus == 0
    }()

    let process = Process()
    private let input = Pipe()
    let output: LineCollector
    let errors: LineCollector
    private let scriptURL: URL
    private let runtimeDirectory: URL

    /// Starts the script. Once it has read the tree it performs "click" on the push button `click`
    /// names, then runs the Python `then` (with `app`, `find(name)`, `wait_go()` that waits for
    /// `go()`, and `show(node)` that prints a node's line); with `listen` it then prints the
    /// `events` it hears (`event TYPE DETAIL1 | SOURCE | CHILD`) until it has heard `listen` of them
    /// (or 10 s).
    init(
        click: String? = nil, then: String = "", listen: Int = 0,
        events: [String] = ["object:state-changed:focused", "object:children-changed"],
        environment extra: [String: String] = [:]
    ) throws {
        scriptURL = FileManager.default.temporaryDirectory.appendingPathComponent("barkit-atspi-\(UUID().uuidString).py")
        try ATSPIProbe.script.write(to: scriptURL, atomically: true, encoding: .utf8)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-run-session")
        process.arguments = [
            "--", "/usr/bin/python3", scriptURL.path, click ?? "", String(listen), events.joined(separator: ","), then,
        ]
        var environment = ProcessInfo.processInfo.environment.filter {
            !["DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "DISPLAY", "PYTHONPATH", "PYTHONHOME"].contains($0.key)
        }
        // A runtime directory of its own: the bus launcher puts the accessibility bus's socket there.
        runtimeDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("barkit-atspi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: runtimeDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory.path
        environment.merge(extra) { $1 }
        process.environment = environment
        let pipe = Pipe()
        let errorPipe = Pipe()
        process.standardInput = input
        process.standardOutput = pipe
        process.standardError = errorPipe
        output = LineCollector(pipe)
        errors = LineCollector(errorPipe)
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: scriptURL)
        try? FileManager.default.removeItem(at: runtimeDirectory)
    }

    /// The accessibility bus's address, once the script has it (nil after 20 s).
    func busAddress() -> String? {
        output.wait(timeout: 20) { $0.hasPrefix("bus ") }.map { String($0.dropFirst(4)) }
    }

    /// The session bus's address (the script's `dbus-run-session`), once the script has it.
    func sessionBusAddress() -> String? {
        output.wait(timeout: 20) { $0.hasPrefix("session ") }.map { String($0.dropFirst(8)) }
    }

    /// Lets the script's `wait_go()` return.
    func go() {
        input.fileHandleForWriting.write(Data("go\n".utf8))
    }

    /// Waits up to `timeout` seconds for the script to print `line`; true when it did.
    func waitFor(_ line: String, timeout: TimeInterval = 20) -> Bool {
        output.wait(timeout: timeout) { $0 == line } != nil
    }

    /// The script, reading the tree depth first and clicking the named button.
    static let script = #"""
        import os, sys, time
        import gi
        gi.require_version('Atspi', '2.0')
        from gi.repository import Atspi, Gio, GLib
        session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        reply = session.call_sync('org.a11y.Bus', '/org/a11y/bus', 'org.a11y.Bus', 'GetAddress', None,
                                  GLib.VariantType('(s)'), 0, 10000, None)
        print('session', os.environ.get('DBUS_SESSION_BUS_ADDRESS', ''), flush=True)
        print('bus', reply.unpack()[0], flush=True)
        import pyatspi

        def find_app():
            deadline = time.time() + 20
            while time.time() < deadline:
                desktop = pyatspi.Registry.getDesktop(0)
                for i in range(desktop.childCount):
                    app = desktop.getChildAtIndex(i)
                    if app is not None and app.get_toolkit_name() == 'BarKit':
                        return app
                time.sleep(0.05)
            return None

        app = find_app()
        if app is None:
            print('no-app', flush=True)
            sys.exit(1)
        print('app', app.name, '|', app.getRoleName(), flush=True)
        buttons = {}

        nodes = {}

        def show(node, depth=0):
            states = sorted(pyatspi.stateToString(s) for s in node.getState().getStates())
            extents = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
            print('node', depth, node.getRoleName(), '|', node.name, '|', ','.join(states), '|',
                  extents.x, extents.y, extents.width, extents.height, flush=True)

        def find(name):
            return nodes[name]

        def wait_go():
            sys.stdin.readline()

        def walk(node, depth):
            show(node, depth)
            nodes.setdefault(node.name, node)
            if 'Text' in pyatspi.listInterfaces(node):
                print('text', node.name, '|', node.queryText().getText(0, -1), flush=True)
            if node.getRole() == pyatspi.ROLE_PUSH_BUTTON:
                buttons[node.name] = node
            for i in range(node.childCount):
                walk(node.getChildAtIndex(i), depth + 1)

        for i in range(app.childCount):
            walk(app.getChildAtIndex(i), 1)
        if sys.argv[1]:
            button = buttons[sys.argv[1]]
            action = button.queryAction()
            print('actions', button.name, '|', ','.join(action.getName(i) for i in range(action.nActions)), flush=True)
            print('clicked', button.name, action.doAction(0), flush=True)
        if sys.argv[4]:
            exec(sys.argv[4])
        wanted = int(sys.argv[2])
        if wanted > 0:
            heard = []

            def on_event(event):
                child = event.any_data.name if event.type.startswith('object:children-changed') else ''
                print('event', event.type, event.detail1, '|', event.source.name, '|', child, flush=True)
                heard.append(event)
                if len(heard) >= wanted:
                    pyatspi.Registry.stop()

            pyatspi.Registry.registerEventListener(on_event, *sys.argv[3].split(','))
            GLib.timeout_add(10000, lambda: pyatspi.Registry.stop())
            print('listening', flush=True)
            pyatspi.Registry.start()
        print('done', flush=True)
        """#
}
