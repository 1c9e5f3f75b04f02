import BarDocuments
import BarGeometry
import BarGraphics
import BarViews
import Foundation

/// What a toolbar and a navigation bar share of their look and placement: the style, the
/// translucency and the edge margin. UIKit's `UIToolbar` and `UINavigationBar` have no common
/// superclass, so each bar stores one of these and its public properties forward to it; the rules
/// for changing them are the `BarItemHosting` extension below.
struct BarAppearance {
    /// `barStyle`: the default "silver" style or black.
    var style: BarStyle = .default
    /// `isTranslucent`: whether the background lets some of what is behind show through.
    var isTranslucent = false
    /// `edgeMargin`: the space between the bar's edges and the outer items (default 16).
    var edgeMargin: CGFloat = 16

    /// Reads `barStyle`, `isTranslucent` and `edgeMargin` from a bar's document node, straight into
    /// the values (a bar's initialiser runs none of the setters' work).
    @MainActor mutating func decode(from coder: Coder) {
        if let style = coder.decodeEnum(BarStyle.self, forKey: "barStyle") { self.style = style }
        isTranslucent = coder.decodeBool(forKey: "isTranslucent")
        if let margin = coder.decodeIfPresent(CGFloat.self, forKey: "edgeMargin") { edgeMargin = margin }
    }
}

extension BarItemHosting {
    /// `barStyle`'s setter: a new style restyles the bar's content and redraws the bar.
    func setBarStyle(_ style: BarStyle) {
        guard style != appearance.style else { return }
        appearance.style = style
        barStyleDidChange()
        setNeedsDisplay()
    }

    /// `isTranslucent`'s setter: a change redraws the bar.
    func setBarTranslucent(_ translucent: Bool) {
        guard translucent != appearance.isTranslucent else { return }
        appearance.isTranslucent = translucent
        setNeedsDisplay()
    }

    /// `edgeMargin`'s setter: a value that is not finite is ignored; a change lays the bar out again.
    func setBarEdgeMargin(_ margin: CGFloat) {
        let old = appearance.edgeMargin
        var kept = margin
        keepFiniteLayoutMetric(&kept, oldValue: old)
        appearance.edgeMargin = kept
    }

    /// Draws the style's background in the bounds, with the hairline along the top (a toolbar) or
    /// the bottom (a navigation bar).
    func drawBarBackground(hairlineAtTop: Bool) {
        guard let context = GraphicsContext.current else { return }
        appearance.style.drawBackground(
            in: bounds, translucent: appearance.isTranslucent, hairlineAtTop: hairlineAtTop, context: context)
    }
}
