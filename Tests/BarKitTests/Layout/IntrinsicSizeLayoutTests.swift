import Foundation
import Testing

import BarKit

/// Intrinsic sizes in constraints: hugging, compression resistance, text changes, fitting sizes.
@MainActor
@Suite struct IntrinsicSizeLayoutTests {
    func label(_ text: String) -> Label {
        let label = Label()
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }

    /// Two labels in a row: `first` from the leading margin, `second` after it up to the trailing one.
    func row(_ first: Label, _ second: Label, width: CGFloat) -> View {
        let row = View(frame: CGRect(x: 0, y: 0, width: width, height: 44))
        row.addSubview(first)
        row.addSubview(second)
        LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            first.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            second.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        ])
        return row
    }

    @Test func aLabelTakesItsIntrinsicSize() {
        let (container, _) = constrainedPair()
        let title = label("Inbox")
        container.addSubview(title)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            title.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        ])
        container.layoutIfNeeded()
        #expect(title.frame == CGRect(origin: CGPoint(x: 10, y: 10), size: title.intrinsicContentSize))
        #expect(!title.hasAmbiguousLayout)
    }

    @Test func theLabelThatHugsLessTakesTheSpareWidth() {
        let first = label("Name")
        let second = label("Value")
        second.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let row = row(first, second, width: 300)
        row.layoutIfNeeded()
        #expect(first.frame.width == first.intrinsicContentSize.width)
        #expect(second.frame.minX == first.frame.maxX + 8)
        #expect(second.frame.maxX == 300)
        #expect(second.frame.width > second.intrinsicContentSize.width)
        // Turn the priorities round and the other label stretches.
        second.setContentHuggingPriority(.defaultLow + 10, for: .horizontal)
        first.setContentHuggingPriority(.defaultLow - 10, for: .horizontal)
        row.layoutIfNeeded()
        #expect(second.frame.width == second.intrinsicContentSize.width)
        #expect(first.frame.width == 300 - 8 - second.frame.width)
    }

    @Test func theLabelThatResistsCompressionLessIsCutWhenTheRowIsTooNarrow() {
        let first = label("A long title that cannot fit")
        let second = label("Detail text")
        first.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        first.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let row = row(first, second, width: 200)
        row.layoutIfNeeded()
        #expect(second.frame.width == second.intrinsicContentSize.width, "the stronger label keeps its width")
        #expect(first.frame.width == 200 - 8 - second.frame.width)
        #expect(first.frame.width < first.intrinsicContentSize.width)
    }

    @Test func changingTheTextLaysOutAgain() {
        let first = label("Hi")
        let second = label("There")
        second.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let row = row(first, second, width: 300)
        row.layoutIfNeeded()
        let before = first.frame.width
        first.text = "Hello, world"
        row.layoutIfNeeded()
        #expect(first.frame.width == first.intrinsicContentSize.width)
        #expect(first.frame.width > before)
        #expect(second.frame.minX == first.frame.maxX + 8)
    }

    @Test func aMultilineLabelWrapsToTheWidthItIsGiven() {
        let (container, _) = constrainedPair(width: 200, height: 400)
        let text = label(String(repeating: "Words wrap in a label of several lines. ", count: 4))
        text.numberOfLines = 0
        container.addSubview(text)
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            text.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            text.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(text.frame.width == 180)
        let expected = text.sizeThatFits(CGSize(width: 180, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(text.frame.height == expected)
        #expect(expected > text.font.lineHeight * 3, "several lines")
    }

    @Test func preferredMaxLayoutWidthSetsTheWrapWidth() {
        let text = label(String(repeating: "Wrapped words. ", count: 10))
        text.numberOfLines = 0
        text.preferredMaxLayoutWidth = 100
        #expect(text.intrinsicContentSize.width <= 100)
        #expect(text.intrinsicContentSize.height > text.font.lineHeight * 2)
    }

    @Test func systemLayoutSizeFittingMeasuresTheConstraintsInside() {
        let card = View()
        let title = label("Settings")
        card.addSubview(title)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 6),
            title.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -6),
        ])
        let size = title.intrinsicContentSize
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
            == CGSize(width: size.width + 24, height: size.height + 12))
        // A required width fixes that axis; the label is stretched, not the rule broken.
        let wide = card.systemLayoutSizeFitting(
            CGSize(width: 400, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 400, height: size.height + 12))
        #expect(card.frame == .zero, "measuring changes no frame")
        #expect(title.frame == .zero)
    }

    @Test func aRequiredWidthWrapsALabelOfSeveralLinesToIt() {
        let card = View()
        let body = label(String(repeating: "Words that wrap. ", count: 6))
        body.numberOfLines = 0
        card.addSubview(body)
        LayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            body.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
            body.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        let wrapped = body.sizeThatFits(CGSize(width: 176, height: CGFloat.greatestFiniteMagnitude))
        #expect(wrapped.height >= 3 * body.font.lineHeight, "the text takes three lines or more at 176 pt")
        let fitted = card.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 200, height: wrapped.height + 24))
        // Measuring changes no frame, and the label's own wrap width is left as it was: laid out in a
        // window 300 wide, it wraps at 276.
        #expect(card.frame == .zero && body.frame == .zero)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        card.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(card)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            card.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        let atWindowWidth = body.sizeThatFits(CGSize(width: 276, height: CGFloat.greatestFiniteMagnitude))
        #expect(body.frame.size == CGSize(width: 276, height: atWindowWidth.height))
        #expect(card.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel) == fitted)
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(body.frame.size == CGSize(width: 276, height: atWindowWidth.height), "measuring left the layout alone")
    }

    @Test func aViewWithoutConstraintsFitsItsIntrinsicSize() {
        let title = Label()
        title.text = "Fits"
        #expect(title.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == title.intrinsicContentSize)
    }
}
