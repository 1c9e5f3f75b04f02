// The README's "A taste" example, verbatim (ReadmeExampleTests checks that the two agree), so
// every build compiles it as a user's program that imports only BarKit.
import BarKit

let window = Window(frame: CGRect(x: 0, y: 0, width: 600, height: 44))
let toolbar = Bar(frame: window.bounds)
toolbar.items = [
    BarItem(systemItem: .edit, target: nil, action: "edit"),
    .flexibleSpace(),
    BarItem(title: "Save", style: .done, target: nil, action: "save"),
    BarItem(systemItem: .trash, target: nil, action: "delete"),
]
window.addSubview(toolbar)
try window.render(scale: 2).write(to: URL(fileURLWithPath: "toolbar.png"))
print(toolbar.recursiveDescription())
