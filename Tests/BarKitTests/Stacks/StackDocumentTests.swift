import Foundation
import Testing

import BarKit

/// Stack views declared in view documents.
@MainActor
@Suite struct StackDocumentTests {
    @Test func aDocumentDeclaresAStackAndItsArrangedViews() throws {
        let document = try ViewDocument(
            jsonString: #"""
                {"class": "View", "frame": [0, 0, 320, 200],
                 "subviews": [
                   {"class": "StackView", "id": "column", "frame": [10, 10, 300, 180], "axis": "vertical",
                    "distribution": "equalSpacing", "alignment": "center", "spacing": 6,
                    "isLayoutMarginsRelativeArrangement": true, "isBaselineRelativeArrangement": false,
                    "customSpacing": {"first": 12},
                    "arrangedSubviews": [
                      {"class": "Label", "id": "first", "text": "One"},
                      {"class": "Label", "id": "second", "text": "Two"},
                      {"class": "StackView", "id": "row", "spacing": "system", "alignment": "firstBaseline",
                       "arrangedSubviews": [{"class": "Label", "text": "A"}, {"class": "Label", "text": "B"}]}
                    ]}
                 ]}
                """#)
        #expect(document.warnings.isEmpty, "\(document.warnings)")
        let column = try #require(document.view(withID: "column") as? StackView)
        let row = try #require(document.view(withID: "row") as? StackView)
        let first = try #require(document.view(withID: "first"))
        #expect(column.axis == .vertical)
        #expect(column.distribution == .equalSpacing)
        #expect(column.alignment == .center)
        #expect(column.spacing == 6)
        #expect(column.isLayoutMarginsRelativeArrangement)
        #expect(column.customSpacing(after: first) == 12)
        #expect(column.arrangedSubviews.count == 3 && column.arrangedSubviews.last === row)
        #expect(row.spacing == StackView.spacingUseSystem)
        #expect(row.alignment == .firstBaseline)
        #expect(row.arrangedSubviews.count == 2)
        // The column keeps its frame (it translates it); its views are arranged inside.
        document.rootView.layoutIfNeeded()
        #expect(column.frame == CGRect(x: 10, y: 10, width: 300, height: 180))
        #expect(first.frame.minY == 8, "from the top margin")
        #expect(abs(first.frame.midX - 150) <= 0.5, "centred")
        #expect(row.arrangedSubviews[1].frame.minX == row.arrangedSubviews[0].frame.maxX + 8)
    }

    @Test(arguments: [
        (#""axis": "diagonal""#, "axis", "one of horizontal, vertical"),
        (#""distribution": "fillSometimes""#, "distribution", "one of equalCentering, equalSpacing, fill"),
        (#""alignment": 9"#, "alignment", "9 is not a Alignment"),
        (#""spacing": "wide""#, "spacing", "a spacing is a number or \"system\""),
        (#""customSpacing": {"nobody": 4}"#, "nobody", "is not the id of one of this stack's arranged views"),
    ])
    func aBadStackKeyNamesItsPath(entry: String, key: String, reason: String) {
        let json = #"{"class": "StackView", "arrangedSubviews": [{"class": "View", "id": "a"}], "# + entry + "}"
        expectInvalidDocumentValue(json, key: key, reason: reason)
    }
}
