import CCairo
import Foundation

// Moving pixels already drawn, for scrolling (Docs/Rendering.md, "Scrolling by moving pixels"): a
// scrolled view's visible pixels move by whole device pixels, and only the strip that came into
// view is drawn again.

extension GraphicsContext {
    /// Moves the pixels inside `rect` (device pixels, clipped to the context) by `dx`, `dy` device
    /// pixels: each pixel of the rect whose source, `dx`, `dy` back, lies in the rect takes that
    /// source's value; the others keep theirs (the caller redraws them). Rows are copied in the
    /// order that reads each source before it is overwritten.
    package func shiftPixels(in rect: (x: Int, y: Int, width: Int, height: Int), dx: Int, dy: Int) {
        let x0 = max(0, rect.x)
        let y0 = max(0, rect.y)
        let x1 = min(pixelWidth, rect.x + rect.width)
        let y1 = min(pixelHeight, rect.y + rect.height)
        guard x1 > x0, y1 > y0, abs(dx) < x1 - x0, abs(dy) < y1 - y0, dx != 0 || dy != 0 else { return }
        cairo_surface_flush(surface.pointer)
        guard let data = cairo_image_surface_get_data(surface.pointer) else { return }
        let base = UnsafeMutableRawPointer(data)
        let stride = bytesPerRow
        // Destination columns whose source column is inside the rect.
        let destinationX = dx > 0 ? x0 + dx : x0
        let sourceX = destinationX - dx
        let bytes = (x1 - x0 - abs(dx)) * 4
        let rows = y1 - y0 - abs(dy)
        for i in 0..<rows {
            // Moving down, the bottom row first; moving up (or sideways), the top row first.
            let destinationY = dy > 0 ? y1 - 1 - i : y0 + i
            let sourceY = destinationY - dy
            memmove(base + destinationY * stride + destinationX * 4, base + sourceY * stride + sourceX * 4, bytes)
        }
        cairo_surface_mark_dirty_rectangle(
            surface.pointer, Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0))
    }
}
