import BarGeometry
import BarGraphics
import BarViews
import Foundation

// The scroll indicators (Docs/Scrolling.md, "Indicators"): thin bars along the right and bottom
// edges whose length is the visible fraction of the content and whose place is the offset's. They
// show while the content moves, stay 0.5 s after it stops, then fade out over 0.25 s (an alpha
// animation, on the display link that moves everything else). They are
// subviews of the scroll view, made the first time they show and kept above the content.

/// One indicator: a rounded bar, dark and translucent.
package final class ScrollIndicatorView: View {
    static let thickness: CGFloat = 3
    static let margin: CGFloat = 3
    static let minimumLength: CGFloat = 36
    static let color = Color(red: 0, green: 0, blue: 0, alpha: 0.35)

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        alpha = 0
    }

    required init?(coder: Coder) { nil }

    package override func draw(_ rect: CGRect) {
        guard let context = GraphicsContext.current else { return }
        context.fillColor = ScrollIndicatorView.color
        context.fillRoundedRect(bounds, cornerRadius: min(bounds.width, bounds.height) / 2)
    }
}

/// A scroll view's two indicators and the fade in progress.
@MainActor
package struct ScrollIndicators {
    package let vertical = ScrollIndicatorView(frame: .zero)
    package let horizontal = ScrollIndicatorView(frame: .zero)
    /// The wait before the fade (the fade itself is an alpha animation of the two views).
    var fade: EventClock.Item?
}

extension ScrollView {
    /// How long the indicators stay after the content stops.
    static let indicatorLinger: TimeInterval = 0.5
    /// How long they take to fade out.
    static let indicatorFadeDuration: TimeInterval = 0.25

    /// Shows the indicators the content's size calls for, at full strength, stopping a fade. With
    /// `layingOut` false the caller has marked the view for layout (a scroll), and the layout pass
    /// places them once instead of twice a frame.
    func showScrollIndicators(layingOut: Bool = true) {
        if indicators == nil {
            let made = ScrollIndicators()
            addSubview(made.horizontal)
            addSubview(made.vertical)
            indicators = made
        }
        indicators?.fade?.cancel()
        indicators?.fade = nil
        if layingOut { layoutScrollIndicators() }
        guard let made = indicators, made.vertical.alpha != 1 || made.horizontal.alpha != 1 else { return }
        // Outside any block the caller's animation may be recording: set at once, ending a fade.
        View.performWithoutAnimation {
            made.vertical.alpha = 1
            made.horizontal.alpha = 1
        }
    }

    /// After the content stopped: the indicators stay a moment (a one-shot item on the clock), then
    /// fade out as an alpha animation on the animation engine's display link.
    func scheduleScrollIndicatorFade() {
        guard let made = indicators, !isDragging, motion == nil else { return }
        made.fade?.cancel()
        let clock = (window?.application ?? .shared).clock
        indicators?.fade = clock.schedule(after: ScrollView.indicatorLinger) { [weak self] _ in
            guard let self, let made = self.indicators else { return }
            self.indicators?.fade = nil
            View.animate(
                withDuration: ScrollView.indicatorFadeDuration, delay: 0,
                options: [.curveLinear, .allowUserInteraction],
                animations: {
                    made.vertical.alpha = 0
                    made.horizontal.alpha = 0
                })
        }
    }

    /// Places the indicators over the visible part of the content; hides the ones of axes that do
    /// not scroll or are turned off. Keeps them above the content.
    func layoutScrollIndicators() {
        guard let made = indicators else { return }
        let count = subviews.count
        if count >= 2, subviews[count - 1] !== made.vertical || subviews[count - 2] !== made.horizontal {
            bringSubviewToFront(made.horizontal)
            bringSubviewToFront(made.vertical)
        }
        let (low, high) = contentOffsetLimits
        let showsVertical = showsVerticalScrollIndicator && high.y > low.y  // it can scroll vertically
        let showsHorizontal = showsHorizontalScrollIndicator && high.x > low.x
        made.vertical.isHidden = !showsVertical
        made.horizontal.isHidden = !showsHorizontal
        let m = ScrollIndicatorView.margin
        let t = ScrollIndicatorView.thickness
        let inset = scrollIndicatorInsets
        let b = bounds
        let contentInsets = adjustedContentInset
        if showsVertical {
            let track = CGRect(
                x: b.maxX - inset.right - m - t, y: b.minY + inset.top + m,
                width: t, height: max(0, b.height - inset.vertical - 2 * m - (showsHorizontal ? t + m : 0)))
            let span = contentSize.height + contentInsets.vertical
            let (position, length) = ScrollView.indicatorPlacement(
                offset: b.minY, low: low.y, high: high.y, visible: b.height, span: span, track: track.height)
            made.vertical.frame = CGRect(x: track.minX, y: track.minY + position, width: t, height: length)
        }
        if showsHorizontal {
            let track = CGRect(
                x: b.minX + inset.left + m, y: b.maxY - inset.bottom - m - t,
                width: max(0, b.width - inset.horizontal - 2 * m - (showsVertical ? t + m : 0)), height: t)
            let span = contentSize.width + contentInsets.horizontal
            let (position, length) = ScrollView.indicatorPlacement(
                offset: b.minX, low: low.x, high: high.x, visible: b.width, span: span, track: track.width)
            made.horizontal.frame = CGRect(x: track.minX + position, y: track.minY, width: length, height: t)
        }
    }

    /// An indicator's place and length along a track: the length is the visible fraction of the
    /// content (at least 36 pt), shortened by as much as the content is pulled past an edge (to no
    /// less than the thickness); the place is the offset's fraction of its range.
    static func indicatorPlacement(
        offset: CGFloat, low: CGFloat, high: CGFloat, visible: CGFloat, span: CGFloat, track: CGFloat
    ) -> (position: CGFloat, length: CGFloat) {
        guard span > 0, track > 0 else { return (0, 0) }
        var length = min(track, max(ScrollIndicatorView.minimumLength, track * visible / span))
        let overshoot = offset < low ? low - offset : (offset > high ? offset - high : 0)
        length = max(ScrollIndicatorView.thickness, length - overshoot)
        let range = high - low
        let fraction = range > 0 ? min(max((offset - low) / range, 0), 1) : 0
        return ((track - length) * fraction, length)
    }
}
