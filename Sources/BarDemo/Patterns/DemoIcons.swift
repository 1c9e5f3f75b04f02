import BarKit
import Foundation

/// The demo's icons, drawn in code as 20-point template images. `BarDemo --export-icons DIR` writes
/// them as PNG files (`name.png` and `name@2x.png`), which is how `Resources/icons` was made.
@MainActor
enum DemoIcons {
    static let names = ["inbox", "star", "gear", "person", "trash"]
    static let size = CGSize(width: 20, height: 20)

    static func image(named name: String, scale: CGFloat = 2) -> Image {
        Image(size: size, scale: scale, renderingMode: .alwaysTemplate) { context in
            context.strokeColor = .black
            context.fillColor = .black
            context.lineWidth = 1.75
            context.lineJoin = .round
            context.lineCap = .round
            draw(name, in: context)
        }
    }

    /// Writes every icon at scales 1 and 2 into `directory`.
    static func export(to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in names {
            try image(named: name, scale: 1).bitmap.write(to: directory.appendingPathComponent("\(name).png"))
            try image(named: name, scale: 2).bitmap.write(to: directory.appendingPathComponent("\(name)@2x.png"))
        }
    }

    private static func draw(_ name: String, in context: GraphicsContext) {
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
        switch name {
        case "inbox":
            var tray = Path()
            tray.addLines(between: [p(2, 11), p(6, 11), p(7.5, 14), p(12.5, 14), p(14, 11), p(18, 11)])
            context.stroke(tray)
            var box = Path()
            box.addLines(between: [p(2, 11), p(4.5, 3.5), p(15.5, 3.5), p(18, 11), p(18, 17), p(2, 17)])
            box.closeSubpath()
            context.stroke(box)
        case "star":
            var star = Path()
            for i in 0..<10 {
                let radius: CGFloat = i % 2 == 0 ? 9 : 3.8
                let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
                let point = p(10 + radius * cos(angle), 10.5 + radius * sin(angle))
                if i == 0 { star.move(to: point) } else { star.addLine(to: point) }
            }
            star.closeSubpath()
            context.fill(star)
        case "gear":
            var gear = Path()
            for i in 0..<8 {
                let angle = CGFloat(i) * .pi / 4
                let tooth = Path(rect: CGRect(x: -1.75, y: -9, width: 3.5, height: 5))
                gear.addPath(
                    tooth.applying(
                        CGAffineTransform(rotationAngle: angle).concatenating(CGAffineTransform(translationX: 10, y: 10))))
            }
            gear.addEllipse(in: CGRect(x: 3.5, y: 3.5, width: 13, height: 13))
            context.fill(gear)
            context.fillColor = .clear
            context.blendMode = .clear
            context.fillEllipse(in: CGRect(x: 7, y: 7, width: 6, height: 6))
        case "person":
            context.fillEllipse(in: CGRect(x: 6, y: 1.5, width: 8, height: 8))
            var body = Path()
            body.move(to: p(2.5, 18.5))
            body.addCurve(to: p(17.5, 18.5), control1: p(3, 9), control2: p(17, 9))
            body.closeSubpath()
            context.fill(body)
        default:  // trash
            context.strokeLine(from: p(3, 5), to: p(17, 5))
            context.stroke(Path(rect: CGRect(x: 7.5, y: 2, width: 5, height: 3)))
            var can = Path()
            can.addLines(between: [p(4.5, 5), p(5.5, 18), p(14.5, 18), p(15.5, 5)])
            context.stroke(can)
        }
    }
}
