import BarKit
import BarRendering
import Foundation

extension Window {
    /// Renders exactly as `render(scale:)` does (the whole window the first time, then only what
    /// changed) into the kept frame, without copying the frame into a bitmap.
    package func _renderKeptFrame(scale: CGFloat = 1) {
        _ = renderFrame(scale: scale)
    }
}
