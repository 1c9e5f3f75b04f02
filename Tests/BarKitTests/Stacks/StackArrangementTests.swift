import Foundation
import Testing

import BarKit

/// A view with a fixed intrinsic size, so expected frames can be worked out by hand.
final class Box: View {
    var size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: Coder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// Every distribution × alignment on both axes, with views that fit and views that do not: the
/// exact frames, from tables worked out by hand (Docs/Behaviors.md §9).
///
/// Three boxes of 40, 60 and 20 points along the axis and 20, 30 and 10 across it, spacing 10
/// (140 points in all). "Fits" gives the stack 200 × 50 (60 points spare along, 20 across);
/// "does not fit" gives it 110 × 24 (30 points short along, the middle box 6 points too broad).
@MainActor
@Suite struct StackArrangementTests {
    enum Room: CaseIterable { case fits, doesNotFit }

    /// The start and length of each box along the axis.
    nonisolated static func along(_ distribution: StackView.Distribution, _ room: Room) -> [(CGFloat, CGFloat)] {
        switch (distribution, room) {
        // Spare room goes to the first box (equal hugging: the earlier view stretches)…
        case (.fill, .fits): [(0, 100), (110, 60), (180, 20)]
        // …and so does the shortfall (equal resistance: the earlier view shrinks).
        case (.fill, .doesNotFit): [(0, 10), (20, 60), (90, 20)]
        case (.fillEqually, .fits): [(0, 60), (70, 60), (140, 60)]
        case (.fillEqually, .doesNotFit): [(0, 30), (40, 30), (80, 30)]
        // 180 points in 40 : 60 : 20, then 90 points.
        case (.fillProportionally, .fits): [(0, 60), (70, 90), (170, 30)]
        case (.fillProportionally, .doesNotFit): [(0, 30), (40, 45), (95, 15)]
        // Gaps of (200 - 120) / 2; short of room the gaps stay at 10 and the first box shrinks.
        case (.equalSpacing, .fits): [(0, 40), (80, 60), (180, 20)]
        case (.equalSpacing, .doesNotFit): [(0, 10), (20, 60), (90, 20)]
        // Centres at 20, 105 and 190; short of room the gaps go to 10, then the first box shrinks.
        case (.equalCentering, .fits): [(0, 40), (75, 60), (180, 20)]
        case (.equalCentering, .doesNotFit): [(0, 10), (20, 60), (90, 20)]
        }
    }

    /// The start and length of each box across the axis.
    nonisolated static func across(_ alignment: StackView.Alignment, _ room: Room, axis: LayoutConstraint.Axis)
        -> [(CGFloat, CGFloat)]
    {
        var alignment = alignment
        // Baselines align rows only; a column fills.
        if axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .fill }
        switch (alignment, room) {
        case (.fill, .fits): return [(0, 50), (0, 50), (0, 50)]
        case (.fill, .doesNotFit): return [(0, 24), (0, 24), (0, 24)]
        case (.leading, .fits): return [(0, 20), (0, 30), (0, 10)]
        case (.leading, .doesNotFit): return [(0, 20), (0, 24), (0, 10)]
        case (.center, .fits): return [(15, 20), (10, 30), (20, 10)]
        case (.center, .doesNotFit): return [(2, 20), (0, 24), (7, 10)]
        case (.trailing, .fits): return [(30, 20), (20, 30), (40, 10)]
        case (.trailing, .doesNotFit): return [(4, 20), (0, 24), (14, 10)]
        // A box without text has its baselines at its bottom: bottoms line up, the row at the top.
        case (.firstBaseline, .fits), (.lastBaseline, .fits): return [(10, 20), (0, 30), (20, 10)]
        case (.firstBaseline, .doesNotFit), (.lastBaseline, .doesNotFit): return [(4, 20), (0, 24), (14, 10)]
        }
    }

    nonisolated static let cases: [(LayoutConstraint.Axis, StackView.Distribution, StackView.Alignment, Room)] = {
        var all: [(LayoutConstraint.Axis, StackView.Distribution, StackView.Alignment, Room)] = []
        for axis in [LayoutConstraint.Axis.horizontal, .vertical] {
            for distribution in StackView.Distribution.allCases {
                for alignment in StackView.Alignment.allCases {
                    for room in Room.allCases { all.append((axis, distribution, alignment, room)) }
                }
            }
        }
        return all
    }()

    @Test(arguments: cases)
    func framesFollowTheTables(
        axis: LayoutConstraint.Axis, distribution: StackView.Distribution, alignment: StackView.Alignment,
        room: Room
    ) {
        let horizontal = axis == .horizontal
        let sizes: [(CGFloat, CGFloat)] = [(40, 20), (60, 30), (20, 10)]
        let boxes = sizes.map { length, breadth -> Box in
            horizontal ? Box(length, breadth) : Box(breadth, length)
        }
        let stack = StackView(arrangedSubviews: boxes)
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = 10
        let (length, breadth): (CGFloat, CGFloat) = room == .fits ? (200, 50) : (110, 24)
        let container = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        container.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        let width: CGFloat = horizontal ? length : breadth
        let height: CGFloat = horizontal ? breadth : length
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            stack.widthAnchor.constraint(equalToConstant: width),
            stack.heightAnchor.constraint(equalToConstant: height),
        ])
        let problems = collectingLayoutProblems { container.layoutIfNeeded() }
        #expect(problems.isEmpty, "\(problems)")
        let stackSize = horizontal ? CGSize(width: length, height: breadth) : CGSize(width: breadth, height: length)
        #expect(stack.frame == CGRect(origin: CGPoint(x: 10, y: 20), size: stackSize))
        let along = Self.along(distribution, room)
        let across = Self.across(alignment, room, axis: axis)
        for (index, box) in boxes.enumerated() {
            let (start, size) = along[index]
            let (crossStart, crossSize) = across[index]
            let expected: CGRect
            if horizontal {
                expected = CGRect(x: start, y: crossStart, width: size, height: crossSize)
            } else {
                expected = CGRect(x: crossStart, y: start, width: crossSize, height: size)
            }
            #expect(box.frame == expected, "box \(index)")
        }
    }
}
