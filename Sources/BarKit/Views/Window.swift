import Foundation

/// The root of a view tree: it lays out before anything draws it or sends it events, and keeps track
/// of what needs redrawing. As UIKit's `UIWindow`, it is itself a view.
@MainActor
open class Window: View {
    /// Views marked with `setNeedsDisplay` since the last render (identity-unique).
    var viewsNeedingDisplay: [ObjectIdentifier: View] = [:]
    /// The last rendered frame, updated in place by the next render where only parts changed.
    var lastRender: GraphicsContext?
    /// What the last render redrew (nil: everything).
    var lastDirtyRegion: [CGRect]?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        storedWindow = self
    }

    public required init?(coder: Coder) {
        super.init(coder: coder)
        forEachInSubtree { view in
            view.storedWindow = self
            return true
        }
    }

    func viewNeedsDisplay(_ view: View) {
        viewsNeedingDisplay[ObjectIdentifier(view)] = view
    }
}
