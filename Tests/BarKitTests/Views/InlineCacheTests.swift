import Testing

import BarKit
@testable import BarDocuments
@testable import BarGeometry
@testable import BarGraphics
@testable import BarRendering
@testable import BarText
@testable import BarViews
@testable import BarWidgets

@Suite struct InlineCacheTests {
    @Test func keepsTheNewestEntriesWithinItsCapacity() {
        var cache = InlineCache<Int, String>(capacity: 3)
        #expect(cache.value(forKey: 1) == nil)
        for i in 1...5 {
            cache.insert("\(i)", forKey: i)
            #expect(cache.count <= 3)
        }
        #expect(cache.count == 3)
        #expect(cache.value(forKey: 5) == "5")
        #expect(cache.value(forKey: 4) == "4")
        #expect(cache.value(forKey: 3) == "3")
        #expect(cache.value(forKey: 2) == nil)
        #expect(cache.value(forKey: 1) == nil)
    }

    @Test func storingAKeyAgainReplacesItsValueWithoutGrowing() {
        var cache = InlineCache<String, Int>(capacity: 4)
        cache.insert(1, forKey: "a")
        cache.insert(2, forKey: "b")
        cache.insert(3, forKey: "a")
        #expect(cache.count == 2)
        #expect(cache.value(forKey: "a") == 3)
        #expect(cache.value(forKey: "b") == 2)
        // "a" is now the newest: filling the cache drops "b" first.
        cache.insert(4, forKey: "c")
        cache.insert(5, forKey: "d")
        cache.insert(6, forKey: "e")
        #expect(cache.value(forKey: "b") == nil)
        #expect(cache.value(forKey: "a") == 3)
    }

    @Test func removeAllEmptiesIt() {
        var cache = InlineCache<Int, Int>(capacity: 2)
        cache.insert(1, forKey: 1)
        cache.insert(2, forKey: 2)
        cache.removeAll()
        #expect(cache.count == 0)
        #expect(cache.value(forKey: 1) == nil)
        #expect(cache.value(forKey: 2) == nil)
    }

    @Test func aCapacityOfOneKeepsOnlyTheNewest() {
        var cache = InlineCache<Int, Int>(capacity: 1)
        cache.insert(1, forKey: 1)
        cache.insert(2, forKey: 2)
        #expect(cache.count == 1)
        #expect(cache.value(forKey: 1) == nil)
        #expect(cache.value(forKey: 2) == 2)
    }
}
