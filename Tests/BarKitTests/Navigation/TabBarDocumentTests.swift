import Foundation
import Testing

import BarKit
@testable import BarNavigation
@testable import BarViews

/// A tab bar read from a view document.
@MainActor
@Suite struct TabBarDocumentTests {
    @Test func aDocumentGivesTheItemsAndTheSelection() throws {
        let document = try ViewDocument(jsonString: """
            {"class": "TabBar", "frame": [0, 0, 320, 49], "selectedIndex": 1,
             "items": [{"title": "Inbox", "badgeValue": "3"}, {"title": "Sent", "tag": 7}]}
            """, strict: true)
        let bar = try #require(document.rootView as? TabBar)
        #expect(bar.items?.map(\.title) == ["Inbox", "Sent"])
        #expect(bar.items?.first?.badgeValue == "3" && bar.items?.last?.tag == 7)
        #expect(bar.selectedItem === bar.items?.last)
    }
}
