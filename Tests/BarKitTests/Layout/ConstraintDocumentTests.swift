import Foundation
import Testing

import BarKit
import BarKitTesting
@testable import BarDemo

/// Constraints declared in view documents, and bars sizing custom views that use constraints.
@MainActor
@Suite struct ConstraintDocumentTests {
    @Test func aDocumentDeclaresConstraintsBetweenViewsByID() throws {
        let document = try ViewDocument(
            jsonString: #"""
                {"class": "View", "id": "root", "frame": [0, 0, 320, 100],
                 "constraints": [
                   {"item": "title", "attribute": "leading", "toItem": "icon", "toAttribute": "trailing", "constant": 8},
                   {"item": "title", "attribute": "centerY", "toItem": "icon", "identifier": "middle"},
                   {"item": "icon", "attribute": "width", "constant": 24},
                   {"item": "icon", "attribute": "height", "toItem": "icon", "toAttribute": "width"},
                   {"item": "icon", "attribute": "leading", "relatedBy": "greaterThanOrEqual", "toItem": "root",
                    "toAttribute": "leading"}
                 ],
                 "subviews": [
                   {"class": "View", "id": "icon"},
                   {"class": "Label", "id": "title", "text": "Inbox"}
                 ]}
                """#)
        let root = document.rootView
        let icon = try #require(document.view(withID: "icon"))
        let title = try #require(document.view(withID: "title") as? Label)
        #expect(!icon.translatesAutoresizingMaskIntoConstraints && !title.translatesAutoresizingMaskIntoConstraints)
        #expect(root.translatesAutoresizingMaskIntoConstraints, "the root keeps its frame")
        #expect(root.constraints.count == 3 && icon.constraints.count == 2, "each on its items' nearest common ancestor")
        #expect(root.constraints.contains { $0.identifier == "middle" && $0.secondAttribute == .centerY })
        // Complete the layout in code, as a controller would.
        LayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            icon.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(icon.frame == CGRect(x: 16, y: 10, width: 24, height: 24))
        #expect(title.frame.minX == 48)
        #expect(abs(title.frame.midY - icon.frame.midY) <= 0.5)
    }

    @Test(arguments: [
        (#"{"item": "nobody", "attribute": "width", "constant": 1}"#, "item", "no view in the document has the id \"nobody\""),
        (#"{"item": "a", "attribute": "wide", "constant": 1}"#, "attribute", "\"wide\" is not a Attribute; one of "),
        (#"{"item": "a", "attribute": "leading", "constant": 1}"#, "attribute", "between the leading location and a constant"),
        (#"{"item": "a", "attribute": "width", "relatedBy": "about", "constant": 1}"#, "relatedBy", "one of equal, greaterThanOrEqual, lessThanOrEqual"),
        (#"{"item": "a", "attribute": "width", "priority": 2000}"#, "priority", "a priority is from 1 to 1000"),
        (#"{"item": "a", "constant": 1}"#, "attribute", "a constraint needs an attribute"),
    ])
    func aBadConstraintNamesItsPathAndKey(constraint: String, key: String, reason: String) {
        let json = #"{"class": "View", "constraints": ["# + constraint + #"], "subviews": [{"class": "View", "id": "a"}]}"#
        let error = #expect(throws: DocumentError.self) { try ViewDocument(jsonString: json) }
        guard case .invalidValue(_, let path, let badKey, let why)? = error else {
            Issue.record("expected .invalidValue, got \(String(describing: error))")
            return
        }
        #expect(path == "$.constraints[0]")
        #expect(badKey == key)
        #expect(why.contains(reason), "\(why)")
    }

    @Test func misspeltConstraintKeysAreWarnings() throws {
        let document = try ViewDocument(
            jsonString: #"{"class": "View", "constraints": [{"item": "a", "attribute": "width", "konstant": 3}], "subviews": [{"class": "View", "id": "a"}]}"#)
        #expect(document.warnings == [.unknownKey(source: "string", path: "$.constraints[0]", key: "konstant")])
    }

    @Test func aBarSizesACustomViewThatUsesConstraintsByItsFittingSize() throws {
        let scene = DemoScenes.make("icon-toolbar", resources: try #require(DemoResources.url))
        scene.window.layoutIfNeeded()
        let bar = try #require(scene.bars.first as? Bar)
        let buttons = (bar.items ?? []).compactMap { $0.customView as? IconAboveTitleButton }
        #expect(buttons.count == 5)
        for button in buttons {
            #expect(!button.translatesAutoresizingMaskIntoConstraints)
            let natural = button.intrinsicContentSize
            #expect(button.frame.size == CGSize(width: max(44, natural.width), height: natural.height))
        }
        // A custom view that translates its frame keeps its frame's size.
        let plain = View(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let other = Bar(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        other.items = [BarItem(customView: plain)]
        other.layoutIfNeeded()
        #expect(plain.frame.size == CGSize(width: 30, height: 20))
    }
}
