import BarGeometry
import CCairo
import Foundation

/// An owned cairo image surface (`cairo_surface_t *`, always `CAIRO_FORMAT_ARGB32`), and the
/// conversions between cairo's native-endian premultiplied ARGB32 words and `Bitmap`'s RGBA bytes.
///
/// `@unchecked Sendable`: a surface made from a bitmap is never written after `init`, and cairo's
/// reference counting is atomic, so sharing it as a drawing source is safe. A surface that is a
/// drawing target belongs to one `GraphicsContext` and is not shared.
final class CairoSurface: @unchecked Sendable {
    /// The `cairo_surface_t *`.
    let pointer: OpaquePointer
    let width: Int
    let height: Int

    /// A new transparent ARGB32 surface, or nil when cairo refuses the size.
    convenience init?(width: Int, height: Int) {
        guard width >= 0, height >= 0, width <= Bitmap.maximumDimension, height <= Bitmap.maximumDimension else {
            return nil
        }
        self.init(made: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
                  width: width, height: height)
    }

    /// A surface over pixels it does not own (a window system's buffer): native-endian 32-bit words,
    /// `bytesPerRow` apart. The caller keeps the memory alive and unmoved while the surface lives.
    convenience init?(wrapping pixels: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        guard width > 0, height > 0, width <= Bitmap.maximumDimension, height <= Bitmap.maximumDimension,
            bytesPerRow >= width * 4, bytesPerRow % 4 == 0
        else { return nil }
        self.init(
            made: cairo_image_surface_create_for_data(
                pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                Int32(bytesPerRow)),
            width: width, height: height)
    }

    /// Takes a surface cairo just made; nil (and the surface released) when it is in an error state.
    private init?(made surface: OpaquePointer?, width: Int, height: Int) {
        guard let surface else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.pointer = surface
        self.width = width
        self.height = height
    }

    /// A surface holding a copy of `bitmap`'s pixels, or nil when the bitmap is too large for cairo.
    convenience init?(bitmap: Bitmap) {
        self.init(width: bitmap.width, height: bitmap.height)
        guard !bitmap.isEmpty else { return }
        cairo_surface_flush(pointer)
        guard let data = cairo_image_surface_get_data(pointer) else { return }
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let width = bitmap.width
        bitmap.withUnsafeBytes { src in
            let base = UnsafeMutableRawPointer(data)
            for y in 0..<bitmap.height {
                let row = base + y * stride
                var i = y * width * 4
                for x in 0..<width {
                    let word =
                        UInt32(src[i + 3]) << 24 | UInt32(src[i]) << 16 | UInt32(src[i + 1]) << 8 | UInt32(src[i + 2])
                    row.storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
                    i += 4
                }
            }
        }
        cairo_surface_mark_dirty(pointer)
    }

    /// Takes ownership of an existing image surface (one reference), converting it to ARGB32 when it
    /// has another format. Nil (and the surface released) when it is in an error state.
    init?(adopting surface: OpaquePointer) {
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        if cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 {
            self.pointer = surface
        } else {
            // Paint whatever cairo decoded (RGB24, A8, …) onto an ARGB32 surface.
            guard let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
                cairo_surface_status(converted) == CAIRO_STATUS_SUCCESS
            else {
                cairo_surface_destroy(surface)
                return nil
            }
            let cr = cairo_create(converted)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
            self.pointer = converted
        }
        self.width = width
        self.height = height
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    /// A copy of the surface's pixels as a `Bitmap`.
    func makeBitmap(scale: CGFloat) -> Bitmap {
        let count = width * height * 4
        cairo_surface_flush(pointer)
        let data = cairo_image_surface_get_data(pointer)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let width = self.width
        let height = self.height
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let out = buffer.baseAddress else {
                initialized = 0
                return
            }
            guard let data, width > 0, height > 0 else {
                buffer.initialize(repeating: 0)
                initialized = count
                return
            }
            // A native-endian ARGB word becomes R, G, B, A bytes: on a little-endian machine that is
            // the word with its red and blue bytes swapped, a loop the compiler vectorises.
            let source = UnsafeRawPointer(data)
            let target = UnsafeMutableRawPointer(out)
            for y in 0..<height {
                let row = source + y * stride
                let outRow = target + y * width * 4
                for x in 0..<width {
                    let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    let rgba = (word & 0xFF00_FF00) | (word >> 16 & 0xFF) | (word & 0xFF) << 16
                    outRow.storeBytes(of: rgba.littleEndian, toByteOffset: x * 4, as: UInt32.self)
                }
            }
            initialized = count
        }
        return Bitmap(uncheckedWidth: width, height: height, scale: scale, bytes: bytes)
    }
}
