import BarGeometry
import BarText
import Foundation

extension GraphicsContext {
    /// Records the glyph runs `drawText` shows for `text` with its origin at `origin` (user space) in
    /// `color`, when a recording is attached (see `DrawingRecording`).
    package func recordGlyphs(of text: DrawnText, at origin: CGPoint, color: Color) {
        guard let recording else { return }
        guard let m = axisAlignedCTM, m.a == m.d else { return recording.recordUnsupported("text under a transform") }
        let color = color.withAlphaComponent(color.alpha * alpha)
        let clip = clipBoundingBox.applying(m)
        guard origin.x.isFinite && origin.y.isFinite else { return }
        text.forEachGlyphRun { run in
            guard run.count > 0, run.font.pointSize > 0 else { return }
            guard let path = run.font.face.path else {
                return recording.recordUnsupported("text in a font made from data")
            }
            var glyphs: [UInt32] = []
            var positions: [CGPoint] = []
            glyphs.reserveCapacity(run.count)
            positions.reserveCapacity(run.count)
            run.forEachGlyph { glyph, position in
                glyphs.append(glyph)
                positions.append(CGPoint(x: origin.x + position.x, y: origin.y + position.y).applying(m))
            }
            recording.record(
                .glyphs(
                    fontFile: path, faceIndex: run.font.face.index, size: run.font.pointSize * m.a, color: color,
                    glyphs: glyphs, positions: positions, clip: clip))
        }
    }
}
