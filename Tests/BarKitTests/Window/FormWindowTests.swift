import BarKit
import Foundation
import Testing

@testable import BarDemo

/// The demo's form in a real window on Xvfb (Docs/Window.md, "Text input"): clicks focus fields,
/// xdotool types through SDL's text input (Unicode included: the test binds each character to a free
/// keycode before the demo starts), the editing keys and shortcuts arrive as presses, the clipboard is the X server's, and
/// the window ends up with the pixels the same edits make headlessly.
@MainActor
@Suite(.serialized, .enabled(if: xServerAvailable, "no X server can start here (Xvfb, xdotool and xwd are needed)"))
struct FormWindowTests {
    /// The pixel comparison and headless scenes of the demo's window tests.
    let windows = DemoWindowTests()

    /// The centre of the form's field `name` in window points.
    func centre(of keyPath: KeyPath<SignInForm, TextField>, in scene: DemoScene) throws -> CGPoint {
        let form = try #require(scene.keptAlive.first { $0 is SignInForm } as? SignInForm)
        let field = form[keyPath: keyPath]
        return field.convert(CGPoint(x: 60, y: field.bounds.midY), to: scene.window)
    }

    /// Waits for the demo to have printed `line` `count` times (up to 10 s); true when it did.
    func waitFor(_ line: String, count: Int = 1, in demo: DemoWindowProcess) -> Bool {
        demo.output.wait(timeout: 10) { lines in lines.filter { $0 == line }.count >= count }
    }

    /// Sets the X server's clipboard with xclip, another X client, kept in the foreground (`-quiet`:
    /// a daemon would hold the descriptor Foundation's `Process` watches for its exit) as the
    /// selection's owner; returns it once another client reads `text` back. The caller kills it.
    func setClipboard(_ text: String, on server: XvfbServer) throws -> Process {
        let url = try #require(XvfbServer.executable(named: "xclip"), "xclip is not installed (scripts/setup.sh)")
        let process = Process()
        process.executableURL = url
        process.arguments = ["-quiet", "-selection", "clipboard"]
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": server.display]) { $1 }
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        // Owned once a second client reads it back.
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let read = try? server.run("xclip", ["-o", "-selection", "clipboard"])
            if read.map({ String(decoding: $0, as: UTF8.self) }) == text { break }
        }
        return process
    }

    @Test func typingEditingAndPastingInTheFormPrintEachChangeAndEndWithTheHeadlessPixels() throws {
        let server = try XvfbServer()
        let typed = "Grüße, 世界"
        try server.mapKeys(for: typed)
        let demo = try DemoWindowProcess(server: server, scene: "form")
        let scene = windows.headless("form")
        #expect(demo.size == scene.window.bounds.size)
        #expect(try windows.differingPixels(demo, from: scene.window.render(scale: 1)) == 0)
        let name = try centre(of: \.name, in: scene)
        let email = try centre(of: \.email, in: scene)
        let password = try centre(of: \.password, in: scene)

        // Typed into the name field: one change per character, Unicode through SDL's text input.
        try demo.click(at: name)
        #expect(waitFor("editing name", in: demo))
        try demo.xdotool("type", "--delay", "40", typed)
        #expect(waitFor("text name \(typed)", in: demo))
        // Backspace, select all, cut; then the second field, paste, Tab, Return (the button is
        // disabled: the name is empty, so Return signs nothing in).
        try demo.xdotool("key", "--delay", "40", "BackSpace")
        #expect(waitFor("text name Grüße, 世", count: 2, in: demo))
        try demo.xdotool("key", "--delay", "40", "ctrl+a", "ctrl+x")
        #expect(waitFor("text name ", in: demo))
        try demo.click(at: email)
        #expect(waitFor("editing email", in: demo))
        try demo.xdotool("key", "--delay", "40", "ctrl+v", "Tab", "Return")
        #expect(waitFor("editing password", in: demo))

        // Another X client's clipboard pasted into the name; a password typed; Return signs in.
        let owner = try setClipboard("Ada Lovelace", on: server)
        defer {
            kill(owner.processIdentifier, SIGKILL)
            owner.waitUntilExit()
        }
        try demo.click(at: name)
        #expect(waitFor("editing name", count: 2, in: demo))
        try demo.xdotool("key", "ctrl+v")
        #expect(waitFor("text name Ada Lovelace", in: demo))
        try demo.click(at: password)
        #expect(waitFor("editing password", count: 2, in: demo))
        try demo.xdotool("type", "--delay", "40", "pw")
        try demo.xdotool("key", "Return")
        #expect(demo.lines(startingWith: "action ", count: 1) == ["action signIn"])

        let prefixes = (1...typed.count).map { "text name " + typed.prefix($0) }
        #expect(
            demo.output.lines.filter { $0.hasPrefix("text ") }
                == prefixes + [
                    "text name Grüße, 世", "text name ", "text email Grüße, 世", "text name Ada Lovelace",
                    "text password p", "text password pw",
                ])

        // The same edits headlessly: the same pixels.
        let simulator = EventSimulator(window: scene.window)
        // The shared application must not keep a field of this window once it is gone.
        defer { _ = scene.window.application.firstResponder?.resignFirstResponder() }
        simulator.tap(at: name)
        simulator.type(typed)
        simulator.press(.delete)
        simulator.press(Key(character: "a", modifiers: .control))
        simulator.press(Key(character: "x", modifiers: .control))
        simulator.tap(at: email)
        simulator.press(Key(character: "v", modifiers: .control))
        simulator.press(.tab)
        simulator.press(.returnKey)
        Pasteboard.general.string = "Ada Lovelace"
        simulator.tap(at: name)
        simulator.press(Key(character: "v", modifiers: .control))
        simulator.tap(at: password)
        simulator.type("pw")
        simulator.press(.returnKey)
        #expect(scene.takeFired() == ["signIn"])
        scene.window.layoutIfNeeded()
        #expect(try windows.differingPixels(demo, from: scene.window.render(scale: 1)) == 0)
    }
}
