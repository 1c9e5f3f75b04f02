import Foundation
import Testing

import BarKit
@testable import BarDemo
@testable import BarDocuments
@testable import BarGeometry
@testable import BarGraphics
@testable import BarRendering
@testable import BarText
@testable import BarViews
@testable import BarWidgets

/// A user subclass with keys of its own, written the way a UIKit subclass decodes from a nib.
@MainActor
final class BadgeView: View {
    var badgeText = ""
    var cornerRadius: CGFloat = 0
    var insets = EdgeInsets.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: Coder) {
        super.init(coder: coder)
        badgeText = coder.decodeString(forKey: "badgeText") ?? ""
        cornerRadius = CGFloat(coder.decodeDouble(forKey: "cornerRadius"))
        insets = coder.decodeEdgeInsets(forKey: "insets")
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: CGFloat(badgeText.count) * 10 + insets.horizontal, height: 20 + insets.vertical)
    }
}

/// A subclass that refuses nodes without a name.
@MainActor
final class NamedView: View {
    required init?(coder: Coder) {
        guard coder.containsValue(forKey: "name") else { return nil }
        super.init(coder: coder)
    }
}

@MainActor
@Suite struct ViewDocumentTests {
    init() {
        ViewDocument.register(BadgeView.self)
        ViewDocument.register(NamedView.self)
    }

    @Test func loadsASmallTreeWithAUserSubclass() throws {
        let json = """
            {"class": "View", "frame": [0, 0, 320, 44], "backgroundColor": "#F0F0F0", "tag": 1,
             "autoresizingMask": ["flexibleWidth"],
             "subviews": [
               {"class": "View", "id": "left", "frame": {"x": 8, "y": 6, "width": 32, "height": 32},
                "alpha": 0.5, "clipsToBounds": true, "tintColor": "red"},
               {"class": "BadgeView", "id": "badge", "frame": [100, 12, 40, 20], "badgeText": "new",
                "cornerRadius": 4, "insets": [1, 2, 3, 4], "isUserInteractionEnabled": false, "isHidden": true}
             ]}
            """
        let document = try ViewDocument(jsonString: json)
        let root = document.rootView
        #expect(root.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(root.backgroundColor == Color(hex: 0xF0F0F0))
        #expect(root.tag == 1)
        #expect(root.autoresizingMask == .flexibleWidth)
        #expect(root.subviews.count == 2)
        let left = try #require(document.view(withID: "left"))
        #expect(left.superview === root)
        #expect(left.frame == CGRect(x: 8, y: 6, width: 32, height: 32))
        #expect(left.alpha == 0.5 && left.clipsToBounds)
        #expect(left.tintColor == .red)
        let badge = try #require(document.view(withID: "badge") as? BadgeView)
        #expect(badge.badgeText == "new" && badge.cornerRadius == 4)
        #expect(badge.insets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(!badge.isUserInteractionEnabled && badge.isHidden)
        badge.sizeToFit()
        #expect(badge.frame == CGRect(x: 100, y: 12, width: 36, height: 24))
    }

    @Test func loadsFromAFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("barkit-doc-\(UUID()).json")
        try Data(#"{"class": "Window", "frame": [0, 0, 10, 10], "subviews": [{"class": "View"}]}"#.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let document = try ViewDocument(contentsOf: url)
        let window = try #require(document.rootView as? Window)
        #expect(window.subviews.first?.window === window)
        #expect(document.source == url.path)
    }

    func error(_ json: String) -> DocumentError? {
        do {
            _ = try ViewDocument(jsonString: json)
            return nil
        } catch let error as DocumentError {
            return error
        } catch {
            return nil
        }
    }

    @Test func malformedDocumentsNameThePathAndKey() {
        if case .malformedJSON(let source, _)? = error(#"{"class": "View", "#) {
            #expect(source == "string")
        } else {
            Issue.record("truncated JSON must be malformedJSON")
        }
        #expect(
            error(#"{"class": "View", "subviews": [{"class": "View"}, {"class": "Nope"}]}"#)
                == .unknownClass(source: "string", path: "$.subviews[1]", name: "Nope"))
        #expect(
            error(#"{"class": "View", "subviews": [{"frame": [0,0,1,1]}]}"#)
                == .missingClass(source: "string", path: "$.subviews[0]"))
        #expect(error(#"[1, 2]"#) == .notAnObject(source: "string", path: "$", found: "an array of 2"))
        #expect(
            error(#"{"class": "View", "frame": "wide"}"#)
                == .typeMismatch(
                    source: "string", path: "$", key: "frame", expected: "a rect [x, y, width, height]",
                    found: "a string"))
        #expect(
            error(#"{"class": "View", "subviews": [{"class": "View", "tag": 1.5}]}"#)
                == .invalidValue(
                    source: "string", path: "$.subviews[0]", key: "tag", reason: "1.5 is not an integer in range"))
        #expect(
            error(#"{"class": "View", "frame": [0, 0, 1e300, 1]}"#)
                == .invalidValue(
                    source: "string", path: "$", key: "frame",
                    reason: "1e+300 is not a usable coordinate (must be finite and below 1e9)"))
        #expect(
            error(#"{"class": "View", "subviews": [{"class": "NamedView"}]}"#)
                == .initializerFailed(source: "string", path: "$.subviews[0]", className: "NamedView"))
        #expect(
            error(#"{"class": "View", "subviews": [{"class": "View", "id": "a"}, {"class": "View", "id": "a"}]}"#)
                == .duplicateID(source: "string", path: "$.subviews[1]", id: "a"))
        #expect(
            error(##"{"class": "View", "backgroundColor": "#12"}"##)
                == .invalidValue(
                    source: "string", path: "$", key: "backgroundColor",
                    reason: "\"#12\" is not a colour (#RRGGBB, #RRGGBBAA or a colour name)"))
    }

    @Test func errorsReadWell() {
        let e = DocumentError.unknownClass(source: "bars.json", path: "$.subviews[1]", name: "Nope")
        #expect(e.description.contains("bars.json"))
        #expect(e.description.contains("$.subviews[1]"))
        #expect(e.description.contains("Nope"))
    }

    @Test func missingFileIsAnUnreadableError() {
        let url = URL(fileURLWithPath: "/nonexistent/barkit/doc.json")
        do {
            _ = try ViewDocument(contentsOf: url)
            Issue.record("expected an error")
        } catch let error as DocumentError {
            guard case .unreadable(let source, _) = error else {
                Issue.record("expected .unreadable, got \(error)")
                return
            }
            #expect(source == "/nonexistent/barkit/doc.json")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}

@MainActor
@Suite struct DocumentWarningTests {
    @Test func keysNoClassReadsAreReportedWithTheirPath() throws {
        let document = try ViewDocument(
            jsonString: """
                {"class": "View", "frame": [0, 0, 100, 40], "subviews": [
                    {"class": "Label", "id": "title", "txet": "Hi", "fontSize": 12, "text": "Hi"}]}
                """)
        #expect(
            document.warnings == [
                .unknownKey(source: "string", path: "$.subviews[0]", key: "fontSize"),
                .unknownKey(source: "string", path: "$.subviews[0]", key: "txet"),
            ])
        #expect(document.warnings.first?.description.contains("unknown key \"fontSize\"") == true)
        #expect((document.view(withID: "title") as? Label)?.text == "Hi", "the document still loads")
    }

    @Test func strictLoadingThrowsTheFirstUnknownKey() {
        #expect(throws: DocumentError.unknownKey(source: "string", path: "$", key: "colour")) {
            try ViewDocument(jsonString: #"{"class": "View", "colour": "red"}"#, strict: true)
        }
        #expect(throws: Never.self) { try ViewDocument(jsonString: #"{"class": "View", "tag": 3}"#, strict: true) }
    }

    @Test(arguments: [#""font": 0"#, #""font": -12"#, #""font": {"size": 0}"#, #""font": 1e999"#])
    func aFontSizeThatIsNotPositiveAndFiniteIsAnError(font: String) {
        let json = #"{"class": "View", "subviews": [{"class": "Label", "text": "Hi", "# + font + "}]}"
        let error = #expect(throws: DocumentError.self) { try ViewDocument(jsonString: json) }
        guard case .invalidValue(_, let path, let key, let reason)? = error else {
            Issue.record("expected .invalidValue, got \(String(describing: error))")
            return
        }
        #expect(path == "$.subviews[0]" && key == "font")
        // An overflowing number is caught as a number; the others as font sizes.
        #expect(reason.hasPrefix("a font size must be a positive, finite number of points, not ")
            || (font.contains("1e999") && reason == "the number is not finite"), "\(reason)")
    }

    @Test func nestedObjectsAreCheckedToo() throws {
        let document = try ViewDocument(
            jsonString: #"{"class": "Bar", "frame": [0, 0, 300, 44], "items": [{"title": "Save", "stlye": "done"}]}"#)
        #expect(document.warnings == [.unknownKey(source: "string", path: "$.items[0]", key: "stlye")])
    }

    @Test func theDemoDocumentUsesOnlyKeysItsClassesRead() throws {
        let url = try #require(DemoResources.url).appendingPathComponent("IconToolbar.json")
        ViewDocument.register(IconAboveTitleButton.self)
        let document = try ViewDocument(contentsOf: url, imageScale: 2)
        #expect(document.warnings.isEmpty, "\(document.warnings)")
    }
}

@MainActor
@Suite struct DocumentEnumErrorTests {
    @Test func aBadEnumNameListsTheValidOnes() {
        do {
            _ = try ViewDocument(jsonString: #"{"class": "Bar", "barStyle": "blak"}"#)
            Issue.record("the document loaded")
        } catch let error as DocumentError {
            #expect(error.description.contains("\"blak\" is not a BarStyle; one of black, default"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
