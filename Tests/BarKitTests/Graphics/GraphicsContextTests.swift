import BarKitTesting
import Foundation
import Synchronization
import Testing

import BarKit
@testable import BarDocuments
@testable import BarGeometry
@testable import BarGraphics
@testable import BarRendering
@testable import BarText
@testable import BarViews
@testable import BarWidgets

extension Graphics {
    @Suite struct GraphicsContextTests {
        // MARK: - Creating

        @Test func sizeInPointsBecomesPixelsByScale() {
            let context = GraphicsContext(size: CGSize(width: 10.5, height: 4), scale: 2)
            #expect(context.pixelWidth == 21 && context.pixelHeight == 8)
            #expect(context.size == CGSize(width: 10.5, height: 4))
            #expect(context.ctm == CGAffineTransform(scaleX: 2, y: 2))
            let bitmap = context.makeBitmap()
            #expect(bitmap.width == 21 && bitmap.height == 8 && bitmap.scale == 2)
            #expect(bitmap.pixel(x: 3, y: 3) == .clear)
        }

        @Test func badSizesAndScalesAreSanitised() {
            let context = GraphicsContext(size: CGSize(width: CGFloat.nan, height: -5), scale: 0)
            #expect(context.pixelWidth == 0 && context.pixelHeight == 0 && context.scale == 1)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(context.makeBitmap().isEmpty)
            let huge = GraphicsContext(pixelWidth: 100_000, pixelHeight: 1)
            #expect(huge.pixelWidth == Bitmap.maximumDimension)
        }

        // MARK: - Crisp lines

        @Test func onePointRectAtWholePointCoversExactlyOnePixelRow() {
            let bitmap = render(width: 10, height: 10) { $0.fill(CGRect(x: 0, y: 4, width: 10, height: 1)) }
            #expect(paintedRows(bitmap, x: 5) == [4])
            #expect(bitmap.pixel(x: 5, y: 4) == .black)
        }

        @Test func onePointLineAtHalfPointCoversExactlyOnePixelRow() {
            let bitmap = render(width: 10, height: 10) { context in
                context.lineWidth = 1
                context.strokeLine(from: CGPoint(x: 0, y: 6.5), to: CGPoint(x: 10, y: 6.5))
            }
            #expect(paintedRows(bitmap, x: 5) == [6])
            #expect(bitmap.pixel(x: 5, y: 6) == .black)
        }

        @Test func onePointLineAtScaleTwoCoversTwoPixelRows() {
            let bitmap = render(width: 10, height: 10, scale: 2) { context in
                context.strokeLine(from: CGPoint(x: 0, y: 6.5), to: CGPoint(x: 10, y: 6.5))
            }
            #expect(paintedRows(bitmap, x: 5) == [12, 13])
        }

        @Test func scaleTwoDoublesPixels() {
            let one = render(width: 10, height: 10) { $0.fill(CGRect(x: 1, y: 2, width: 3, height: 4)) }
            let two = render(width: 10, height: 10, scale: 2) { $0.fill(CGRect(x: 1, y: 2, width: 3, height: 4)) }
            #expect(two.width == 20 && two.height == 20)
            #expect(paintedColumns(one, y: 3) == [1, 2, 3])
            #expect(paintedColumns(two, y: 6) == [2, 3, 4, 5, 6, 7])
            #expect(paintedRows(two, x: 4) == Array(4..<12))
            for y in 0..<10 {
                for x in 0..<10 {
                    let p = one.pixel(x: x, y: y)
                    #expect(two.pixel(x: 2 * x, y: 2 * y) == p && two.pixel(x: 2 * x + 1, y: 2 * y + 1) == p)
                }
            }
        }

        @Test func strokeRectIsCentredOnTheEdges() {
            let bitmap = render(width: 10, height: 10) { context in
                context.stroke(CGRect(x: 2.5, y: 2.5, width: 5, height: 5))
            }
            #expect(paintedColumns(bitmap, y: 2) == [2, 3, 4, 5, 6, 7])
            #expect(paintedColumns(bitmap, y: 5) == [2, 7])
        }

        // MARK: - Alpha and blending

        @Test func halfAlphaBlackOverWhiteIsMidGrey() {
            let bitmap = render(width: 4, height: 4, background: .white) { context in
                context.alpha = 0.5
                context.fill(context.bounds)
            }
            let p = bitmap.pixel(x: 1, y: 1)
            #expect((127...128).contains(p.red) && p.red == p.green && p.green == p.blue)
            #expect(p.alpha == 255)
        }

        @Test func halfTransparentColourOnTransparentIsStoredPremultiplied() {
            let bitmap = render(width: 2, height: 2) { context in
                context.fillColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
                context.fill(context.bounds)
            }
            #expect(
                close(
                    bitmap.premultipliedPixel(x: 0, y: 0), PixelRGBA(red: 128, green: 0, blue: 0, alpha: 128),
                    tolerance: 1))
            #expect(close(bitmap.pixel(x: 0, y: 0), PixelRGBA(red: 255, green: 0, blue: 0, alpha: 128), tolerance: 1))
        }

        @Test func copyBlendModeReplacesWithTransparent() {
            let bitmap = render(width: 4, height: 4, background: .white) { context in
                context.blendMode = .copy
                context.fillColor = .clear
                context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
            }
            #expect(bitmap.pixel(x: 1, y: 1) == .clear)
            #expect(bitmap.pixel(x: 2, y: 1) == .white)
        }

        @Test func multiplyBlendModeDarkens() {
            let bitmap = render(width: 2, height: 2, background: Color(red: 1, green: 1, blue: 0)) { context in
                context.blendMode = .multiply
                context.fillColor = Color(red: 0, green: 1, blue: 1)
                context.fill(context.bounds)
            }
            #expect(bitmap.pixel(x: 0, y: 0) == PixelRGBA(red: 0, green: 255, blue: 0))
        }

        @Test func clearMakesPixelsTransparent() {
            let bitmap = render(width: 4, height: 4, background: .red) {
                $0.clear(CGRect(x: 1, y: 1, width: 2, height: 2))
            }
            #expect(bitmap.pixel(x: 1, y: 1) == .clear && bitmap.pixel(x: 2, y: 2) == .clear)
            #expect(bitmap.pixel(x: 0, y: 0) == PixelRGBA(.red))
        }

        // MARK: - Clipping

        @Test func clipToRectLeavesNoPixelOutside() {
            let clip = CGRect(x: 3, y: 2, width: 5, height: 4)
            let bitmap = render(width: 12, height: 10) { context in
                context.clip(to: clip)
                context.fillColor = .red
                context.fill(context.bounds)
                context.fillEllipse(in: CGRect(x: -5, y: -5, width: 30, height: 30))
            }
            for y in 0..<bitmap.height {
                for x in 0..<bitmap.width {
                    let inside = clip.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5))
                    #expect(bitmap.pixel(x: x, y: y) == (inside ? PixelRGBA(.red) : .clear), "pixel (\(x), \(y))")
                }
            }
            #expect(
                GraphicsContext(size: CGSize(width: 12, height: 10)).clipBoundingBox
                    == CGRect(x: 0, y: 0, width: 12, height: 10))
        }

        @Test func clipToPathAndRestore() {
            let bitmap = render(width: 20, height: 20) { context in
                context.withSavedGState {
                    context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)))
                    #expect(context.clipBoundingBox == CGRect(x: 0, y: 0, width: 20, height: 20))
                    context.fillColor = .blue
                    context.fill(context.bounds)
                }
                context.fillColor = .green
                context.fill(CGRect(x: 0, y: 19, width: 20, height: 1))
            }
            #expect(bitmap.pixel(x: 0, y: 0) == .clear)  // outside the circle
            #expect(bitmap.pixel(x: 10, y: 10) == PixelRGBA(.blue))
            #expect(bitmap.pixel(x: 0, y: 19) == PixelRGBA(.green))  // clip restored
        }

        @Test func evenOddClipMakesAFrame() {
            var frame = Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
            frame.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
            let bitmap = render(width: 10, height: 10) { context in
                context.clip(to: frame, rule: .evenOdd)
                context.fill(context.bounds)
            }
            #expect(bitmap.pixel(x: 1, y: 1) == .black && bitmap.pixel(x: 5, y: 5) == .clear)
        }

        // MARK: - Transforms

        @Test func translateMovesDrawing() {
            let bitmap = render(width: 10, height: 10) { context in
                context.translateBy(x: 3, y: 4)
                context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            }
            #expect(bitmap.pixel(x: 3, y: 4) == .black)
            #expect(bitmap.pixel(x: 0, y: 0) == .clear)
        }

        @Test func rotationByQuarterTurnMakesAWideRectTall() {
            let bitmap = render(width: 32, height: 32) { context in
                context.translateBy(x: 16, y: 16)
                context.rotate(by: .pi / 2)
                context.fill(CGRect(x: -10, y: -2, width: 20, height: 4))
            }
            #expect(paintedColumns(bitmap, y: 16) == Array(14..<18))
            #expect(paintedRows(bitmap, x: 16) == Array(6..<26))
        }

        @Test func rotationByEighthTurnLeavesCornersEmpty() {
            let bitmap = render(width: 40, height: 40) { context in
                context.translateBy(x: 20, y: 20)
                context.rotate(by: .pi / 4)
                context.fill(CGRect(x: -10, y: -10, width: 20, height: 20))
            }
            // A square turned 45° is a diamond reaching 10·√2 ≈ 14.1 from the centre along the axes.
            #expect(bitmap.pixel(x: 20, y: 7) == .black && bitmap.pixel(x: 32, y: 20) == .black)
            #expect(bitmap.pixel(x: 11, y: 11) == .clear && bitmap.pixel(x: 28, y: 28) == .clear)
            #expect(bitmap.pixel(x: 20, y: 3) == .clear)
        }

        @Test func concatenateAppliesBeforeTheCurrentTransform() {
            let context = GraphicsContext(size: CGSize(width: 10, height: 10), scale: 2)
            context.translateBy(x: 5, y: 0)
            context.scaleBy(x: 3, y: 3)
            #expect(context.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 16, y: 6))
            #expect(context.convertToUserSpace(CGPoint(x: 16, y: 6)) == CGPoint(x: 1, y: 1))
            let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
            let before = context.ctm
            context.concatenate(t)
            #expect(context.ctm == t.concatenating(before))
        }

        @Test func collapsedTransformDrawsNothingUntilRestored() {
            let bitmap = render(width: 10, height: 10) { context in
                context.saveGState()
                context.scaleBy(x: 0, y: 1)
                #expect(context.ctm.a == 0)
                context.fill(context.bounds)
                context.translateBy(x: .nan, y: 0)
                context.restoreGState()
                context.saveGState()
                context.scaleBy(x: 1e-200, y: 1e-200)  // cairo would reject the underflowing determinant
                context.fill(context.bounds)
                context.stroke(Path(rect: context.bounds))
                context.restoreGState()
                #expect(context.ctm == .identity)
                context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            }
            #expect(bitmap.pixel(x: 0, y: 0) == .black)
            #expect(bitmap.pixel(x: 5, y: 5) == .clear)
        }

        @Test func nonFiniteGeometryIsIgnored() {
            let bitmap = render(width: 4, height: 4) { context in
                context.fill(CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4))
                context.fill(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 4))
                context.lineWidth = .nan
                context.setLineDash(phase: 0, lengths: [-1, 2])
                context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            }
            #expect(bitmap.pixel(x: 0, y: 0) == .black)
            #expect(bitmap.pixel(x: 2, y: 2) == .clear)
        }

        // MARK: - Graphics state

        @Test func restoreBringsBackEveryAttribute() {
            let context = GraphicsContext(size: CGSize(width: 4, height: 4))
            context.saveGState()
            context.fillColor = .red
            context.strokeColor = .blue
            context.alpha = 0.3
            context.lineWidth = 7
            context.lineCap = .round
            context.lineJoin = .bevel
            context.blendMode = .multiply
            context.interpolationQuality = .none
            context.shouldAntialias = false
            context.setShadow(offset: CGSize(width: 1, height: 1), blur: 3)
            context.translateBy(x: 1, y: 1)
            context.restoreGState()
            #expect(context.fillColor == .black && context.strokeColor == .black && context.alpha == 1)
            #expect(context.lineWidth == 1 && context.lineCap == .butt && context.lineJoin == .miter)
            #expect(context.blendMode == .normal && context.interpolationQuality == .default)
            #expect(context.shouldAntialias && context.shadow == nil && context.ctm == .identity)
            context.restoreGState()  // unbalanced: ignored
            context.fill(context.bounds)
            #expect(context.makeBitmap().pixel(x: 0, y: 0) == .black)
        }

        @Test func dashedLineLeavesGaps() {
            let bitmap = render(width: 20, height: 3) { context in
                context.setLineDash(phase: 0, lengths: [4, 2])
                context.strokeLine(from: CGPoint(x: 0, y: 1.5), to: CGPoint(x: 20, y: 1.5))
            }
            #expect(paintedColumns(bitmap, y: 1) == [0, 1, 2, 3, 6, 7, 8, 9, 12, 13, 14, 15, 18, 19])
        }

        // MARK: - Transparency layers and shadows

        @Test func transparencyLayerAppliesAlphaToTheGroup() {
            func draw(_ context: GraphicsContext) {
                context.fill(CGRect(x: 0, y: 0, width: 6, height: 4))
                context.fill(CGRect(x: 3, y: 0, width: 6, height: 4))
            }
            let grouped = render(width: 10, height: 4, background: .white) { context in
                context.withTransparencyLayer(alpha: 0.5) { draw(context) }
            }
            let ungrouped = render(width: 10, height: 4, background: .white) { context in
                context.alpha = 0.5
                draw(context)
            }
            // In the group the overlap is as light as the rest; without it the overlap is darker.
            #expect(grouped.pixel(x: 4, y: 1) == grouped.pixel(x: 1, y: 1))
            #expect((127...128).contains(grouped.pixel(x: 4, y: 1).red))
            #expect(ungrouped.pixel(x: 4, y: 1).red < 70)
        }

        @Test func endTransparencyLayerRestoresStateAndIgnoresExtraCalls() {
            let context = GraphicsContext(size: CGSize(width: 4, height: 4))
            context.alpha = 0.5
            context.beginTransparencyLayer()
            #expect(context.alpha == 1)
            context.saveGState()
            context.fillColor = .red
            context.fill(context.bounds)
            context.endTransparencyLayer()  // also restores the unbalanced save
            context.endTransparencyLayer()  // ignored
            #expect(context.alpha == 0.5 && context.fillColor == .black)
            let p = context.makeBitmap().pixel(x: 1, y: 1)
            #expect(p.red == 255 && (127...128).contains(p.alpha))
        }

        @Test func shadowIsDrawnHardEdgedAtItsOffsetInBasePoints() {
            let bitmap = render(width: 12, height: 12, scale: 2, background: .white) { context in
                context.translateBy(x: 2, y: 2)
                context.scaleBy(x: 2, y: 2)  // the offset must not scale with the CTM
                context.shadow = Shadow(offset: CGSize(width: 1, height: 2), color: .blue)
                context.fillColor = .red
                context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            }
            // Rect: points 2…6 → pixels 4…11. Shadow: moved 1 pt right, 2 pt down → x 6…13, y 8…15.
            #expect(bitmap.pixel(x: 5, y: 5) == PixelRGBA(.red))
            #expect(bitmap.pixel(x: 12, y: 14) == PixelRGBA(.blue))
            #expect(bitmap.pixel(x: 13, y: 15) == PixelRGBA(.blue))
            #expect(bitmap.pixel(x: 14, y: 14) == .white)
            #expect(bitmap.pixel(x: 5, y: 13) == .white)
        }

        // MARK: - The current context

        @Test func currentIsPushedAndPoppedPerThread() {
            #expect(GraphicsContext.current == nil)
            let outer = GraphicsContext(size: CGSize(width: 2, height: 2))
            let inner = GraphicsContext(size: CGSize(width: 2, height: 2))
            outer.withCurrent {
                #expect(GraphicsContext.current === outer)
                inner.withCurrent { #expect(GraphicsContext.current === inner) }
                #expect(GraphicsContext.current === outer)

                let seenOnOtherThread = Mutex<Bool?>(nil)
                let done = DispatchSemaphore(value: 0)
                Thread {
                    seenOnOtherThread.withLock { $0 = GraphicsContext.current != nil }
                    done.signal()
                }.start()
                done.wait()
                #expect(seenOnOtherThread.withLock { $0 } == false)
            }
            #expect(GraphicsContext.current == nil)
        }

        @Test func uikitStyleDrawingGoesToTheCurrentContext() {
            let context = GraphicsContext(size: CGSize(width: 4, height: 4))
            let dot = Image(size: CGSize(width: 1, height: 1)) { $0.fill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
            context.withCurrent {
                Color.red.setFill()
                Color.blue.setStroke()
                GraphicsContext.current?.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
                dot.draw(at: CGPoint(x: 3, y: 3))
            }
            #expect(context.strokeColor == .blue)
            let bitmap = context.makeBitmap()
            #expect(bitmap.pixel(x: 1, y: 1) == PixelRGBA(.red) && bitmap.pixel(x: 3, y: 3) == .black)
            Color.green.setFill()  // no current context: ignored
        }

        // MARK: - Hostile input

        @Test func hostileValuesNeverBreakTheContext() {
            var rng = SeededRandom(seed: 42)
            let ordinary: [CGFloat] = [0, 1, -1, 0.5, 2, 3, 5, 7, 10, -4]
            let hostile: [CGFloat] = [1e-300, -1e-300, 1e300, -1e300, .nan, .infinity, -.infinity]
            func v() -> CGFloat {
                Int.random(in: 0..<4, using: &rng) == 0
                    ? hostile.randomElement(using: &rng)! : ordinary.randomElement(using: &rng)!
            }
            func p() -> CGPoint { CGPoint(x: v(), y: v()) }
            func r() -> CGRect { CGRect(x: v(), y: v(), width: v(), height: v()) }
            let image = Image(size: CGSize(width: 2, height: 2)) { $0.fill($0.bounds) }
            let context = GraphicsContext(size: CGSize(width: 8, height: 8), scale: 2)
            // What the fuzz has saved, mirrored, so it never restores past the outer save.
            enum Saved { case state, layer }
            var saved: [Saved] = []
            var usableSteps = 0
            context.saveGState()
            for _ in 0..<3000 {
                if saved.isEmpty {  // keep every change undoable
                    context.saveGState()
                    saved.append(.state)
                }
                switch Int.random(in: 0..<30, using: &rng) {
                case 0:
                    context.saveGState()
                    saved.append(.state)
                case 1:
                    guard !saved.isEmpty else { break }
                    context.restoreGState()  // ignored when a layer is on top
                    if saved.last == .state { saved.removeLast() }
                case 24...29:  // unwind one level, whatever it is
                    switch saved.popLast() {
                    case .state?: context.restoreGState()
                    case .layer?: context.endTransparencyLayer()
                    case nil: break
                    }
                case 2: context.translateBy(x: v(), y: v())
                case 3: context.scaleBy(x: v(), y: v())
                case 4: context.rotate(by: v())
                case 5: context.concatenate(CGAffineTransform(a: v(), b: v(), c: v(), d: v(), tx: v(), ty: v()))
                case 6: context.clip(to: r())
                case 7: context.clip(to: Path(ellipseIn: r()))
                case 8: context.fill(r())
                case 9: context.stroke(r())
                case 10: context.lineWidth = v()
                case 11: context.setLineDash(phase: v(), lengths: [v(), v()])
                case 12: context.alpha = v()
                case 13: context.shadow = Shadow(offset: CGSize(width: v(), height: v()), blur: v())
                case 14:
                    context.beginTransparencyLayer()
                    saved.append(.layer)
                case 15:
                    context.endTransparencyLayer()  // ignored when no layer is open
                    if let layer = saved.lastIndex(of: .layer) { saved.removeSubrange(layer...) }
                case 16: context.draw(image, in: r())
                case 17: context.drawTemplate(image, in: r(), color: .red)
                case 18:
                    context.drawLinearGradient(
                        Gradient(colors: [.red, .blue]), start: p(), end: p(),
                        options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
                case 19:
                    context.drawRadialGradient(
                        Gradient(colors: [.red, .blue]), startCenter: p(), startRadius: v(), endCenter: p(),
                        endRadius: v(), options: .drawsAfterEndLocation)
                case 20: context.fillRoundedRect(r(), cornerRadius: v())
                case 21:
                    var path = Path()
                    path.move(to: p())
                    path.addArc(
                        center: p(), radius: v(), startAngle: v(), endAngle: v(), clockwise: Bool.random(using: &rng))
                    path.addQuadCurve(to: p(), control: p())
                    context.stroke(path)
                case 22: context.clear(r())
                default: context.miterLimit = v()
                }
                #expect(context.isHealthy)
                if context.state.degenerateTransform == nil { usableSteps += 1 }
                if !context.isHealthy { break }
            }
            #expect(usableSteps > 1000)  // most steps really drew something
            // Back to a known state, it still draws.
            for _ in 0..<100 { context.endTransparencyLayer() }
            for _ in 0..<3000 { context.restoreGState() }
            #expect(context.ctm == CGAffineTransform(scaleX: 2, y: 2))
            #expect(context.alpha == 1 && context.shadow == nil && context.clipBoundingBox == context.bounds)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            #expect(context.makeBitmap().pixel(x: 0, y: 0).alpha == 255)
        }

        // MARK: - Everything together

        /// Paths, gradients, strokes, images, template tint, shadow, radial gradient, rotation and dashes.
        static func scene() -> Bitmap {
            let star = Image(size: CGSize(width: 12, height: 12), scale: 2) { context in
                context.fillColor = .green
                var path = Path()
                for i in 0..<5 {
                    let angle = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
                    let point = CGPoint(x: 6 + 6 * cos(angle), y: 6 + 6 * sin(angle))
                    if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
                path.closeSubpath()
                context.fill(path)
            }
            return render(width: 64, height: 40, scale: 2, background: .white) { context in
                context.withSavedGState {
                    context.clip(to: Path(roundedRect: CGRect(x: 2, y: 2, width: 28, height: 16), cornerRadius: 5))
                    context.drawLinearGradient(
                        Gradient(colors: [.systemBlue, .purple]), start: CGPoint(x: 2, y: 2), end: CGPoint(x: 30, y: 18)
                    )
                }
                context.strokeColor = .red
                context.lineWidth = 2
                context.strokeEllipse(in: CGRect(x: 34, y: 3, width: 14, height: 14))
                context.draw(star, in: CGRect(x: 50, y: 4, width: 12, height: 12))
                context.drawTemplate(star, in: CGRect(x: 50, y: 22, width: 12, height: 12), color: .orange)
                context.withSavedGState {
                    context.setShadow(offset: CGSize(width: 2, height: 2), blur: 3)
                    context.fillColor = .yellow
                    context.fill(CGRect(x: 4, y: 22, width: 10, height: 10))
                }
                context.drawRadialGradient(
                    Gradient(colors: [.white, .red, .clear]), startCenter: CGPoint(x: 24, y: 28), startRadius: 0,
                    endCenter: CGPoint(x: 24, y: 28), endRadius: 8)
                context.withSavedGState {
                    context.translateBy(x: 40, y: 28)
                    context.rotate(by: .pi / 6)
                    context.fillColor = Color(hex: 0x717880)
                    context.fill(CGRect(x: -5, y: -5, width: 10, height: 10))
                }
                context.strokeColor = .black
                context.lineWidth = 1
                context.setLineDash(phase: 0, lengths: [3, 2])
                context.strokeLine(from: CGPoint(x: 2, y: 38.5), to: CGPoint(x: 62, y: 38.5))
            }
        }

        @Test func sceneMatchesItsGolden() {
            assertSnapshot(of: Self.scene(), named: "scene")
        }
    }
}
