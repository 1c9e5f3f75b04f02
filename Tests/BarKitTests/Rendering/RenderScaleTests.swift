import Foundation
import Testing

import BarKit

@MainActor
@Suite struct RenderScaleTests {
    @Test(arguments: [CGFloat(0), -1, .nan, .infinity, -.infinity])
    func aScaleThatIsNotPositiveAndFiniteIsATypedError(scale: CGFloat) throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        window.backgroundColor = .white
        let label = Label(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        label.text = "Hi"
        window.addSubview(label)

        let before = try window.render(scale: 2)

        let error = try #require(throws: RenderError.self) { try window.render(scale: scale) }
        #expect(error == .invalidScale(scale) || scale.isNaN)
        #expect(error.description.hasPrefix("cannot render at scale \(scale.isNaN ? "nan" : "")"))
        #expect(error.description.contains("must be a positive, finite number of pixels per point"))
        #expect(throws: RenderError.self) { try label.snapshot(scale: scale) }

        // The failed call drew and kept nothing: the next render redraws nothing and matches.
        let after = try window.render(scale: 2)
        #expect(window.lastRenderedRegion?.isEmpty == true)
        #expect(after.difference(from: before).isIdentical)
    }

    @Test func theDefaultScaleIsOnePixelPerPointAndCannotFail() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 7, height: 5))
        view.backgroundColor = .red
        let bitmap = view.snapshot()
        #expect(bitmap.width == 7 && bitmap.height == 5 && bitmap.scale == 1)
        #expect(bitmap.pixel(x: 3, y: 2) == PixelRGBA(red: 255, green: 0, blue: 0, alpha: 255))
    }
}
