import BarGraphics
import BarKit
import BarRendering
import BarText
import BarViews
import Foundation

// What the cases read of BarKit's internals, through `package` access (BarBench is in BarKit's
// package): the font file and scale the C baselines draw and shape with, and the measuring steps
// measure-parts times one by one.

extension Font {
    /// The font file and face index this font draws with; nil for a font made from data.
    var _fontFile: (path: String, faceIndex: Int)? {
        face.path.map { ($0, face.index) }
    }

    /// The HarfBuzz scale the font shapes at (points × 64).
    var _harfBuzzScale: Int32 { scale }
}

extension TextLayout {
    /// What a label's `intrinsicContentSize` measures, without the label: the width of one line of
    /// `string` (0 when it needs a full layout).
    static func _unwrappedWidth(of string: String, font: Font) -> Double {
        Double(unwrappedSize(of: string, font: font)?.width ?? 0)
    }

    /// The UTF-16 units of `string` and the script and direction its one shaped run has; nil when
    /// it needs more than one run.
    static func _singleRunKey(of string: String) -> (units: [UInt16], script: UInt32, rightToLeft: Bool)? {
        withDecodedUnits(of: string) { units, facts in
            guard facts.plain != 0, let (script, rightToLeft) = ShapedParagraph.singleRunAttributes(facts) else {
                return nil
            }
            return (Array(units), script, rightToLeft)
        }
    }

    /// The advance, in 1/64 pt, of the run `units` shape to (through the shaped-run cache).
    static func _shapedAdvance(
        _ units: UnsafeBufferPointer<UInt16>, font: Font, script: UInt32, rightToLeft: Bool
    ) -> Int {
        Shaper.shape(units, font: font, script: script, rightToLeft: rightToLeft, in: .shared).advance
    }
}

extension Window {
    /// Renders the whole window into a new context, recording every operation (see
    /// `DrawingRecording`). The walk clears the views' dirty marks, so the kept frame is dropped and
    /// the next render redraws everything.
    func _recordFullRender(scale: CGFloat = 1) -> DrawingRecording {
        layoutIfNeeded()
        let context = GraphicsContext(size: bounds.size, scale: scale)
        let recording = DrawingRecording()
        context.recording = recording
        ViewRenderer(context: context).render(self)
        context.recording = nil
        setNeedsFullRender()
        return recording
    }
}
