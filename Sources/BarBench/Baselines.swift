import BarKit
import CBaselines
import Foundation

/// Strings as one UTF-16 buffer with offsets, ready for `bkb_shape_strings`.
struct PackedStrings {
    var units: [UInt16] = []
    var offsets: [Int32] = [0]

    init(_ strings: [String]) {
        for string in strings {
            units.append(contentsOf: string.utf16)
            offsets.append(Int32(units.count))
        }
    }

    var count: Int { offsets.count - 1 }
}

/// HarfBuzz alone: the face of a BarKit font opened by HarfBuzz, shaped at the same scale.
final class CShaper {
    private let shaper: OpaquePointer
    private var widths: [Int32] = []

    init(font: Font) {
        guard let file = font._fontFile,
            let shaper = bkb_shaper_create(file.path, Int32(file.faceIndex), font._harfBuzzScale)
        else { fatalError("HarfBuzz cannot open the font of \(font)") }
        self.shaper = shaper
    }

    deinit { bkb_shaper_destroy(shaper) }

    /// Shapes every string; returns the sum of the advances in 1/64 pt.
    @discardableResult
    func shape(_ strings: PackedStrings) -> Int64 {
        run(bkb_shape_strings, on: strings)
    }

    /// Shapes every string after the bidi and script analyses a layout needs (ICU); returns the sum of
    /// the advances in 1/64 pt.
    @discardableResult
    func shapeAnalysed(_ strings: PackedStrings) -> Int64 {
        run(bkb_shape_strings_analysed, on: strings)
    }

    /// Shapes every string through a C cache of shaped runs (see `bkb_shape_strings_cached`); returns
    /// the sum of the advances in 1/64 pt.
    @discardableResult
    func shapeCached(_ strings: PackedStrings) -> Int64 {
        run(bkb_shape_strings_cached, on: strings)
    }

    /// Empties the C cache of shaped runs.
    func clearCache() { bkb_shaper_clear_cache(shaper) }

    /// Calls one of the C shaping loops on `strings`, keeping each string's width in `widths`.
    private func run(
        _ loop: (OpaquePointer?, UnsafePointer<UInt16>?, UnsafePointer<Int32>?, Int32, UnsafeMutablePointer<Int32>?) ->
            Int64,
        on strings: PackedStrings
    ) -> Int64 {
        if widths.count < strings.count { widths = [Int32](repeating: 0, count: strings.count) }
        return strings.units.withUnsafeBufferPointer { units in
            strings.offsets.withUnsafeBufferPointer { offsets in
                widths.withUnsafeMutableBufferPointer { widths in
                    loop(shaper, units.baseAddress, offsets.baseAddress, Int32(strings.count), widths.baseAddress)
                }
            }
        }
    }

    /// The width of string `i` from the last `shape`, in points.
    func width(_ i: Int) -> Double { Double(widths[i]) / 64 }
}

/// cairo alone: replays a `DrawingRecording` of a BarKit render onto its own surface.
final class CCanvas {
    private let canvas: OpaquePointer
    let width: Int
    let height: Int
    private var operations: [bkb_operation] = []
    private var stops: [bkb_stop] = []
    private var glyphs: [bkb_glyph] = []
    private var fonts: [String: Int32] = [:]

    init(width: Int, height: Int) {
        guard let canvas = bkb_canvas_create(Int32(width), Int32(height)) else { fatalError("no cairo canvas") }
        self.canvas = canvas
        self.width = width
        self.height = height
    }

    deinit { bkb_canvas_destroy(canvas) }

    /// Converts the recording into C operations (untimed preparation: what a C program would hold).
    func load(_ recording: DrawingRecording) {
        precondition(recording.unsupported.isEmpty, "the C baseline cannot draw: \(recording.unsupported)")
        operations = []
        stops = []
        glyphs = []
        for operation in recording.operations {
            var op = bkb_operation()
            switch operation {
            case .fill(let rect, let color):
                op.kind = Int32(BKB_FILL_RECT)
                op.x = rect.minX
                op.y = rect.minY
                op.width = rect.width
                op.height = rect.height
                (op.red, op.green, op.blue, op.alpha) = components(color)
            case .linearGradient(let rect, let start, let end, let extendsEnds, let gradientStops):
                op.kind = Int32(BKB_LINEAR_GRADIENT)
                op.font = extendsEnds ? 1 : 0
                op.x = rect.minX
                op.y = rect.minY
                op.width = rect.width
                op.height = rect.height
                (op.x0, op.y0, op.x1, op.y1) = (start.x, start.y, end.x, end.y)
                op.first = Int32(stops.count)
                op.count = Int32(gradientStops.count)
                for stop in gradientStops {
                    let c = components(stop.color)
                    stops.append(bkb_stop(offset: stop.location, red: c.0, green: c.1, blue: c.2, alpha: c.3))
                }
            case .glyphs(let file, let index, let size, let color, let ids, let positions, let clip):
                op.kind = Int32(BKB_GLYPHS)
                op.x = clip.minX
                op.y = clip.minY
                op.width = clip.width
                op.height = clip.height
                op.font = font(file, index)
                op.size = size
                (op.red, op.green, op.blue, op.alpha) = components(color)
                op.first = Int32(glyphs.count)
                op.count = Int32(ids.count)
                for (id, position) in zip(ids, positions) {
                    glyphs.append(bkb_glyph(index: UInt64(id), x: position.x, y: position.y))
                }
            @unknown default:
                fatalError("an operation the C baseline does not know")
            }
            operations.append(op)
        }
    }

    var operationCount: Int { operations.count }
    var glyphCount: Int { glyphs.count }

    /// Clears the surface and draws the loaded operations.
    func draw() {
        operations.withUnsafeBufferPointer { ops in
            stops.withUnsafeBufferPointer { stops in
                glyphs.withUnsafeBufferPointer { glyphs in
                    bkb_canvas_draw(canvas, ops.baseAddress, Int32(ops.count), stops.baseAddress, glyphs.baseAddress)
                }
            }
        }
    }

    /// Compares the canvas with a BarKit bitmap of the same size: how many pixels differ and by how
    /// much at most (premultiplied channel values).
    func compare(with bitmap: Bitmap) -> (differing: Int, largest: Int) {
        var stride: Int32 = 0
        guard let data = bkb_canvas_pixels(canvas, &stride), bitmap.width == width, bitmap.height == height else {
            return (width * height, 255)
        }
        var differing = 0
        var largest = 0
        let bytes = bitmap.premultipliedBytes
        for y in 0..<height {
            for x in 0..<width {
                let word = UnsafeRawPointer(data + y * Int(stride) + x * 4).loadUnaligned(as: UInt32.self)
                let i = (y * width + x) * 4
                var d = 0
                for (channel, shift) in [(0, 16), (1, 8), (2, 0), (3, 24)] as [(Int, UInt32)] {
                    d = max(d, abs(Int((word >> shift) & 0xFF) - Int(bytes[i + channel])))
                }
                if d > 0 { differing += 1 }
                largest = max(largest, d)
            }
        }
        return (differing, largest)
    }

    /// The pixels that differ from `bitmap`: (x, y, canvas ARGB, bitmap RGBA).
    func differences(with bitmap: Bitmap) -> [String] {
        var stride: Int32 = 0
        guard let data = bkb_canvas_pixels(canvas, &stride) else { return [] }
        var result: [String] = []
        let bytes = bitmap.premultipliedBytes
        for y in 0..<height {
            for x in 0..<width {
                let word = UnsafeRawPointer(data + y * Int(stride) + x * 4).loadUnaligned(as: UInt32.self)
                let i = (y * width + x) * 4
                let c = [Int(word >> 16 & 0xFF), Int(word >> 8 & 0xFF), Int(word & 0xFF), Int(word >> 24)]
                let b = (0..<4).map { Int(bytes[i + $0]) }
                if c != b { result.append("(\(x), \(y)) C \(c) BarKit \(b)") }
            }
        }
        return result
    }

    private func font(_ path: String, _ index: Int) -> Int32 {
        let key = "\(path)#\(index)"
        if let id = fonts[key] { return id }
        let id = bkb_canvas_add_font(canvas, path, Int32(index))
        precondition(id >= 0, "cairo cannot open \(path)")
        fonts[key] = id
        return id
    }

    private func components(_ color: Color) -> (Double, Double, Double, Double) {
        (Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
    }
}

/// A first frame of labels in C (`bkb_frame_*`): Pango + cairo as GTK draws labels, and HarfBuzz +
/// cairo alone, placing labels as `FlowScreen` does, on a canvas of their own.
final class CFrame {
    private let frame: OpaquePointer

    /// A canvas of `size` drawing `font` (its file, and for Pango its family at the same pixel size),
    /// with rows `rowHeight` high and the baseline `ascender` below a row's top.
    init(size: CGSize, font: Font, family: String, rowHeight: CGFloat, ascender: CGFloat) {
        guard let file = font._fontFile,
            let frame = bkb_frame_create(
                Int32(size.width), Int32(size.height), file.path, Int32(file.faceIndex), Double(font.pointSize),
                family, Double(rowHeight), Double(ascender))
        else { fatalError("the C first frame cannot open \(font) as \(family)") }
        self.frame = frame
    }

    deinit { bkb_frame_destroy(frame) }

    /// Lays out and draws `strings` with Pango; returns the sum of the widths.
    @discardableResult
    func pango(_ strings: PackedUTF8) -> Int64 {
        strings.bytes.withUnsafeBufferPointer { bytes in
            strings.offsets.withUnsafeBufferPointer { offsets in
                bytes.withMemoryRebound(to: CChar.self) { chars in
                    bkb_frame_pango(frame, chars.baseAddress, offsets.baseAddress, Int32(strings.count))
                }
            }
        }
    }

    /// Shapes and draws `strings` with HarfBuzz alone; returns the sum of the widths.
    @discardableResult
    func harfBuzz(_ strings: PackedStrings) -> Int64 {
        strings.units.withUnsafeBufferPointer { units in
            strings.offsets.withUnsafeBufferPointer { offsets in
                bkb_frame_harfbuzz(frame, units.baseAddress, offsets.baseAddress, Int32(strings.count))
            }
        }
    }

    /// Frees what the last frame kept (its layouts or glyphs).
    func release() { bkb_frame_release(frame) }

    /// Where the last frame put label `i`: its row's top-left and its width.
    func label(_ i: Int) -> CGRect {
        var x = 0.0
        var y = 0.0
        var width = 0.0
        bkb_frame_label(frame, Int32(i), &x, &y, &width)
        return CGRect(x: x, y: y, width: width, height: 0)
    }

    /// The last frame, `width` × `height` pixels as it was made, as a bitmap.
    func bitmap(width: Int, height: Int) -> Bitmap? {
        var stride: Int32 = 0
        guard let data = bkb_frame_pixels(frame, &stride) else { return nil }
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let word = UnsafeRawPointer(data + y * Int(stride) + x * 4).loadUnaligned(as: UInt32.self)
                bitmap.setPremultipliedPixel(
                    PixelRGBA(
                        red: UInt8(word >> 16 & 0xFF), green: UInt8(word >> 8 & 0xFF), blue: UInt8(word & 0xFF),
                        alpha: UInt8(word >> 24)), x: x, y: y)
            }
        }
        return bitmap
    }

    /// How many pixels of the last frame differ from `bitmap` (premultiplied channels, any channel).
    func differingPixels(from bitmap: Bitmap) -> Int {
        var stride: Int32 = 0
        guard let data = bkb_frame_pixels(frame, &stride) else { return bitmap.width * bitmap.height }
        let bytes = bitmap.premultipliedBytes
        var differing = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let word = UnsafeRawPointer(data + y * Int(stride) + x * 4).loadUnaligned(as: UInt32.self)
                let i = (y * bitmap.width + x) * 4
                if UInt8(word >> 16 & 0xFF) != bytes[i] || UInt8(word >> 8 & 0xFF) != bytes[i + 1]
                    || UInt8(word & 0xFF) != bytes[i + 2] || UInt8(word >> 24) != bytes[i + 3]
                {
                    differing += 1
                }
            }
        }
        return differing
    }
}

/// Strings as one UTF-8 buffer with offsets, for Pango.
struct PackedUTF8 {
    var bytes: [UInt8] = []
    var offsets: [Int32] = [0]

    init(_ strings: [String]) {
        for string in strings {
            bytes.append(contentsOf: string.utf8)
            offsets.append(Int32(bytes.count))
        }
        bytes.append(0)
    }

    var count: Int { offsets.count - 1 }
}
