import BarGeometry
import BarGraphics
import BarRendering
import BarViews
import CSDL2
import Foundation

/// Shows a BarKit `Window` on screen through SDL2 (Docs/Window.md): the window's pixels are drawn
/// by cairo straight into the SDL window surface's memory, and only the rectangles BarKit redrew
/// are presented. Mouse, touch and key input become BarKit events through the window's
/// `Application`.
///
/// ```swift
/// let window = Window(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
/// // … build the screen …
/// let host = try WindowHost(window: window, title: "Settings")
/// WindowHost.run()   // returns when the last window closes
/// ```
@MainActor
public final class WindowHost {
    /// The BarKit window shown.
    public let window: BarViews.Window
    /// Device pixels per point (see `DisplayScale`).
    public let scale: CGFloat
    /// The title of the on-screen window.
    public var title: String {
        didSet { if let sdlWindow { SDL_SetWindowTitle(sdlWindow, title) } }
    }
    /// Called with the text each SDL text-input event carries (typed characters, input-method
    /// results), after `Application.sendText(_:)` delivered it to the first responder. SDL's text
    /// input runs only while a `KeyInput` responder is first responder. Key presses are sent as
    /// `Press`es either way.
    public var textInputHandler: ((String) -> Void)?
    /// Called after the window closed (by the user, `close()` or the end of the run).
    public var didClose: (() -> Void)?
    /// Called after the user resized the window, with the BarKit window's new size in points.
    public var didResize: ((CGSize) -> Void)?

    /// The SDL window, until closed.
    private(set) var sdlWindow: OpaquePointer?
    /// The SDL window's id, to route events.
    let windowID: UInt32
    /// Draws into the window surface's pixels (nil until the first present, and after a resize).
    private var surfaceContext: GraphicsContext?
    /// When the window surface is not 32-bit XRGB/ARGB: BarKit draws into its own frame and SDL
    /// converts the redrawn rectangles.
    private var staging: (context: GraphicsContext, surface: UnsafeMutablePointer<SDL_Surface>)?
    /// Touches down: the mouse's (key `mouseTouchID`) and each finger's.
    var touches: [Int64: Touch] = [:]
    /// Presses down, by SDL scancode.
    var presses: [Int32: Press] = [:]
    /// Where each touch began, for its tap count.
    static let mouseTouchID: Int64 = -1

    /// The open hosts by SDL window id.
    static var open: [UInt32: WindowHost] = [:]
    /// How many rectangles the last `present()` sent to the screen (0: nothing changed).
    public var lastPresentedRectCount: Int { lastPresentedRects.count }
    /// The device-pixel rectangles the last `present()` sent.
    private var lastPresentedRects: [SDL_Rect] = []

    /// Opens an on-screen window showing `window`, `title` in its title bar, at `scale` (nil: from
    /// the display, see `DisplayScale`). The on-screen window is `window`'s size in points; resizing
    /// it resizes `window`. Throws when there is no display or SDL cannot make the window.
    public init(window: BarViews.Window, title: String, scale: CGFloat? = nil) throws(WindowHostError) {
        try WindowHost.startVideo()
        let scale = try WindowHost.resolvedScale(scale)
        guard scale > 0, scale.isFinite else { throw .invalidScale("\(scale)") }
        self.window = window
        self.scale = scale
        self.title = title
        let size = window.bounds.size
        let width = Int32(max(1, (size.width * scale).rounded()))
        let height = Int32(max(1, (size.height * scale).rounded()))
        let position = bk_sdl_windowpos_undefined()
        guard
            let made = SDL_CreateWindow(
                title, position, position, width, height, SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue)
        else { throw .windowFailed(WindowHost.sdlError()) }
        sdlWindow = made
        windowID = SDL_GetWindowID(made)
        // The window is the size SDL gave, in whole pixels.
        adoptPixelSize(width: Int(width), height: Int(height))
        WindowHost.open[windowID] = self
        window.makeKey()
    }

    /// Closes the on-screen window (the BarKit window stays as it was). Touches down are cancelled.
    public func close() {
        guard let made = sdlWindow else { return }
        cancelTouches()
        surfaceContext = nil
        dropStaging()
        SDL_DestroyWindow(made)
        sdlWindow = nil
        WindowHost.open[windowID] = nil
        didClose?()
    }

    /// Whether the on-screen window is open.
    public var isOpen: Bool { sdlWindow != nil }

    /// The SDL window's X11 window id, or 0 when SDL is not on X11 (for tests and tools that find
    /// the window on the X server).
    public var x11WindowID: UInt { sdlWindow.map { UInt(bk_sdl_x11_window($0)) } ?? 0 }

    // MARK: - Pixels

    /// Lays out, redraws what changed into the window surface and presents those rectangles.
    /// The run loop calls it after each batch of events and main-queue work.
    public func present() {
        guard let made = sdlWindow else { return }
        guard let surface = SDL_GetWindowSurface(made) else { return }
        let lock = (surface.pointee.flags & UInt32(SDL_RLEACCEL)) != 0
        if lock { SDL_LockSurface(surface) }
        defer { if lock { SDL_UnlockSurface(surface) } }
        let context: GraphicsContext
        if let existing = surfaceContext ?? staging?.context {
            context = existing
        } else if let made = makeContext(over: surface) {
            context = made
        } else {
            return
        }
        let region = window.renderFrame(into: context)
        let pixelRects = WindowHost.pixelRects(for: region, scale: scale, width: Int(surface.pointee.w),
                                               height: Int(surface.pointee.h))
        lastPresentedRects = pixelRects
        guard !pixelRects.isEmpty else { return }
        var rects = pixelRects
        if let staging {
            for index in rects.indices {
                var source = rects[index]
                SDL_UpperBlit(staging.surface, &source, surface, &rects[index])
            }
        }
        SDL_UpdateWindowSurfaceRects(made, &rects, Int32(rects.count))
    }

    /// Lays out and redraws what changed into the window's pixels without presenting them:
    /// `package`, for BarBench to time drawing alone.
    package func renderWithoutPresenting() {
        guard let context = surfaceContext ?? staging?.context else { return }
        _ = window.renderFrame(into: context)
    }

    /// Sends the rectangles of the last present to the screen again, drawing nothing: `package`, for
    /// BarBench to time presenting alone.
    package func presentLastRectsAgain() {
        guard let made = sdlWindow, !lastPresentedRects.isEmpty else { return }
        var rects = lastPresentedRects
        SDL_UpdateWindowSurfaceRects(made, &rects, Int32(rects.count))
    }

    /// Queues a left-button event at `point` (window points) as the X server would deliver it:
    /// `package`, for BarBench to time a tap from the backend's input to the pixels.
    package func postMouseButton(down: Bool, at point: CGPoint) {
        var event = SDL_Event()
        event.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
        event.button.windowID = windowID
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.button.clicks = 1
        event.button.x = Int32((point.x * scale).rounded(.down))
        event.button.y = Int32((point.y * scale).rounded(.down))
        event.button.timestamp = SDL_GetTicks()
        SDL_PushEvent(&event)
    }

    /// Queues a touch-screen event for finger `finger` at `point` (window points; `phase` is
    /// `.began`, `.moved` or `.ended`): `package`, for tests with SDL's dummy driver.
    package func postFinger(_ finger: Int64, _ phase: Touch.Phase, at point: CGPoint) {
        var event = SDL_Event()
        let type: SDL_EventType = phase == .began ? SDL_FINGERDOWN : phase == .moved ? SDL_FINGERMOTION : SDL_FINGERUP
        event.type = type.rawValue
        event.tfinger.windowID = windowID
        event.tfinger.fingerId = finger
        event.tfinger.x = Float(point.x / window.bounds.width)
        event.tfinger.y = Float(point.y / window.bounds.height)
        event.tfinger.timestamp = SDL_GetTicks()
        SDL_PushEvent(&event)
    }

    /// Queues the window event SDL sends when the window loses the keyboard and mouse: `package`,
    /// for tests with SDL's dummy driver.
    package func postFocusLost() {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.windowID = windowID
        event.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
        SDL_PushEvent(&event)
    }

    /// A context over the window surface's pixels when they are 32-bit words cairo can draw on,
    /// else a staging frame SDL converts from.
    private func makeContext(over surface: UnsafeMutablePointer<SDL_Surface>) -> GraphicsContext? {
        let width = Int(surface.pointee.w)
        let height = Int(surface.pointee.h)
        let format = surface.pointee.format.pointee.format
        if format == SDL_PIXELFORMAT_RGB888.rawValue || format == SDL_PIXELFORMAT_ARGB8888.rawValue,
            let pixels = surface.pointee.pixels,
            let context = GraphicsContext(
                wrapping: pixels, pixelWidth: width, pixelHeight: height, bytesPerRow: Int(surface.pointee.pitch),
                scale: scale)
        {
            surfaceContext = context
            return context
        }
        let context = GraphicsContext(pixelWidth: width, pixelHeight: height, scale: scale)
        guard let pixels = context.pixelData,
            let source = SDL_CreateRGBSurfaceWithFormatFrom(
                pixels, Int32(width), Int32(height), 32, Int32(context.bytesPerRow), SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { return nil }
        SDL_SetSurfaceBlendMode(source, SDL_BLENDMODE_NONE)
        staging = (context, source)
        return context
    }

    private func dropStaging() {
        if let staging { SDL_FreeSurface(staging.surface) }
        staging = nil
    }

    /// The on-screen window's size changed to `width × height` pixels: the BarKit window takes that
    /// size in points, and the next present draws everything into the new surface.
    func adoptPixelSize(width: Int, height: Int) {
        surfaceContext = nil
        dropStaging()
        let size = CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale)
        let changed = window.frame.size != size
        if changed { window.frame.size = size }
        window.setNeedsFullRender()
        if changed { didResize?(size) }
    }

    /// Device-pixel rectangles covering `region` (window points; nil: everything), clipped to the surface.
    static func pixelRects(for region: [CGRect]?, scale: CGFloat, width: Int, height: Int) -> [SDL_Rect] {
        guard let region else { return [SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))] }
        return region.compactMap { rect in
            let minX = max(0, Int((rect.minX * scale).rounded(.down)))
            let minY = max(0, Int((rect.minY * scale).rounded(.down)))
            let maxX = min(width, Int((rect.maxX * scale).rounded(.up)))
            let maxY = min(height, Int((rect.maxY * scale).rounded(.up)))
            guard maxX > minX, maxY > minY else { return nil }
            return SDL_Rect(x: Int32(minX), y: Int32(minY), w: Int32(maxX - minX), h: Int32(maxY - minY))
        }
    }

    // MARK: - SDL

    private static var videoStarted = false

    /// Starts SDL's video subsystem once, with the software framebuffer (XShm on X11).
    static func startVideo() throws(WindowHostError) {
        guard !videoStarted else { return }
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        // Compositions longer than SDL_TEXTEDITING's 32 bytes arrive whole (SDL_TEXTEDITING_EXT).
        SDL_SetHint(SDL_HINT_IME_SUPPORT_EXTENDED_TEXT, "1")
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { throw .videoUnavailable(sdlError()) }
        videoStarted = true
        TextInputSession.shared.start()
    }

    /// `scale`, else the display's.
    static func resolvedScale(_ scale: CGFloat?) throws(WindowHostError) -> CGFloat {
        if let scale { return scale }
        return try DisplayScale.current()
    }

    static func sdlError() -> String {
        guard let text = SDL_GetError() else { return "unknown SDL error" }
        let message = String(cString: text)
        return message.isEmpty ? "unknown SDL error" : message
    }
}
