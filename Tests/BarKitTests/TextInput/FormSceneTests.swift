import BarKit
import Foundation
import Testing

@testable import BarDemo

/// The demo's sign-in form, headless: the button follows the fields, each change is reported as
/// the window mode prints it, Return moves on and signs in from the password field.
@MainActor
@Suite struct FormSceneTests {
    let scene = DemoScenes.make("form", resources: DemoResources.url!)
    var form: SignInForm { scene.keptAlive.compactMap { $0 as? SignInForm }[0] }
    var simulator: EventSimulator { EventSimulator(window: scene.window) }

    /// Ends editing, so the shared application does not keep a field of this scene's window as its
    /// first responder after the window is gone (it would outlive its window).
    func endEditing() {
        _ = scene.window.application.firstResponder?.resignFirstResponder()
    }

    /// The lines the scene reports, collected.
    func collect() -> LineLog {
        let log = LineLog()
        scene.onLine = { log.lines.append($0) }
        return log
    }

    @Test func theFormIsLaidOutWithSixteenPointMarginsAndPlaceholders() {
        defer { endEditing() }
        scene.window.layoutIfNeeded()
        #expect(scene.window.bounds.size == CGSize(width: 390, height: 452))
        for (_, field) in form.fields {
            #expect(field.frame.minX == 16 && field.frame.width == 358 && field.frame.height == 40)
            #expect(field.borderStyle == .roundedRect)
        }
        #expect(form.fields.map { $0.1.placeholder } == ["Name", "Email", "Password"])
        #expect(form.password.isSecureTextEntry)
        #expect(form.signIn.frame == CGRect(x: 16, y: 388, width: 358, height: 48))
        #expect(scene.window.bounds.maxY - form.signIn.frame.maxY == 16)
    }

    @Test func theSignInButtonIsEnabledOnlyWhileNameEmailAndPasswordAllHoldText() {
        defer { endEditing() }
        #expect(!form.signIn.isEnabled)
        simulator.tap(form.name)
        simulator.type("Ada")
        simulator.tap(form.email)
        simulator.type("ada@example.org")
        #expect(!form.signIn.isEnabled)
        simulator.tap(form.password)
        simulator.type("x")
        #expect(form.signIn.isEnabled)
        simulator.press(.delete)
        #expect(!form.signIn.isEnabled)
    }

    @Test func eachChangeIsReportedAsTextFieldValueWithLineBreaksEscaped() {
        defer { endEditing() }
        let log = collect()
        simulator.tap(form.name)
        simulator.type("Aé")
        simulator.tap(form.password)
        simulator.type("p")
        simulator.tap(form.notes)
        simulator.type("a")
        simulator.press(.returnKey)
        simulator.type("b")
        #expect(
            log.lines == [
                "editing name", "text name A", "text name Aé", "editing password", "text password p",
                "editing notes", "text notes a", "text notes a\\n", "text notes a\\nb",
            ])
    }

    @Test func returnMovesToTheNextFieldAndSignsInFromThePassword() {
        defer { endEditing() }
        simulator.tap(form.name)
        simulator.type("Ada")
        simulator.press(.returnKey)
        #expect(form.email.isFirstResponder)
        simulator.type("ada@example.org")
        simulator.press(.returnKey)
        #expect(form.password.isFirstResponder)
        simulator.press(.returnKey)
        #expect(scene.takeFired().isEmpty, "the button is disabled: Return signs nothing in")
        simulator.tap(form.password)
        simulator.type("secret")
        simulator.press(.returnKey)
        #expect(scene.takeFired() == ["signIn"])
        #expect(!form.password.isFirstResponder, "Return on the last field ends editing")
    }

    @Test func tappingTheEnabledButtonSignsIn() {
        defer { endEditing() }
        form.name.text = "Ada"
        form.email.text = "ada@example.org"
        form.password.text = "secret"
        form.updateButton()
        _ = scene.takeFired()
        simulator.tap(form.signIn)
        #expect(scene.takeFired() == ["signIn"])
    }

    @Test func aFilledFormRendersItsTextBulletsAndAnEnabledButton() throws {
        defer { endEditing() }
        simulator.tap(form.name)
        simulator.type("Ada Lovelace")
        simulator.tap(form.email)
        simulator.type("ada@example.org")
        simulator.tap(form.password)
        simulator.type("secret")
        simulator.tap(form.notes)
        simulator.type("Analytical engine notes,")
        simulator.press(.returnKey)
        simulator.type("second line.")
        let bitmap = try scene.window.render(scale: 2)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("form-filled@2x.png")
        try bitmap.write(to: file)
        // The enabled button is the tint blue in its middle, away from the title.
        let pixel = bitmap.pixel(x: 2 * 30, y: 2 * Int(form.signIn.frame.midY))
        #expect(pixel.red == 0x00 && pixel.green == 0x7A && pixel.blue == 0xFF)
    }
}

@MainActor
final class LineLog {
    var lines: [String] = []
}
