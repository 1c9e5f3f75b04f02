import BarKit
import BarRendering
import BarTextInput
import BarViews
import Foundation

/// The text-input cases (`--case text-input`), on windows rendered into the kept frame:
///
/// - text-keystroke-to-pixels: a form as the demo's (title, three rounded-rect fields, a notes text
///   view, a button) with the name field editing; one character through `Application.sendText`, then
///   the window laid out and rendered. Baseline: the same window's title label changed by one
///   character and rendered, in the same frames.
/// - text-type-10000: a character typed at the end of a text view holding 10,000 characters of prose
///   in paragraphs, laid out and rendered; against the same in a text view holding 100 characters.
/// - text-paste-1mb: 1 MB of prose in paragraphs pasted into an empty text view from
///   `Pasteboard.general`, laid out and rendered; against the same text set with `text =`. Every
///   character must arrive.
@MainActor
func textInputCases(plan: RoundPlan) -> [Row] {
    // The window cases may have backed the pasteboard with SDL's clipboard; these measure BarKit's.
    let clipboard = Pasteboard.general.systemClipboard
    Pasteboard.general.systemClipboard = nil
    defer { Pasteboard.general.systemClipboard = clipboard }
    return keystrokeCase(plan: plan) + typeAtEndCase(plan: plan) + pasteCase(plan: plan)
}

/// Paragraphs of English prose, `count` characters long (whole words; the last paragraph cut).
func prose(characters count: Int) -> String {
    let sentences = [
        "The committee met early on Tuesday to review the proposal for the new library wing.",
        "Several members raised concerns about the cost of heating a building with so much glass.",
        "After a long discussion, they agreed to ask the architect for a revised estimate by spring.",
        "Meanwhile, the children's reading program will move to the community hall across the street.",
        "Volunteers are needed on Saturdays to carry boxes, label shelves and welcome new readers.",
        "Anyone who wishes to help should write to the secretary or leave a note at the front desk.",
        "The old catalogue cards, some of them a century old, will be kept in the local archive.",
        "It is hoped that the new wing will open its doors before the end of next year.",
    ]
    var text = ""
    var index = 0
    var inParagraph = 0
    while text.count < count {
        let sentence = sentences[index % sentences.count]
        index += 1
        if inParagraph == 6 {
            text += "\n"
            inParagraph = 0
        } else if !text.isEmpty {
            text += " "
        }
        text += sentence
        inParagraph += 1
    }
    return String(text.prefix(count))
}

/// The demo's form, rebuilt here (BarBench does not link the demo): 390 × 452 points.
@MainActor
private final class FormScreen {
    let window: Window
    let title = Label(text: "Sign In", font: .boldSystemFont(ofSize: 28))
    let name = TextField(frame: CGRect(x: 16, y: 70, width: 358, height: 40))
    let notes = TextView(frame: CGRect(x: 21, y: 279, width: 348, height: 110))

    init(application: Application) {
        window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 452), application: application)
        window.backgroundColor = Color(hex: 0xF2F2F7)
        title.frame = CGRect(x: 16, y: 20, width: 358, height: 34)
        window.addSubview(title)
        for (index, placeholder) in ["Name", "Email", "Password"].enumerated() {
            let field = index == 0 ? name : TextField(frame: CGRect(x: 16, y: 70 + CGFloat(index) * 52, width: 358, height: 40))
            field.borderStyle = .roundedRect
            field.placeholder = placeholder
            field.clearButtonMode = .whileEditing
            field.isSecureTextEntry = index == 2
            window.addSubview(field)
        }
        notes.font = .systemFont(ofSize: 17)
        window.addSubview(notes)
        let button = Button(type: .system)
        button.setTitle("Sign In", for: .normal)
        button.frame = CGRect(x: 16, y: 388, width: 358, height: 48)
        window.addSubview(button)
        window._renderKeptFrame()
    }
}

@MainActor
private func keystrokeCase(plan: RoundPlan) -> [Row] {
    let application = Application()
    let screen = FormScreen(application: application)
    precondition(screen.name.becomeFirstResponder(), "the name field did not take the focus")
    application.sendText("Ada")
    screen.window._renderKeptFrame()
    let strokes = 200
    var typing: [Double] = []
    var labels: [Double] = []
    var ratios: [Double] = []
    for round in 0..<(plan.warmup + plan.rounds) {
        var t = 0.0
        var b = 0.0
        for stroke in 0..<strokes {
            let pair = timeInTurn(
                baselineFirst: stroke % 2 == 0,
                baseline: {
                    screen.title.text = stroke % 2 == 0 ? "Sign In." : "Sign In"
                    screen.window._renderKeptFrame()
                },
                subject: {
                    application.sendText("e")
                    screen.window._renderKeptFrame()
                })
            t += pair.subject
            b += pair.baseline
            // Back to "Ada" now and then, untimed, so the field does not fill up.
            if stroke % 20 == 19 {
                for _ in 0..<20 { screen.name.deleteBackward() }
                screen.window._renderKeptFrame()
            }
        }
        if round >= plan.warmup {
            typing.append(t / Double(strokes))
            labels.append(b / Double(strokes))
            ratios.append(t / b)
        }
    }
    precondition(screen.name.text?.hasPrefix("Ada") == true, "the typed text did not reach the field")
    let stats = Stats(typing)
    return [
        Row(
            name: "text-keystroke-to-pixels",
            what: "a character typed into the form's focused field (sendText), laid out and rendered, 390 × 452",
            items: 1, barkit: stats, baseline: Stats(labels), figure: stats.scaled(1e3), unit: "ms",
            goal: "≤ 2 ms", met: stats.median <= 0.002,
            notes: [
                "baseline: the same window's title label changed by one character and rendered; typing costs "
                    + String(format: "%.2f×", Stats(ratios).median) + " that"
            ])
    ]
}

@MainActor
private func typeAtEndCase(plan: RoundPlan) -> [Row] {
    // Two windows of the same size, each of its own application (each view is a first responder),
    // a text view filling each: 10,000 and 100 characters of prose.
    func makeView(_ text: String) -> (Window, TextView) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 600), application: Application())
        let view = TextView(frame: window.bounds)
        view.font = .systemFont(ofSize: 17)
        view.text = text
        window.addSubview(view)
        precondition(view.becomeFirstResponder(), "the text view did not take the focus")
        view.scrollRangeToVisible(view.selectedRange)
        window._renderKeptFrame()
        return (window, view)
    }
    let long = prose(characters: 10_000)
    let short = prose(characters: 100)
    let (longWindow, longView) = makeView(long)
    let (shortWindow, shortView) = makeView(short)
    // Where a keystroke's time goes in each: the edit (the paragraph laid out again), then the frame.
    var parts = [(edit: 0.0, frame: 0.0), (edit: 0.0, frame: 0.0)]
    for (index, (window, view)) in [(longWindow, longView), (shortWindow, shortView)].enumerated() {
        for _ in 0..<20 {
            parts[index].edit += time { view.insertText("e") } / 20
            parts[index].frame += time { window._renderKeptFrame() } / 20
        }
        for _ in 0..<20 { view.deleteBackward() }
        window._renderKeptFrame()
    }
    let strokes = 100
    var longTimes: [Double] = []
    var shortTimes: [Double] = []
    var ratios: [Double] = []
    for round in 0..<(plan.warmup + plan.rounds) {
        var l = 0.0
        var s = 0.0
        for stroke in 0..<strokes {
            let pair = timeInTurn(
                baselineFirst: stroke % 2 == 0,
                baseline: {
                    shortView.insertText("e")
                    shortWindow._renderKeptFrame()
                },
                subject: {
                    longView.insertText("e")
                    longWindow._renderKeptFrame()
                })
            l += pair.subject
            s += pair.baseline
            if stroke % 20 == 19 {
                for view in [longView, shortView] { for _ in 0..<20 { view.deleteBackward() } }
                longWindow._renderKeptFrame()
                shortWindow._renderKeptFrame()
            }
        }
        if round >= plan.warmup {
            longTimes.append(l / Double(strokes))
            shortTimes.append(s / Double(strokes))
            ratios.append(l / s)
        }
    }
    precondition(longView.text.utf16.count == long.utf16.count, "typing and deleting lost text")
    let paragraphs = long.split(separator: "\n").count
    return [
        Row(
            name: "text-type-10000",
            what: "a character typed at the end of 10,000 characters of prose in a text view, laid out and rendered",
            items: 1, barkit: Stats(longTimes), baseline: Stats(shortTimes), figure: Stats(ratios), unit: "×C",
            goal: "≤ 2× the same in 100 characters", met: Stats(ratios).median <= 2,
            notes: [
                "baseline: the same keystroke at the end of a 100-character text view; \(paragraphs) paragraphs "
                    + "of about \(long.count / paragraphs) characters, 390 × 600 windows, 17-pt text",
                "one keystroke's parts: 10,000 characters: edit \(Format.duration(parts[0].edit)), frame "
                    + "\(Format.duration(parts[0].frame)); 100 characters: edit \(Format.duration(parts[1].edit)), "
                    + "frame \(Format.duration(parts[1].frame))",
            ])
    ]
}

@MainActor
private func pasteCase(plan: RoundPlan) -> [Row] {
    let text = prose(characters: 1_000_000)
    let bytes = text.utf8.count
    var pastes: [Double] = []
    var sets: [Double] = []
    var kept = true
    for round in 0..<(plan.warmup + plan.rounds) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 600), application: Application())
        let view = TextView(frame: window.bounds)
        view.font = .systemFont(ofSize: 17)
        window.addSubview(view)
        window._renderKeptFrame()
        let other = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 600), application: Application())
        let baseline = TextView(frame: other.bounds)
        baseline.font = .systemFont(ofSize: 17)
        other.addSubview(baseline)
        other._renderKeptFrame()
        _ = view.becomeFirstResponder()
        Pasteboard.general.string = text
        let pair = timeInTurn(
            baselineFirst: round % 2 == 0,
            baseline: {
                baseline.text = text
                other._renderKeptFrame()
            },
            subject: {
                view.paste(nil)
                window._renderKeptFrame()
            })
        kept = kept && view.text.count == text.count && view.text.utf16.count == text.utf16.count
        if round >= plan.warmup {
            pastes.append(pair.subject)
            sets.append(pair.baseline)
        }
    }
    let stats = Stats(pastes)
    return [
        Row(
            name: "text-paste-1mb",
            what: "1 MB of prose pasted into an empty text view, laid out and rendered",
            items: 1, barkit: stats, baseline: Stats(sets), figure: stats, unit: "s",
            goal: "≤ 1 s, every character kept", met: stats.median <= 1 && kept,
            notes: [
                "baseline: the same text set with `text =` and rendered; \(bytes) bytes, \(text.count) characters, "
                    + "\(text.split(separator: "\n").count) paragraphs; every character kept: \(kept ? "yes" : "NO")"
            ])
    ]
}
