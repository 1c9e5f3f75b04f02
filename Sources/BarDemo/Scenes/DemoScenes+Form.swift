import BarKit
import Foundation

// A sign-in form as an iOS app lays one out (Docs/TextInput.md): a title, three rounded-rect fields
// with placeholders (the password secure), a notes text view in a rounded panel, and a Sign In button
// enabled only while name, email and password all hold text. 16-pt margins. Return moves from name to
// email to password; Return on the password fires the button's action when it is enabled.
// In `--window` mode each change prints `text FIELD VALUE` (line breaks as `\n`) and each field that
// begins editing `editing FIELD`.

extension DemoScenes {
    /// The form's size: an iPhone's width.
    static let formSize = CGSize(width: 390, height: 452)

    /// The sign-in form.
    static func form() -> DemoScene {
        let scene = DemoScene(
            name: "form", summary: "a sign-in form: text fields, a secure field, a text view, a button enabled by them",
            size: formSize)
        scene.window.backgroundColor = Color(hex: 0xF2F2F7)
        let root: View = scene.recorder.view
        root.frame = scene.window.bounds
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let form = SignInForm(width: formSize.width)
        form.onLine = { [weak scene] line in scene?.onLine?(line) }
        for view in form.views { root.addSubview(view) }
        scene.keptAlive.append(form)
        scene.taps = [("sign in (disabled)", form.signIn)]
        return scene
    }
}

/// The form's views and the rules between them: the button follows the fields, Return moves on.
@MainActor
final class SignInForm: TextViewDelegate {
    static let margin: CGFloat = 16

    let title = Label(text: "Sign In", font: .boldSystemFont(ofSize: 28))
    let name = SignInForm.field(placeholder: "Name")
    let email = SignInForm.field(placeholder: "Email")
    let password = SignInForm.field(placeholder: "Password")
    let notesLabel = Label(text: "NOTES", font: .systemFont(ofSize: 13))
    let notesPanel = RoundedPanel()
    let notes = TextView(frame: .zero)
    let signIn = FilledButton(type: .custom)
    /// Called with each line the form reports (`text FIELD VALUE`, `editing FIELD`).
    var onLine: ((String) -> Void)?

    /// The views to add, top to bottom.
    var views: [View] { [title, name, email, password, notesLabel, notesPanel, signIn] }

    /// The fields by the names the form prints.
    var fields: [(String, TextField)] { [("name", name), ("email", email), ("password", password)] }

    init(width: CGFloat) {
        let m = SignInForm.margin
        let inner = width - 2 * m
        title.frame = CGRect(x: m, y: 20, width: inner, height: 34)
        var y: CGFloat = 70
        for (_, field) in fields {
            field.frame = CGRect(x: m, y: y, width: inner, height: 40)
            y += 40 + 12
        }
        password.isSecureTextEntry = true
        notesLabel.textColor = Color(hex: 0x6D6D72)
        notesLabel.frame = CGRect(x: m + 4, y: y + 4, width: inner - 8, height: 18)
        notesPanel.frame = CGRect(x: m, y: y + 26, width: inner, height: 112)
        notes.frame = notesPanel.bounds.insetBy(dx: 5, dy: 1)
        notes.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        notes.font = .systemFont(ofSize: 17)
        notesPanel.addSubview(notes)
        signIn.frame = CGRect(x: m, y: notesPanel.frame.maxY + 24, width: inner, height: 48)
        signIn.setTitle("Sign In", for: .normal)
        signIn.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        signIn.setTitleColor(.white, for: .normal)
        signIn.addTarget(nil, action: "signIn", for: .touchUpInside)
        for view in [title, name, email, password, notesLabel, notesPanel, signIn] as [View] {
            view.autoresizingMask = .flexibleWidth
        }
        notes.delegate = self
        for (label, field) in fields {
            field.addAction(Action(title: "changed") { [weak self, weak field] _ in
                guard let self, let field else { return }
                self.onLine?("text \(label) \(SignInForm.shown(field.text ?? ""))")
                self.updateButton()
            }, for: .editingChanged)
            field.addAction(Action(title: "editing") { [weak self] _ in self?.onLine?("editing \(label)") },
                            for: .editingDidBegin)
        }
        // Return moves on; on the password it signs in (and ends editing).
        name.addAction(Action(title: "next") { [weak self] _ in _ = self?.email.becomeFirstResponder() },
                       for: .primaryActionTriggered)
        email.addAction(Action(title: "next") { [weak self] _ in _ = self?.password.becomeFirstResponder() },
                        for: .primaryActionTriggered)
        password.addAction(Action(title: "go") { [weak self] _ in
            guard let self, self.signIn.isEnabled else { return }
            self.signIn.sendActions(for: .touchUpInside)
        }, for: .editingDidEndOnExit)
        updateButton()
    }

    /// Enabled only when name, email and password all hold text.
    func updateButton() {
        signIn.isEnabled = fields.allSatisfy { !($0.1.text ?? "").isEmpty }
    }

    func textViewDidBeginEditing(_ textView: TextView) {
        onLine?("editing notes")
    }

    func textViewDidChange(_ textView: TextView) {
        onLine?("text notes \(SignInForm.shown(textView.text))")
    }

    /// A value as one printed line: line breaks written `\n`.
    static func shown(_ value: String) -> String {
        value.replacingOccurrences(of: "\r\n", with: "\\n").replacingOccurrences(of: "\n", with: "\\n")
    }

    static func field(placeholder: String) -> TextField {
        let field = TextField(frame: .zero)
        field.borderStyle = .roundedRect
        field.placeholder = placeholder
        field.clearButtonMode = .whileEditing
        return field
    }
}

/// A white panel with rounded corners and a light grey outline, as a rounded-rect field draws.
@MainActor
final class RoundedPanel: View {
    init() {
        super.init(frame: .zero)
        contentMode = .redraw
    }

    required init?(coder: Coder) { nil }

    override func draw(_ rect: CGRect) {
        guard let context = GraphicsContext.current else { return }
        context.fillColor = .white
        context.fillRoundedRect(bounds, cornerRadius: 8)
        context.strokeColor = Color(white: 0.8)
        context.lineWidth = 1
        context.strokeRoundedRect(bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 7.5)
    }
}

/// A button filled with the tint colour (grey while disabled, darker while held), rounded.
@MainActor
final class FilledButton: Button {
    override func draw(_ rect: CGRect) {
        if let context = GraphicsContext.current {
            context.fillColor =
                !isEnabled ? Color(hex: 0xB4B4B9) : isHighlighted ? Color(hex: 0x0062CC) : Color(hex: 0x007AFF)
            context.fillRoundedRect(bounds, cornerRadius: 10)
        }
        super.draw(rect)
    }
}
