import Foundation

// Hooks for BarBench (`@_spi(Benchmarks) import BarKit`): rendering without the copy into a `Bitmap`
// that `render(scale:)` makes, and a full render that records what it draws.

@_spi(Benchmarks) extension Window {
    /// Renders exactly as `render(scale:)` does (the whole window the first time, then only what
    /// changed) into the kept frame, without copying the frame into a bitmap.
    public func _renderKeptFrame(scale: CGFloat = 1) {
        _ = renderFrame(scale: scale)
    }

    /// Renders the whole window into a new context, recording every operation (see
    /// `DrawingRecording`). The walk clears the views' dirty marks, so the kept frame is dropped and
    /// the next render redraws everything.
    public func _recordFullRender(scale: CGFloat = 1) -> DrawingRecording {
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
