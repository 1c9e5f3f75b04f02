import BarGeometry
import CCairo
import Foundation

// The drawing attributes of the graphics state. All are saved and restored by
// saveGState()/restoreGState().

extension GraphicsContext {
    // MARK: - Colours

    /// The colour `fill(_:)` and friends paint with. Default black.
    public var fillColor: Color {
        get { state.fillColor }
        set { state.fillColor = newValue }
    }

    /// The colour `stroke(_:)` and friends paint with. Default black.
    public var strokeColor: Color {
        get { state.strokeColor }
        set { state.strokeColor = newValue }
    }

    /// Sets the fill colour (`CGContext.setFillColor`).
    public func setFillColor(_ color: Color) { fillColor = color }

    /// Sets the stroke colour (`CGContext.setStrokeColor`).
    public func setStrokeColor(_ color: Color) { strokeColor = color }

    // MARK: - Compositing

    /// The opacity, 0…1, applied to everything drawn (multiplied into colours, images and gradients;
    /// a transparency layer is composited with it as a whole). Default 1.
    public var alpha: CGFloat {
        get { state.alpha }
        set { state.alpha = newValue.isFinite ? Swift.min(1, Swift.max(0, newValue)) : 1 }
    }

    /// Sets `alpha` (`CGContext.setAlpha`).
    public func setAlpha(_ alpha: CGFloat) { self.alpha = alpha }

    /// How drawing combines with what is already there. Default `.normal`.
    public var blendMode: BlendMode {
        get { state.blendMode }
        set {
            state.blendMode = newValue
            cairo_set_operator(cairo, newValue.cairoOperator)
        }
    }

    /// Sets `blendMode` (`CGContext.setBlendMode`).
    public func setBlendMode(_ mode: BlendMode) { blendMode = mode }

    /// A hard-edged shadow drawn under everything painted while set; nil for none (the default).
    /// A shadow with a transparent colour draws nothing.
    public var shadow: Shadow? {
        get { state.shadow }
        set { state.shadow = newValue }
    }

    /// Sets `shadow` (`CGContext.setShadow(offset:blur:color:)`); `blur` is not rendered.
    public func setShadow(offset: CGSize, blur: CGFloat, color: Color? = nil) {
        shadow = color.map { Shadow(offset: offset, blur: blur, color: $0) } ?? Shadow(offset: offset, blur: blur)
    }

    // MARK: - Lines

    /// The width of stroked lines in points of the current user space. Default 1; negative and
    /// non-finite values become 0.
    public var lineWidth: CGFloat {
        get { CGFloat(cairo_get_line_width(cairo)) }
        set { cairo_set_line_width(cairo, Double(newValue.isFinite ? Swift.max(0, newValue) : 0)) }
    }

    /// Sets `lineWidth` (`CGContext.setLineWidth`).
    public func setLineWidth(_ width: CGFloat) { lineWidth = width }

    /// How line ends are drawn. Default `.butt`.
    public var lineCap: LineCap {
        get {
            switch cairo_get_line_cap(cairo) {
            case CAIRO_LINE_CAP_ROUND: return .round
            case CAIRO_LINE_CAP_SQUARE: return .square
            default: return .butt
            }
        }
        set {
            let cap: cairo_line_cap_t
            switch newValue {
            case .butt: cap = CAIRO_LINE_CAP_BUTT
            case .round: cap = CAIRO_LINE_CAP_ROUND
            case .square: cap = CAIRO_LINE_CAP_SQUARE
            }
            cairo_set_line_cap(cairo, cap)
        }
    }

    /// How corners of stroked paths are drawn. Default `.miter`.
    public var lineJoin: LineJoin {
        get {
            switch cairo_get_line_join(cairo) {
            case CAIRO_LINE_JOIN_ROUND: return .round
            case CAIRO_LINE_JOIN_BEVEL: return .bevel
            default: return .miter
            }
        }
        set {
            let join: cairo_line_join_t
            switch newValue {
            case .miter: join = CAIRO_LINE_JOIN_MITER
            case .round: join = CAIRO_LINE_JOIN_ROUND
            case .bevel: join = CAIRO_LINE_JOIN_BEVEL
            }
            cairo_set_line_join(cairo, join)
        }
    }

    /// The ratio of miter length to line width beyond which a miter join is bevelled. Default 10.
    public var miterLimit: CGFloat {
        get { CGFloat(cairo_get_miter_limit(cairo)) }
        set { cairo_set_miter_limit(cairo, Double(newValue.isFinite ? Swift.max(1, newValue) : 10)) }
    }

    /// Makes strokes dashed: `lengths` alternate painted and skipped lengths, starting `phase` into the
    /// pattern. An empty array, or lengths that are negative, non-finite or all zero, make lines solid.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let valid = !lengths.isEmpty && lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 }
        guard valid else {
            cairo_set_dash(cairo, nil, 0, 0)
            return
        }
        let dashes = lengths.map { Double($0) }
        cairo_set_dash(cairo, dashes, Int32(dashes.count), Double(phase.isFinite ? phase : 0))
    }

    // MARK: - Quality

    /// Whether edges are anti-aliased. Default true.
    public var shouldAntialias: Bool {
        get { cairo_get_antialias(cairo) != CAIRO_ANTIALIAS_NONE }
        set { cairo_set_antialias(cairo, newValue ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE) }
    }

    /// How images are resampled when drawn at another size. Default `.default`.
    public var interpolationQuality: InterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }
}

extension BlendMode {
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}
