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

/// Counts, in its own initialiser, the subviews that `View.init?(coder:)` made.
@MainActor
final class SubviewCountingView: View {
    var subviewsSeenInInit = -1

    required init?(coder: Coder) {
        super.init(coder: coder)
        subviewsSeenInInit = subviews.count
    }
}

/// Decodes a child through a key of its own, which nests initialisers that cannot be put off.
@MainActor
final class WrapperView: View {
    required init?(coder: Coder) {
        super.init(coder: coder)
        if let content = coder.decodeView(forKey: "content") { addSubview(content) }
    }
}

@MainActor
@Suite struct DeepDocumentTests {
    init() {
        ViewDocument.register(SubviewCountingView.self)
        ViewDocument.register(WrapperView.self)
    }

    /// A chain of `depth` nodes; the innermost has the id "leaf" and `leaf` as its extra keys.
    func chain(depth: Int, className: String = "View", leaf: String = "") -> String {
        let open = "{\"class\":\"\(className)\",\"frame\":[0,0,100,100],\"subviews\":["
        return String(repeating: open, count: depth - 1) + "{\"class\":\"View\",\"id\":\"leaf\"\(leaf)}"
            + String(repeating: "]}", count: depth - 1)
    }

    @Test func aDocumentTenThousandViewsDeepLoadsInOrder() throws {
        let document = try ViewDocument(jsonString: chain(depth: 10_000))
        let leaf = try #require(document.view(withID: "leaf"))
        var depth = 1
        var view = leaf
        while let parent = view.superview {
            #expect(parent.subviews.count == 1)
            depth += 1
            view = parent
        }
        #expect(view === document.rootView)
        #expect(depth == 10_000)
        #expect(leaf.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 1, y: 2))
    }

    @Test func aDeepWindowDocumentGivesEveryViewItsWindow() throws {
        let json = chain(depth: 300).replacingOccurrences(
            of: "{\"class\":\"View\",\"frame\"", with: "{\"class\":\"Window\",\"frame\"", options: [.anchored])
        let document = try ViewDocument(jsonString: json)
        let window = try #require(document.rootView as? Window)
        #expect(document.view(withID: "leaf")?.window === window)
    }

    @Test func anErrorDeepInsideNamesItsFullPath() {
        let depth = 5_000
        do {
            _ = try ViewDocument(jsonString: chain(depth: depth, leaf: ",\"tag\":\"seven\""))
            Issue.record("expected an error")
        } catch let error as DocumentError {
            let path = "$" + String(repeating: ".subviews[0]", count: depth - 1)
            #expect(
                error
                    == .typeMismatch(
                        source: "string", path: path, key: "tag", expected: "an integer", found: "a string"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func viewsNearTheTopSeeTheirSubviewsInTheirInitialiser() throws {
        let document = try ViewDocument(jsonString: chain(depth: 200, className: "SubviewCountingView"))
        var seen: [Int] = []
        var view: View? = document.rootView
        while let counting = view as? SubviewCountingView {
            seen.append(counting.subviewsSeenInInit)
            view = counting.subviews.first
        }
        #expect(seen.count == 199)
        // Views less than `eagerDepth` levels below the root have their subviews in their initialiser; a deeper view
        // gets its subviews after its own initialiser returns.
        #expect(seen.prefix(DocumentContext.eagerDepth).allSatisfy { $0 == 1 })
        #expect(seen.dropFirst(DocumentContext.eagerDepth).allSatisfy { $0 == 0 })
        #expect(document.rootView.subviews.first?.subviews.count == 1)
    }

    @Test func nestingThroughOtherKeysStopsWithAClearError() {
        let limit = DocumentContext.maximumNestedDepth
        let json =
            String(repeating: "{\"class\":\"WrapperView\",\"content\":", count: limit) + "{\"class\":\"View\"}"
            + String(repeating: "}", count: limit)
        do {
            _ = try ViewDocument(jsonString: json)
            Issue.record("expected an error")
        } catch let error as DocumentError {
            let path = "$" + String(repeating: ".content", count: limit)
            #expect(error == .tooDeep(source: "string", path: path, limit: limit))
            #expect(error.description.hasSuffix("views nest more than 1000 deep through keys other than \"subviews\""))
        } catch {
            Issue.record("unexpected \(error)")
        }
        let shallow =
            String(repeating: "{\"class\":\"WrapperView\",\"content\":", count: 50)
            + "{\"class\":\"View\",\"id\":\"in\"}"
            + String(repeating: "}", count: 50)
        #expect((try? ViewDocument(jsonString: shallow))?.view(withID: "in") != nil)
    }

    @Test func malformedDeepJSONIsADocumentError() {
        do {
            _ = try ViewDocument(jsonString: String(repeating: "[", count: 50_000))
            Issue.record("expected an error")
        } catch let error as DocumentError {
            #expect(
                error
                    == .malformedJSON(
                        source: "string", reason: "line 1, column 50001: the document ends inside a value"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func aDocumentWithOneHundredThousandSubviews() throws {
        let items = (0..<100_000).map { "{\"class\":\"View\",\"tag\":\($0),\"frame\":[\($0 % 1000),0,1,10]}" }
        let json = "{\"class\":\"View\",\"frame\":[0,0,1000,10],\"subviews\":[" + items.joined(separator: ",") + "]}"
        let document = try ViewDocument(jsonString: json)
        #expect(document.rootView.subviews.count == 100_000)
        #expect(document.rootView.subviews.last?.tag == 99_999)
        #expect(document.rootView.hitTest(CGPoint(x: 999.5, y: 5), with: nil)?.tag == 99_999)
    }
}
