import BarGeometry
import Foundation

/// What a `GraphicsContext` drew, in device pixels, for replaying the same drawing directly with
/// cairo: BarBench measures BarKit's rendering against that replay.
///
/// Rect fills, linear gradients and glyph runs are kept with their exact geometry and colours (the
/// context's alpha multiplied in; rects clipped to the clip's bounding box). Any other operation
/// (paths, strokes, images, radial gradients, transparency layers, shadows, drawing under a
/// rotating transform) is only named in `unsupported`, so a replay knows when it is incomplete.
/// Only for measuring: the hooks cost one nil check per operation when no recording is attached.
package final class DrawingRecording {
    /// One recorded operation, in device pixels.
    package enum Operation: Sendable {
        /// `rect` filled with `color`.
        case fill(rect: CGRect, color: Color)
        /// `rect` filled with the gradient from `start` to `end`, whose stops are (offset, colour),
        /// its end colours extended beyond the ends (cairo's pad) or not (none).
        case linearGradient(rect: CGRect, start: CGPoint, end: CGPoint, extendsEnds: Bool, stops: [Gradient.Stop])
        /// Glyphs of face `faceIndex` of the font file at `fontFile`, at `size` pixels, in `color`,
        /// clipped to `clip` (the clip's bounding box; a label clips its text to its bounds).
        case glyphs(
            fontFile: String, faceIndex: Int, size: CGFloat, color: Color, glyphs: [UInt32], positions: [CGPoint],
            clip: CGRect)
    }

    /// The operations, in drawing order.
    package internal(set) var operations: [Operation] = []
    /// Operations drawn but not kept, by name, in drawing order.
    package internal(set) var unsupported: [String] = []

    /// Set when the operation about to be performed has been recorded.
    private var covered = false

    package init() {}

    /// Keeps `operation` as the one the context performs next.
    func record(_ operation: Operation) {
        operations.append(operation)
        covered = true
    }

    /// Names something drawn that cannot be kept.
    func recordUnsupported(_ name: String) {
        unsupported.append(name)
    }

    /// Called for every operation the context performs: one not recorded just before is unsupported.
    func performed(withShadow: Bool) {
        if withShadow { unsupported.append("shadow") }
        if covered {
            covered = false
        } else {
            unsupported.append("path, stroke or image")
        }
    }
}

extension GraphicsContext {
    /// The current transform when it only scales and translates (what the recording can keep).
    var axisAlignedCTM: CGAffineTransform? {
        let m = ctm
        return m.b == 0 && m.c == 0 ? m : nil
    }

    /// Records a fill of `rect` (user space) with `color` when a recording is attached.
    func recordFill(_ rect: CGRect, color: Color) {
        guard let recording else { return }
        guard let m = axisAlignedCTM else { return recording.recordUnsupported("fill under a rotation") }
        let device = rect.applying(m).intersection(clipBoundingBox.applying(m))
        recording.record(
            .fill(rect: device.isNull ? .zero : device, color: color.withAlphaComponent(color.alpha * alpha)))
    }
}
