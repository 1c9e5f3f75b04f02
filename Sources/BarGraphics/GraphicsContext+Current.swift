import BarGeometry
import Foundation

// The current context: what `UIGraphicsGetCurrentContext()` returns in UIKit.
//
// Each thread has its own stack of contexts (as UIKit's is per thread). The renderer pushes the
// window's context around every `draw(_:)` call; `Image(size:scale:actions:)` pushes the image's
// context while its closure runs. Pushing is always balanced through `withCurrent(_:)`.

extension GraphicsContext {
    /// The per-thread stack, held by a pthread key (one retained reference per thread, released when
    /// the thread ends). A thread-specific value is read in a few instructions, so a render can
    /// make its context current around every `draw(_:)` call for next to nothing.
    private final class Stack {
        /// Unchecked: one thread uses a stack, and no access to it overlaps another (push and pop
        /// call no code of their own).
        var contexts: [GraphicsContext] = []
    }

    /// How the thread-specific slot holds its stack: one retained reference, as a raw pointer. The
    /// module's one use of `Unmanaged` (`Docs/Performance.md`).
    private typealias StackReference = Unmanaged<Stack>

    private static let stackKey: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { raw in
            if let raw { StackReference.fromOpaque(raw).release() }
        }
        precondition(status == 0, "no thread-specific key for the current graphics context")
        return key
    }()

    /// Calls `body` with this thread's stack, made on first use, without retaining it (the thread
    /// holds it).
    @inline(__always)
    private static func withStack<R>(_ body: (Stack) -> R) -> R {
        let raw = pthread_getspecific(stackKey) ?? makeStack()
        return StackReference.fromOpaque(raw)._withUnsafeGuaranteedRef(body)
    }

    private static func makeStack() -> UnsafeMutableRawPointer {
        let raw = StackReference.passRetained(Stack()).toOpaque()
        pthread_setspecific(stackKey, raw)
        return raw
    }

    /// The context that drawing code should draw into, or nil outside any drawing pass: inside a view's
    /// `draw(_:)` it is the context the view is being rendered into; inside the closure of
    /// `Image(size:scale:actions:)` it is the image's context. Per thread.
    public static var current: GraphicsContext? {
        withStack { $0.contexts.last }
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
        withStack { $0.contexts.append(context) }
    }

    /// Pops the current context; does nothing when none is pushed.
    static func pop() {
        withStack { stack in
            if !stack.contexts.isEmpty { stack.contexts.removeLast() }
        }
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
