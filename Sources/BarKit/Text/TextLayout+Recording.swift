import Foundation

extension GraphicsContext {
    /// Records the glyph runs `layout.draw(in:at:color:)` shows with its origin at `origin` (user
    /// space) in `color`, when a recording is attached (see `DrawingRecording`).
    func recordGlyphs(of layout: TextLayout, at origin: CGPoint, color: Color) {
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

@_spi(Benchmarks) extension Font {
    /// The font file and face index this font draws with; nil for a font made from data.
    public var _fontFile: (path: String, faceIndex: Int)? {
        face.path.map { ($0, face.index) }
    }

    /// The HarfBuzz scale the font shapes at (points × 64).
    public var _harfBuzzScale: Int32 { scale }
}

@_spi(Benchmarks) extension TextLayout {
    /// What a label's `intrinsicContentSize` measures, without the label: the width of one line of
    /// `string` (0 when it needs a full layout).
    public static func _unwrappedWidth(of string: String, font: Font) -> Double {
        Double(unwrappedSize(of: string, font: font)?.width ?? 0)
    }

    /// The UTF-16 units of `string` and the script and direction its one shaped run has; nil when
    /// it needs more than one run.
    public static func _singleRunKey(of string: String) -> (units: [UInt16], script: UInt32, rightToLeft: Bool)? {
        withDecodedUnits(of: string) { units, facts in
            guard facts.plain != 0, let (script, rightToLeft) = ShapedParagraph.singleRunAttributes(facts) else {
                return nil
            }
            return (Array(units), script, rightToLeft)
        }
    }

    /// The advance, in 1/64 pt, of the run `units` shape to (through the shaped-run cache).
    public static func _shapedAdvance(
        _ units: UnsafeBufferPointer<UInt16>, font: Font, script: UInt32, rightToLeft: Bool
    ) -> Int {
        Shaper.shape(units, font: font, script: script, rightToLeft: rightToLeft).advance
    }
}
