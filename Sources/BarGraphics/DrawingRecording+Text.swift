import BarGeometry
import BarText
import Foundation

extension GraphicsContext {
    /// Records the glyph runs `layout.draw(in:at:color:)` shows with its origin at `origin` (user
    /// space) in `color`, when a recording is attached (see `DrawingRecording`).
    package func recordGlyphs(of layout: TextLayout, at origin: CGPoint, color: Color) {
        guard let recording else { return }
        guard let m = axisAlignedCTM, m.a == m.d else { return recording.recordUnsupported("text under a transform") }
        let color = color.withAlphaComponent(color.alpha * alpha)
        let clip = clipBoundingBox.applying(m)
        for line in layout.lines {
            for run in line.runs where run.count > 0 && run.font.pointSize > 0 {
                guard let path = run.font.face.path else {
                    recording.recordUnsupported("text in a font made from data")
                    continue
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
}
