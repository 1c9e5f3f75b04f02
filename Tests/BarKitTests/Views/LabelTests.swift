import Foundation
import Testing

import BarKit
@testable import BarDocuments
@testable import BarGeometry
@testable import BarGraphics
@testable import BarRendering
@testable import BarText
@testable import BarViews
@testable import BarWidgets

@MainActor
@Suite struct LabelTests {
    // MARK: - Defaults

    @Test func defaultsAreUIKits() {
        let label = Label(frame: .zero)
        #expect(label.text == nil)
        #expect(label.font == Font.systemFont(ofSize: 17))
        #expect(label.font.fontName == "DejaVuSans")
        #expect(label.textColor == .black)
        #expect(label.highlightedTextColor == nil)
        #expect(!label.isHighlighted)
        #expect(label.shadowColor == nil)
        #expect(label.shadowOffset == CGSize(width: 0, height: -1))
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(!label.adjustsFontSizeToFitWidth)
        #expect(label.minimumScaleFactor == 0)
        #expect(!label.isUserInteractionEnabled)
        #expect(label.clipsToBounds)
        // Setting nil restores the defaults of the implicitly unwrapped properties.
        label.font = Font.boldSystemFont(ofSize: 30)
        label.font = nil
        #expect(label.font == Font.systemFont(ofSize: 17))
        label.textColor = .red
        label.textColor = nil
        #expect(label.textColor == .black)
    }

    // MARK: - Sizing

    @Test func boldTwentyPointLineIsTwentyFourHigh() {
        let label = Label(frame: .zero)
        label.font = Font.boldSystemFont(ofSize: 20)
        label.text = "Title"
        let natural = TextLayout(string: "Title", font: label.font).size
        #expect(abs(natural.height - 23.28) < 0.01)
        #expect(label.intrinsicContentSize == CGSize(width: natural.width.rounded(.up), height: 24))
        #expect(label.sizeThatFits(CGSize(width: 500, height: 500)) == label.intrinsicContentSize)
    }

    @Test func noTextHasZeroSize() {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(label.intrinsicContentSize == .zero)
        #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
        label.text = ""
        #expect(label.intrinsicContentSize == .zero)
        #expect(label.textLayoutForDrawing == nil)
    }

    @Test func oneLineGivesTheNaturalWidthEvenWhenWiderThanOffered() {
        let label = Label(text: "A fairly long single line of text")
        let natural = label.intrinsicContentSize
        #expect(natural.width > 100)
        #expect(label.sizeThatFits(CGSize(width: 40, height: 10)) == natural)
        #expect(label.frame.size == natural)  // init(text:) sized it to fit
    }

    @Test func severalLinesWrapAtTheOfferedWidthAndCapTheHeight() {
        let text = "The quick brown fox jumps over the lazy dog and keeps on running far away"
        let label = Label(text: text)
        label.numberOfLines = 0
        let lineHeight = label.font.lineHeight
        let wrapped = label.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude))
        let lines = TextLayout(string: text, font: label.font, width: 120).lines.count
        #expect(lines > 3)
        #expect(wrapped.width <= 120)
        #expect(wrapped.height == (CGFloat(lines) * lineHeight).rounded(.up))
        label.numberOfLines = 2
        #expect(label.sizeThatFits(CGSize(width: 120, height: 1000)).height == (2 * lineHeight).rounded(.up))
        // Unlimited lines but no width: each paragraph on one line.
        label.numberOfLines = 0
        #expect(label.sizeThatFits(.zero).height == lineHeight.rounded(.up))
        #expect(label.intrinsicContentSize.height == lineHeight.rounded(.up))
        label.preferredMaxLayoutWidth = 120
        #expect(label.intrinsicContentSize == wrapped)
    }

    @Test func sizesAreRoundedUp() {
        let label = Label(text: "ij")
        let raw = TextLayout(string: "ij", font: label.font).size
        #expect(raw.width != raw.width.rounded(.up))
        #expect(label.intrinsicContentSize == CGSize(width: raw.width.rounded(.up), height: raw.height.rounded(.up)))
    }

    // MARK: - The override point

    final class InsetLabel: Label {
        var textRectCalls = 0
        override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
            textRectCalls += 1
            return super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).insetBy(dx: -5, dy: -3)
        }
    }

    @Test func sizingGoesThroughTextRect() {
        let label = InsetLabel(frame: .zero)
        label.text = "Inset"
        let plain = Label(text: "Inset").intrinsicContentSize
        #expect(label.intrinsicContentSize == CGSize(width: plain.width + 10, height: plain.height + 6))
    }

    @Test func measurementsAreCachedUntilTextOrFontChange() {
        let label = InsetLabel(frame: .zero)
        label.text = "Cached"
        _ = label.intrinsicContentSize
        _ = label.intrinsicContentSize
        _ = label.sizeThatFits(CGSize(width: 300, height: 40))
        #expect(label.textRectCalls == 1)
        label.textColor = .red
        label.shadowColor = .white
        label.textAlignment = .center
        _ = label.intrinsicContentSize
        #expect(label.textRectCalls == 1)
        let before = label.intrinsicContentSize
        label.text = "Cached and longer"
        #expect(label.intrinsicContentSize.width > before.width)
        #expect(label.textRectCalls == 2)
        label.font = Font.systemFont(ofSize: 30)
        #expect(label.intrinsicContentSize.height > before.height)
        #expect(label.textRectCalls == 3)
        label.text = "Cached and longer"  // the same text: nothing to redo
        _ = label.intrinsicContentSize
        #expect(label.textRectCalls == 3)
    }

    @Test func changingTextOrFontInvalidatesLayoutAndDisplay() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        container.addSubview(label)
        container.layoutIfNeeded()
        label.needsDisplayFlag = false
        #expect(!container.needsLayoutFlag)
        label.text = "New"
        #expect(container.needsLayoutFlag)
        #expect(label.needsLayoutFlag)
        #expect(label.needsDisplayFlag)
        container.layoutIfNeeded()
        label.needsDisplayFlag = false
        label.font = Font.boldSystemFont(ofSize: 12)
        #expect(container.needsLayoutFlag)
        #expect(label.needsDisplayFlag)
        container.layoutIfNeeded()
        label.needsDisplayFlag = false
        label.textColor = .blue
        #expect(!container.needsLayoutFlag)
        #expect(label.needsDisplayFlag)
    }

    // MARK: - The layout drawing will use

    @Test func drawingLayoutFitsTheBounds() throws {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        label.text = "Truncated at the tail when too long"
        let layout = try #require(label.textLayoutForDrawing)
        #expect(layout.lines.count == 1)
        #expect(layout.isTruncated)
        #expect(layout.size.width <= 80)
        #expect(layout.font == label.font)
        #expect(label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1).size == layout.size)
    }

    @Test func unlimitedLinesStopAtTheBoundsHeight() throws {
        let label = Label(frame: .zero)
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        label.text = "one two three four five six seven eight nine ten eleven twelve"
        label.frame = CGRect(x: 0, y: 0, width: 90, height: label.font.lineHeight * 2.5)
        let layout = try #require(label.textLayoutForDrawing)
        #expect(layout.lines.count == 2)
        #expect(layout.isTruncated)
        #expect(layout.size.height <= label.bounds.height)
        // A bounds lower than one line still shows one line.
        label.frame = CGRect(x: 0, y: 0, width: 90, height: 5)
        #expect(label.textLayoutForDrawing?.lines.count == 1)
    }

    @Test func adjustsFontSizeToFitWidthShrinksWithinTheMinimum() throws {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = "Shrinking label text"
        let natural = label.intrinsicContentSize
        #expect(natural.width > 100)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        let layout = try #require(label.textLayoutForDrawing)
        #expect(layout.font.pointSize < 17)
        #expect(layout.font.pointSize >= 8.5)
        #expect(layout.size.width <= 100)
        #expect(!layout.isTruncated)
        #expect(label.intrinsicContentSize == natural)  // measuring keeps the full-size text
        // Not allowed to shrink far enough: the smallest size, then truncation.
        label.minimumScaleFactor = 0.9
        let limited = try #require(label.textLayoutForDrawing)
        #expect(abs(limited.font.pointSize - 15.3) < 0.01)
        #expect(limited.isTruncated)
        // Without a minimum there is no shrinking.
        label.minimumScaleFactor = 0
        #expect(label.textLayoutForDrawing?.font.pointSize == 17)
    }

    // MARK: - Documents

    @Test func decodesItsKeys() throws {
        let json = #"""
            {"class": "Label", "frame": [0, 0, 120, 24], "text": "Title",
             "font": {"size": 20, "weight": "bold"}, "textColor": "#717880", "highlightedTextColor": "white",
             "isHighlighted": true, "shadowColor": "#E6E7EB", "shadowOffset": [0, 1], "textAlignment": "center",
             "numberOfLines": 2, "lineBreakMode": "byTruncatingMiddle", "adjustsFontSizeToFitWidth": true,
             "minimumScaleFactor": 0.5}
            """#
        let label = try #require(try ViewDocument(jsonString: json).rootView as? Label)
        #expect(label.text == "Title")
        #expect(label.font == Font.boldSystemFont(ofSize: 20))
        #expect(label.textColor == Color(hex: 0x717880))
        #expect(label.highlightedTextColor == .white)
        #expect(label.isHighlighted)
        #expect(label.shadowColor == Color(hex: 0xE6E7EB))
        #expect(label.shadowOffset == CGSize(width: 0, height: 1))
        #expect(label.textAlignment == .center)
        #expect(label.numberOfLines == 2)
        #expect(label.lineBreakMode == .byTruncatingMiddle)
        #expect(label.adjustsFontSizeToFitWidth)
        #expect(label.minimumScaleFactor == 0.5)
        #expect(!label.isUserInteractionEnabled)
        #expect(label.clipsToBounds)
        #expect(label.frame == CGRect(x: 0, y: 0, width: 120, height: 24))
    }

    @Test func decodesFontsAndRawValues() throws {
        let named = try #require(
            try ViewDocument(
                jsonString:
                    #"{"class": "Label", "font": {"name": "DejaVuSerif", "size": 13}, "textAlignment": 2, "lineBreakMode": 0}"#
            )
            .rootView as? Label)
        #expect(named.font.fontName == "DejaVuSerif")
        #expect(named.font.pointSize == 13)
        #expect(named.textAlignment == .right)
        #expect(named.lineBreakMode == .byWordWrapping)
        let sized = try #require(try ViewDocument(jsonString: #"{"class": "Label", "font": 11}"#).rootView as? Label)
        #expect(sized.font == Font.systemFont(ofSize: 11))
        let plain = try #require(try ViewDocument(jsonString: #"{"class": "Label"}"#).rootView as? Label)
        #expect(plain.font == Font.systemFont(ofSize: 17))
        #expect(plain.numberOfLines == 1)
        #expect(plain.lineBreakMode == .byTruncatingTail)
        #expect(!plain.isUserInteractionEnabled && plain.clipsToBounds)
    }

    @Test func badValuesFailTheDocumentWithTheKey() {
        let cases: [(String, String)] = [
            (#"{"class": "Label", "font": {"name": "No Such Font"}}"#, "font"),
            (#"{"class": "Label", "font": -3}"#, "font"),
            (#"{"class": "Label", "font": {"weight": "extraChunky"}}"#, "font"),
            (#"{"class": "Label", "textAlignment": "middle"}"#, "textAlignment"),
            (#"{"class": "Label", "lineBreakMode": 9}"#, "lineBreakMode"),
            (#"{"class": "Label", "numberOfLines": -1}"#, "numberOfLines"),
        ]
        for (json, key) in cases {
            do {
                _ = try ViewDocument(jsonString: json)
                Issue.record("\(json) decoded")
            } catch let error as DocumentError {
                #expect("\(error)".contains(key), "\(error)")
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }

    @Test func descriptionShowsTheText() {
        let label = Label(text: "Hello")
        #expect(label.description.contains("text = \"Hello\""))
        #expect(label.description.contains("DejaVuSans"))
    }

    // MARK: - The measured-size cache

    /// A fresh label with the same configuration: its sizes come from no cache of its own.
    private func fresh(_ label: Label) -> Label {
        let copy = Label(frame: label.frame)
        copy.font = label.font
        copy.numberOfLines = label.numberOfLines
        copy.lineBreakMode = label.lineBreakMode
        copy.preferredMaxLayoutWidth = label.preferredMaxLayoutWidth
        copy.text = label.text
        return copy
    }

    @Test func aCachedSizeIsTheSizeMeasuredAfresh() {
        for text in ["Settings", "Ρυθμίσεις", "דואר נכנס", "One\nTwo", "Trailing ", "😀 Emoji"] {
            for lines in [0, 1, 2] {
                let label = Label(frame: .zero)
                label.numberOfLines = lines
                label.text = text
                let first = label.intrinsicContentSize
                let again = label.intrinsicContentSize
                let fitted = label.sizeThatFits(CGSize(width: 60, height: 0))
                let fittedAgain = label.sizeThatFits(CGSize(width: 60, height: 0))
                #expect(again == first, "\(text) \(lines)")
                #expect(fittedAgain == fitted, "\(text) \(lines)")
                #expect(fresh(label).intrinsicContentSize == first, "\(text) \(lines)")
                #expect(fresh(label).sizeThatFits(CGSize(width: 60, height: 0)) == fitted, "\(text) \(lines)")
            }
        }
    }

    @Test func changingTheTextFontOrLinesMeasuresAgain() {
        let label = Label(frame: .zero)
        label.numberOfLines = 0
        label.text = "Short"
        let short = label.intrinsicContentSize
        label.text = "A much longer text"
        #expect(label.intrinsicContentSize.width > short.width)
        #expect(label.intrinsicContentSize == fresh(label).intrinsicContentSize)
        label.font = Font.systemFont(ofSize: 34)
        #expect(label.intrinsicContentSize == fresh(label).intrinsicContentSize)
        label.text = "Wraps at forty points"
        let wrapped = label.sizeThatFits(CGSize(width: 40, height: 0))
        label.numberOfLines = 1
        #expect(label.sizeThatFits(CGSize(width: 40, height: 0)).height < wrapped.height)
        #expect(
            label.sizeThatFits(CGSize(width: 40, height: 0)) == fresh(label).sizeThatFits(CGSize(width: 40, height: 0)))
        label.text = nil
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func manyOfferedWidthsKeepTheCacheBounded() {
        let label = Label(frame: .zero)
        label.numberOfLines = 0
        label.text = "Words that wrap differently at every width"
        var sizes: [CGSize] = []
        for width in stride(from: 20, through: 400, by: 10) {
            sizes.append(label.sizeThatFits(CGSize(width: CGFloat(width), height: 0)))
        }
        // Asked again (most have been dropped from the bounded cache), the answers are the same.
        for (i, width) in stride(from: 20, through: 400, by: 10).enumerated() {
            #expect(label.sizeThatFits(CGSize(width: CGFloat(width), height: 0)) == sizes[i])
        }
    }

    @Test func redrawnTextFollowsChangesToTheLabel() {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        label.text = "First"
        label.shadowColor = .gray
        _ = label.snapshot()
        func expectSameAsFresh(_ note: String) {
            let copy = Label(frame: label.frame)
            copy.text = label.text
            copy.font = label.font
            copy.textAlignment = label.textAlignment
            copy.shadowColor = label.shadowColor
            copy.shadowOffset = label.shadowOffset
            copy.textColor = label.textColor
            #expect(label.snapshot().difference(from: copy.snapshot()).isIdentical, "\(note)")
        }
        label.text = "Second"
        expectSameAsFresh("text")
        label.textAlignment = .right
        expectSameAsFresh("alignment")
        label.shadowOffset = CGSize(width: 2, height: 2)
        expectSameAsFresh("shadow offset")
        label.font = Font.boldSystemFont(ofSize: 20)
        expectSameAsFresh("font")
        label.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        expectSameAsFresh("size")
        label.textColor = .red
        expectSameAsFresh("colour")
    }

    // MARK: - Shaping once

    @Test func aLabelDrawsTheRunItMeasuredEvenAfterTheCacheLetItGo() {
        // A text longer than the cache keeps (`Shaper.longestCachedRun` units): its run is handed to
        // the label that measured it and never stored, as a run the cache let go (a full cache turns
        // away runs asked for once) is no longer there. Shaping the text again would make another
        // run. (Emptying the process's cache here would empty it under the tests beside this one.)
        let words = String(repeating: "measured ", count: Shaper.longestCachedRun / 9 + 1)
        #expect(words.utf16.count > Shaper.longestCachedRun)
        let label = Label(frame: .zero)
        label.text = words + "once"
        label.sizeToFit()
        guard let measured = label.measuredText?.run else {
            Issue.record("measuring kept no run")
            return
        }
        let context = GraphicsContext(size: CGSize(width: 300, height: 40))
        context.withCurrent { label.draw(label.bounds) }
        let drawn = label.textLayoutForDrawing?.lines.first?.runs.first?.run
        #expect(drawn === measured)
        // A one-line text that fits draws from its measure, which it keeps (and so the run).
        #expect(label.measuredText?.run === measured)
        // A new text is measured again, and its run kept.
        label.text = words + "again"
        #expect(label.measuredText == nil)
        label.sizeToFit()
        #expect(label.measuredText?.run != nil && label.measuredText?.run !== measured)
    }

    /// A label that measured its text draws the measured run where its layout would put the text:
    /// the same pixels as a label of the same frame that never measured, at every alignment and in
    /// both directions, in bounds wider than the text and as wide as it.
    @Test func aMeasuredLabelDrawsWhereItsLayoutWould() throws {
        for text in ["Settings", "שלום עולם", "مرحبا بالعالم", "fi ffl"] {
            for alignment in [TextAlignment.natural, .left, .center, .right] {
                let measured = Label(frame: .zero)
                measured.text = text
                measured.textAlignment = alignment
                let width = measured.intrinsicContentSize.width
                #expect(measured.measuredText?.run != nil, "\(text) is one run")
                for frameWidth in [width, width + 31.5] {
                    let frame = CGRect(x: 0, y: 0, width: frameWidth, height: 30)
                    measured.frame = frame
                    let plain = Label(frame: frame)
                    plain.text = text
                    plain.textAlignment = alignment
                    let a = try measured.snapshot(scale: 2)
                    let b = try plain.snapshot(scale: 2)
                    #expect(plain.measuredText == nil, "never measured: drawn from a layout")
                    #expect(measured.measuredText != nil, "drawn from its measure")
                    #expect(
                        a.difference(from: b, tolerance: 0).differingPixelCount == 0,
                        "\(text), \(alignment), width \(frameWidth)")
                }
            }
        }
    }
}
