import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import BarViews
import Foundation

// What each system item shows: a localised-in-English title, a symbol of the system font, or an icon
// drawn in code as a template image (so it takes the tint colour).

extension BarItem.SystemItem {
    /// What the item shows.
    enum Appearance {
        case title(String)
        case glyph(String)
        case icon(Image)
        case space
    }

    @MainActor var appearance: Appearance {
        switch self {
        case .done: return .title("Done")
        case .cancel: return .title("Cancel")
        case .edit: return .title("Edit")
        case .save: return .title("Save")
        case .undo: return .title("Undo")
        case .redo: return .title("Redo")
        case .close: return .title("Close")
        case .add: return .glyph("+")
        case .compose: return .glyph("✎")
        case .reply: return .glyph("↩")
        case .refresh: return .glyph("↻")
        case .stop: return .glyph("✕")
        case .play: return .glyph("▶")
        case .pause: return .glyph("▮▮")
        case .rewind: return .glyph("◀◀")
        case .fastForward: return .glyph("▶▶")
        case .flexibleSpace, .fixedSpace: return .space
        case .search, .camera, .trash, .action, .bookmarks, .organize: return .icon(SystemIcons.icon(for: self))
        }
    }
}

/// The system items drawn in code: 22-point template images stroked with 2-point lines.
@MainActor
enum SystemIcons {
    static let size = CGSize(width: 22, height: 22)
    private static var cache: [BarItem.SystemItem: Image] = [:]

    static func icon(for item: BarItem.SystemItem) -> Image {
        if let image = cache[item] { return image }
        let image = Image(size: size, scale: 2, renderingMode: .alwaysTemplate) { context in
            context.strokeColor = .black
            context.fillColor = .black
            context.lineWidth = 2
            context.lineCap = .round
            context.lineJoin = .round
            draw(item, in: context)
        }
        cache[item] = image
        return image
    }

    private static func draw(_ item: BarItem.SystemItem, in context: GraphicsContext) {
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
        switch item {
        case .search:
            context.strokeEllipse(in: CGRect(x: 2.5, y: 2.5, width: 12, height: 12))
            context.lineWidth = 2.5
            context.strokeLine(from: p(13, 13), to: p(19.5, 19.5))
        case .camera:
            let body = Path { path in
                path.addRoundedRect(CGRect(x: 1, y: 6, width: 20, height: 14), cornerRadius: 3)
                path.addRect(CGRect(x: 7, y: 3, width: 8, height: 3))
                path.addEllipse(in: CGRect(x: 6.5, y: 8.5, width: 9, height: 9))
            }
            context.fill(body, rule: .evenOdd)
        case .trash:
            context.strokeLine(from: p(3, 5), to: p(19, 5))
            context.stroke(Path(rect: CGRect(x: 8, y: 2, width: 6, height: 3)))
            var can = Path()
            can.addLines(between: [p(5, 7), p(6.5, 20), p(15.5, 20), p(17, 7)])
            context.stroke(can)
            context.lineWidth = 1.5
            context.strokeLine(from: p(9, 9), to: p(9.5, 17))
            context.strokeLine(from: p(13, 9), to: p(12.5, 17))
        case .action:
            var box = Path()
            box.addLines(between: [p(7, 9), p(4, 9), p(4, 20), p(18, 20), p(18, 9), p(15, 9)])
            context.stroke(box)
            context.strokeLine(from: p(11, 2), to: p(11, 14))
            var head = Path()
            head.addLines(between: [p(7, 6), p(11, 2), p(15, 6)])
            context.stroke(head)
        case .bookmarks:
            context.stroke(Path(roundedRect: CGRect(x: 2, y: 4, width: 8, height: 15), cornerRadius: 1))
            context.stroke(Path(roundedRect: CGRect(x: 12, y: 4, width: 8, height: 15), cornerRadius: 1))
        default:  // .organize: a folder
            var folder = Path()
            folder.addLines(between: [p(2, 6), p(8, 6), p(10, 8), p(20, 8), p(20, 19), p(2, 19)])
            folder.closeSubpath()
            context.stroke(folder)
        }
    }
}
