import BarGeometry
import Foundation

// The current context: what `UIGraphicsGetCurrentContext()` returns in UIKit.
//
// Each thread has its own stack of contexts (as UIKit's is per thread). The renderer pushes the
// window's context around every `draw(_:)` call; `Image(size:scale:actions:)` pushes the image's
// context while its closure runs. Pushing is always balanced through `withCurrent(_:)`.

extension GraphicsContext {
    /// The per-thread stack: an array in memory of its own, whose address a pthread key holds (made on
    /// a thread's first use, freed when the thread ends). A thread-specific value is read in a few
    /// instructions, and the array is reached through its address, so a render can make its context
    /// current around every `draw(_:)` call for next to nothing. Only its own thread touches a stack.
    private typealias Stack = UnsafeMutablePointer<[GraphicsContext]>

    private static let stackKey: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { raw in
            guard let raw else { return }
            let stack = raw.assumingMemoryBound(to: [GraphicsContext].self)
            stack.deinitialize(count: 1)
            stack.deallocate()
        }
        precondition(status == 0, "no thread-specific key for the current graphics context")
        return key
    }()

    /// This thread's stack, made on first use.
    @inline(__always)
    private static var stack: Stack {
        if let raw = pthread_getspecific(stackKey) { return raw.assumingMemoryBound(to: [GraphicsContext].self) }
        let stack = Stack.allocate(capacity: 1)
        stack.initialize(to: [])
        pthread_setspecific(stackKey, stack)
        return stack
    }

    /// The context that drawing code should draw into, or nil outside any drawing pass: inside a view's
    /// `draw(_:)` it is the context the view is being rendered into; inside the closure of
    /// `Image(size:scale:actions:)` it is the image's context. Per thread.
    public static var current: GraphicsContext? {
        stack.pointee.last
    }

    /// Makes this context `GraphicsContext.current` while `body` runs, then restores the previous
    /// one (`UIGraphicsPushContext`/`UIGraphicsPopContext`, balanced).
    public func withCurrent<R>(_ body: () throws -> R) rethrows -> R {
        GraphicsContext.push(self)
        defer { GraphicsContext.pop() }
        return try body()
    }

    /// Pushes `context` as the current context. Must be balanced by `pop()` on the same thread.
    static func push(_ context: GraphicsContext) {
        stack.pointee.append(context)
    }

    /// Pops the current context; does nothing when none is pushed.
    static func pop() {
        let stack = stack
        if !stack.pointee.isEmpty { stack.pointee.removeLast() }
    }
}

// MARK: - UIKit-style drawing into the current context

extension Color {
    /// Sets this colour as the fill colour of `GraphicsContext.current` (`UIColor.setFill()`).
    public func setFill() {
        GraphicsContext.current?.fillColor = self
    }

    /// Sets this colour as the stroke colour of `GraphicsContext.current` (`UIColor.setStroke()`).
    public func setStroke() {
        GraphicsContext.current?.strokeColor = self
    }

    /// Sets this colour as both fill and stroke colour of `GraphicsContext.current` (`UIColor.set()`).
    public func set() {
        setFill()
        setStroke()
    }
}
