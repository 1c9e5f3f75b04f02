import Foundation
import Synchronization

/// The most pixels one bitmap, graphics context or image may have (Docs/Rendering.md, "The pixel
/// budget"). A render asked for more fails with `RenderError.tooLarge` before anything is allocated;
/// the calls that cannot fail give an empty (0 × 0) result instead.
///
/// The default, 268,435,456 pixels (16,384 × 16,384), is 1 GiB of pixels at four bytes each. Raise
/// it for a program that really renders larger; lower it to keep a service's memory bounded.
public enum PixelBudget {
    /// The default limit: 16,384 × 16,384 pixels.
    public static let defaultLimit = 16_384 * 16_384

    private static let storage = Atomic<Int>(defaultLimit)

    /// The most pixels (width × height) one bitmap may have; at least 1. Read and written
    /// atomically, from any thread.
    public static var limit: Int {
        get { storage.load(ordering: .relaxed) }
        set { storage.store(Swift.max(1, newValue), ordering: .relaxed) }
    }

    /// Whether `width × height` pixels fit both the budget and cairo's largest side.
    static func allows(width: Double, height: Double, limit: Int = PixelBudget.limit) -> Bool {
        guard width.isFinite, height.isFinite else { return false }
        let side = Double(Bitmap.maximumDimension)
        return width <= side && height <= side && width * height <= Double(limit)
    }

    /// The pixels `size` points at `scale` ask for, before any clamping (rounded up, as contexts are).
    static func requested(for size: CGSize, scale: CGFloat) -> (width: Double, height: Double) {
        func pixels(_ v: CGFloat) -> Double {
            guard !v.isNaN, v > 0 else { return 0 }
            return Double((v * scale - 1e-9).rounded(.up))
        }
        return (pixels(size.width), pixels(size.height))
    }

    /// Throws `RenderError.tooLarge` when `size` points at `scale` exceed the budget.
    package static func check(_ size: CGSize, scale: CGFloat) throws(RenderError) {
        let pixels = requested(for: size, scale: scale)
        guard allows(width: pixels.width, height: pixels.height) else {
            throw RenderError.tooLarge(width: pixels.width, height: pixels.height, limit: limit)
        }
    }
}
