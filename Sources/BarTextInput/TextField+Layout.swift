import BarGeometry
import BarGraphics
import BarText
import BarViews
import BarWidgets
import Foundation

/// A text field's laid-out text: what it shows (bullets for secure entry), its layout, the caret
/// positions found so far, and how far the text is scrolled to keep the caret in view.
struct TextFieldTextCache {
    /// The shown string; nil when it must be made again.
    var shown: String?
    /// The layout of `shown` on one unlimited line, and its width.
    var layout: TextLayout?
    var width: CGFloat = 0
    /// The font `layout` used (smaller than the field's when shrunk to fit).
    var font: Font?
    /// Caret x by offset of `shown`, in the layout's coordinates.
    var caretXs: [Int: CGFloat] = [:]
    /// For secure entry: the text's grapheme boundaries (the n-th bullet stands for the n-th cluster).
    var boundaries: [Int] = []
    /// How far the text is scrolled left, in points (from the window's start).
    var scrollX: CGFloat = 0
    /// The part of `shown` laid out (TextField+Window.swift): nil until chosen; all of it unless long.
    var window: TextFieldWindow?
    /// The text of the window (all of `shown` unless long), which `layout` lays out.
    var windowText = ""
    /// The shown offset of the caret last scrolled into view, and its x from the text rect's left.
    var caretVisible: (offset: Int, x: CGFloat)?
    /// A windowed text's whole width in a font, once measured, kept up to date by edits.
    var fullWidth: (width: CGFloat, font: Font)?
    /// During an edit of a windowed text: the words it touches and their width before.
    var pendingEdit: (range: Range<Int>, width: CGFloat)?
}

// Rects, size and caret geometry (Docs/Behaviors.md, "Text input"). UIKit does not document a text
// field's insets; BarKit's: rounded rect 7 pt on each side, line and bezel 4 pt across and 3 pt
// down, none 0; the height is the font's line height plus those, rounded up. The clear button is a
// 19-pt circle 6 pt from the trailing edge.

extension TextField {
    /// The clear button's diameter.
    static let clearButtonSize: CGFloat = 19
    /// The caret's width (UIKit's is 2 pt).
    static let caretWidth: CGFloat = 2

    /// The text's inset from the bounds for the border style.
    var borderInsets: EdgeInsets {
        switch borderStyle {
        case .none: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        case .line, .bezel: EdgeInsets(top: 3, left: 4, bottom: 3, right: 4)
        case .roundedRect: EdgeInsets(top: 7, left: 7, bottom: 7, right: 7)
        }
    }

    /// The size that fits the text (or the placeholder when longer), the insets, the overlays shown,
    /// and one line of the font.
    var fieldIntrinsicSize: CGSize {
        let font = self.font ?? Font.systemFont(ofSize: 17)
        let insets = borderInsets
        var width = max(
            shownTextWidth(font: font),
            TextLineGeometry.width(of: Substring(placeholder ?? ""), font: font))
        width += insets.left + insets.right + TextField.caretWidth
        if let leftView, shows(leftViewMode) { width += leftView.frame.width }
        if let rightView, shows(rightViewMode) { width += rightView.frame.width }
        if showsClearButton { width += TextField.clearButtonSize + 6 }
        var height = font.lineHeight + insets.top + insets.bottom
        for overlay in [leftView, rightView] {
            if let overlay { height = max(height, overlay.frame.height) }
        }
        return CGSize(width: width.rounded(.up), height: height.rounded(.up))
    }

    // MARK: - Rects (UIKit's override points)

    func defaultBorderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    func defaultTextRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.inset(by: borderInsets)
        if leftView != nil, shows(leftViewMode) {
            let left = leftViewRect(forBounds: bounds).maxX
            rect.size.width -= max(0, left - rect.minX)
            rect.origin.x = max(rect.minX, left)
        }
        var right = rect.maxX
        if showsClearButton { right = min(right, clearButtonRect(forBounds: bounds).minX) }
        if rightView != nil, shows(rightViewMode) { right = min(right, rightViewRect(forBounds: bounds).minX) }
        rect.size.width = max(0, right - rect.minX)
        return rect
    }

    func defaultEditingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    func defaultPlaceholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    func defaultClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        var maxX = bounds.maxX - 6
        if rightView != nil, shows(rightViewMode) { maxX = rightViewRect(forBounds: bounds).minX - 2 }
        let size = TextField.clearButtonSize
        return CGRect(x: maxX - size, y: bounds.midY - size / 2, width: size, height: size)
    }

    func defaultLeftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.frame.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    func defaultRightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.frame.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Places and shows or hides the left and right views.
    func layoutOverlays() {
        if let leftView {
            leftView.isHidden = !shows(leftViewMode)
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !shows(rightViewMode)
            rightView.frame = rightViewRect(forBounds: bounds)
        }
        scrollCaretToVisible()
    }

    // MARK: - The shown text

    /// What the field shows: the text, or a bullet per grapheme cluster for secure entry.
    var shownString: String {
        if let shown = textCache.shown { return shown }
        let shown: String
        if isSecureTextEntry {
            textCache.boundaries = engine.text.graphemeBoundaries(in: 0..<engine.length)
            shown = String(repeating: "\u{2022}", count: max(0, textCache.boundaries.count - 1))
        } else {
            shown = engine.text
        }
        textCache.shown = shown
        return shown
    }

    /// The offset in `shownString` standing for `offset` of the text.
    func shownOffset(_ offset: Int) -> Int {
        guard isSecureTextEntry else { return offset }
        _ = shownString
        // The boundaries after 0 that are at or before `offset` (they increase: a binary search).
        let boundaries = textCache.boundaries
        var low = 1
        var high = boundaries.count
        while low < high {
            let mid = (low + high) / 2
            if boundaries[mid] <= offset { low = mid + 1 } else { high = mid }
        }
        return max(0, low - 1)
    }

    /// The offset of the text a `shownString` offset stands for.
    func textOffset(_ shown: Int) -> Int {
        guard isSecureTextEntry else { return shown }
        _ = shownString
        return textCache.boundaries[min(max(0, shown), textCache.boundaries.count - 1)]
    }

    /// The font the text is drawn in: the field's, shrunk to fit when `adjustsFontSizeToFitWidth`
    /// and not editing.
    var shownFont: Font {
        let font = self.font ?? Font.systemFont(ofSize: 17)
        guard adjustsFontSizeToFitWidth, !isEditing else { return font }
        let available = textRect(forBounds: bounds).width
        let natural = shownTextWidth(font: font)
        guard natural > available, natural > 0 else { return font }
        let floor = minimumFontSize > 0 ? minimumFontSize : min(14, font.pointSize)
        return font.withSize(max(floor, (font.pointSize * available / natural).rounded(.down)))
    }

    /// The layout of the shown text's window (all of it unless long; nil when empty).
    var shownLayout: TextLayout? {
        let font = shownFont
        let range = currentWindowRange()
        if textCache.layout == nil || textCache.font != font || textCache.window?.range != range {
            textCache.windowText = layOutWindow(range, font: font)
            textCache.font = font
            textCache.caretXs = [:]
        }
        return textCache.layout
    }

    /// The shown offset where the laid-out window starts.
    var windowStart: Int { textCache.window?.range.lowerBound ?? 0 }

    /// The text or its layout changed: forget the layout, measure and draw again.
    func textDidChangeLayout() {
        textCache.window = nil
        textCache.fullWidth = nil
        textEditDidChangeLayout()
    }

    /// An edit changed the text (the window and the whole width are kept up to date by it).
    func textEditDidChangeLayout() {
        textCache.shown = nil
        textCache.layout = nil
        textCache.caretXs = [:]
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    func caretDidBlink() {
        setNeedsDisplay()
    }

    // MARK: - Caret geometry

    /// The x of the caret at shown offset `offset`, relative to the start of the window (before
    /// alignment and scrolling); off the window, its nearer end.
    func caretX(shownOffset offset: Int) -> CGFloat {
        guard let layout = shownLayout, let line = layout.lines.first else { return 0 }
        if let x = textCache.caretXs[offset] { return x }
        let local = offset - windowStart
        let x = TextLineGeometry.caretX(at: local, on: line, in: textCache.windowText, font: textCache.font ?? shownFont)
        textCache.caretXs[offset] = x
        return x
    }

    /// Where the text's left end is drawn, in the field's coordinates: aligned in the text rect while it
    /// fits, else scrolled.
    var textOriginX: CGFloat {
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        _ = shownLayout
        let width = textCache.width
        if isWindowed || width + TextField.caretWidth > rect.width { return rect.minX - textCache.scrollX }
        var alignment = textAlignment
        if alignment == .natural { alignment = shownLayout?.lines.first?.isRightToLeft == true ? .right : .left }
        switch alignment {
        case .center: return rect.minX + ((rect.width - width) / 2).rounded(.down)
        case .right: return rect.maxX - width - TextField.caretWidth
        default: return rect.minX
        }
    }

    /// The top of the text's line, centred in the text rect.
    var textTop: CGFloat {
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let height = shownFont.lineHeight
        return rect.minY + ((rect.height - height) / 2).rounded(.down)
    }

    /// The caret's rect for `position` (a UTF-16 offset), in the field's coordinates: 2 pt wide, one
    /// line of the font tall.
    public func caretRect(for position: Int) -> CGRect {
        let offset = min(max(0, position), engine.length)
        let x = textOriginX + caretX(shownOffset: shownOffset(offset))
        return CGRect(x: x, y: textTop, width: TextField.caretWidth, height: shownFont.lineHeight.rounded(.up))
    }

    /// The text offset whose caret is nearest `point` (field coordinates), on a grapheme boundary.
    func characterOffset(nearest point: CGPoint) -> Int {
        guard let layout = shownLayout, let line = layout.lines.first else { return 0 }
        let x = point.x - textOriginX
        let local = TextLineGeometry.offset(
            nearestTo: x, on: line, in: textCache.windowText, font: textCache.font ?? shownFont)
        return textOffset(windowStart + local)
    }

    /// Scrolls the text so the caret's active end shows, when the text is wider than its rect.
    func scrollCaretToVisible() {
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        _ = shownLayout
        let caretOffset = shownOffset(engine.activeEnd)
        let x = caretX(shownOffset: caretOffset)
        let width = textCache.width + TextField.caretWidth
        guard isEditing, isWindowed || width > rect.width else {
            textCache.scrollX = 0
            textCache.caretVisible = nil
            return
        }
        var scroll = textCache.scrollX
        if x - scroll > rect.width - TextField.caretWidth { scroll = x - rect.width + TextField.caretWidth }
        if x - scroll < 0 { scroll = x }
        // Not past the text's ends (a window's inner edges scroll freely: the caret keeps them away).
        let range = textCache.window?.range ?? 0..<0
        if range.upperBound >= shownLength { scroll = min(scroll, width - rect.width) }
        if range.lowerBound == 0 { scroll = max(0, scroll) }
        textCache.scrollX = scroll
        textCache.caretVisible = (caretOffset, x - scroll)
    }
}
