/// The first index whose element satisfies `predicate`, for a collection partitioned by it.
func partitionIndex<C: RandomAccessCollection>(_ elements: C, where predicate: (C.Element) -> Bool) -> C.Index {
    var low = elements.startIndex
    var count = elements.count
    while count > 0 {
        let half = count / 2
        let mid = elements.index(low, offsetBy: half)
        if predicate(elements[mid]) {
            count = half
        } else {
            low = elements.index(after: mid)
            count -= half + 1
        }
    }
    return low
}
