import BarGeometry
import Foundation
import CSDL2

extension WindowHost {
    /// Where the on-screen window's content sits on the screen, in pixels (`SDL_GetWindowPosition`,
    /// which follows the window as it moves); zero once closed. For the accessibility bridge's
    /// screen coordinates.
    package var screenPosition: CGPoint {
        guard let sdlWindow else { return .zero }
        var x: Int32 = 0
        var y: Int32 = 0
        SDL_GetWindowPosition(sdlWindow, &x, &y)
        return CGPoint(x: CGFloat(x), y: CGFloat(y))
    }
}
