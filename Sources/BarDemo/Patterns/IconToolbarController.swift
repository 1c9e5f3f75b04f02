import BarKit
import Foundation

/// The view controller of pattern 3: its view is loaded from `IconToolbar.json`, a toolbar of
/// `IconAboveTitleButton`s whose taps send named actions (`"actions": {"touchUpInside": "showInbox"}`)
/// along the responder chain to this controller.
@MainActor
public final class IconToolbarController: ViewController {
    /// The actions performed, in order.
    public private(set) var performed: [String] = [] {
        didSet { if performed.count > oldValue.count, let name = performed.last { onPerform?(name) } }
    }
    /// Called with each action's name as it is performed.
    public var onPerform: ((String) -> Void)?
    /// The toolbar from the document.
    public private(set) var toolbar: Bar?
    /// Where the document and its icons are read from.
    let resources: URL

    public init(resources: URL) {
        self.resources = resources
        super.init()
        registerAction("showInbox", IconToolbarController.showInbox)
        registerAction("showFavourites", IconToolbarController.showFavourites)
        registerAction("showContacts", IconToolbarController.showContacts)
        registerAction("showSettings", IconToolbarController.showSettings)
        registerAction("emptyBin", IconToolbarController.emptyBin)
    }

    /// Loads the document; the icon buttons use constraints, so the bar sizes each by its fitting
    /// size. A document that fails to load leaves an empty view and reports why on standard error.
    public override func loadView() {
        ViewDocument.register(IconAboveTitleButton.self)
        do {
            let document = try ViewDocument(
                contentsOf: resources.appendingPathComponent("IconToolbar.json"), imageScale: 2)
            toolbar = document.view(withID: "toolbar") as? Bar
            view = document.rootView
        } catch {
            FileHandle.standardError.write(Data("BarDemo: \(error)\n".utf8))
            view = View(frame: .zero)
        }
    }

    /// The actions performed since the last call.
    public func takePerformed() -> [String] {
        defer { performed.removeAll() }
        return performed
    }

    func showInbox() { performed.append("showInbox") }
    func showFavourites() { performed.append("showFavourites") }
    func showContacts() { performed.append("showContacts") }
    func showSettings() { performed.append("showSettings") }
    func emptyBin() { performed.append("emptyBin") }
}
