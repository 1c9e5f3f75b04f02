import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import BarViews
import Foundation

/// The look of a toolbar or navigation bar, as UIKit's `UIBarStyle`.
public enum BarStyle: String, Sendable, CaseIterable {
    /// The light "silver" style: a light grey vertical gradient, grey-blue title text (#717880) with a
    /// light shadow (#E6E7EB at (0, 1)).
    case `default`
    /// A dark gradient with white text.
    case black
}

extension BarStyle {
    /// The gradient's top and bottom colours.
    var gradientColors: (top: Color, bottom: Color) {
        switch self {
        case .default: return (Color(hex: 0xF4F5F7), Color(hex: 0xC4C8CF))
        case .black: return (Color(hex: 0x4C4C4C), Color(hex: 0x141414))
        }
    }

    /// The 1-point line separating the bar from the content.
    var hairlineColor: Color {
        switch self {
        case .default: return Color(hex: 0x8E939B)
        case .black: return Color(hex: 0x000000)
        }
    }

    /// A 1-point highlight along the top, just inside the hairline when that is at the top.
    var highlightColor: Color {
        switch self {
        case .default: return Color(white: 1, alpha: 0.8)
        case .black: return Color(white: 1, alpha: 0.15)
        }
    }

    /// Title text (the navigation bar's title, the toolbar-title pattern's label).
    var titleColor: Color {
        switch self {
        case .default: return Color(hex: 0x717880)
        case .black: return .white
        }
    }

    var titleShadowColor: Color {
        switch self {
        case .default: return Color(hex: 0xE6E7EB)
        case .black: return Color(white: 0, alpha: 0.8)
        }
    }

    var titleShadowOffset: CGSize {
        switch self {
        case .default: return CGSize(width: 0, height: 1)
        case .black: return CGSize(width: 0, height: -1)
        }
    }

    /// Item text and glyphs when no tint colour is set on the item or the bar.
    var itemColor: Color {
        switch self {
        case .default: return Color(hex: 0x4C535C)
        case .black: return .white
        }
    }

    var itemShadowColor: Color {
        switch self {
        case .default: return Color(white: 1, alpha: 0.9)
        case .black: return Color(white: 0, alpha: 0.8)
        }
    }

    var itemShadowOffset: CGSize { titleShadowOffset }

    /// The background gradient, made once per style and opacity (every bar draws it every frame).
    func backgroundGradient(translucent: Bool) -> Gradient {
        switch (self, translucent) {
        case (.default, false): BarStyle.gradients.default
        case (.default, true): BarStyle.gradients.defaultTranslucent
        case (.black, false): BarStyle.gradients.black
        case (.black, true): BarStyle.gradients.blackTranslucent
        }
    }

    private static let gradients = (
        default: BarStyle.default.makeGradient(opacity: 1),
        defaultTranslucent: BarStyle.default.makeGradient(opacity: 0.85),
        black: BarStyle.black.makeGradient(opacity: 1),
        blackTranslucent: BarStyle.black.makeGradient(opacity: 0.85)
    )

    private func makeGradient(opacity: CGFloat) -> Gradient {
        let colors = gradientColors
        return Gradient(colors: [colors.top.withAlphaComponent(opacity), colors.bottom.withAlphaComponent(opacity)])
    }

    /// Draws the bar background in `bounds`: the gradient (at 0.85 opacity when translucent), a
    /// highlight line along the top, and the hairline at the top (toolbars, `hairlineAtTop`) or the
    /// bottom (navigation bars).
    func drawBackground(in bounds: CGRect, translucent: Bool, hairlineAtTop: Bool, context: GraphicsContext) {
        let gradient = backgroundGradient(translucent: translucent)
        context.saveGState()
        context.clip(to: bounds)
        context.drawLinearGradient(
            gradient, start: CGPoint(x: bounds.minX, y: bounds.minY), end: CGPoint(x: bounds.minX, y: bounds.maxY),
            options: [])
        context.restoreGState()
        let top = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: 1)
        let bottom = CGRect(x: bounds.minX, y: bounds.maxY - 1, width: bounds.width, height: 1)
        context.fillColor = highlightColor
        context.fill(hairlineAtTop ? top.offsetBy(dx: 0, dy: 1) : top)
        context.fillColor = hairlineColor
        context.fill(hairlineAtTop ? top : bottom)
    }
}
