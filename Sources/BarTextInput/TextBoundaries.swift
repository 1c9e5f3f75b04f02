import BarWidgets
import Foundation

// Grapheme-cluster and word boundaries in UTF-16 offsets (Docs/Behaviors.md, "Text input").
//
// A grapheme cluster is Swift's `Character` (an emoji with its skin tone, a letter with its combining
// marks, a Hangul syllable): the caret moves over one and Backspace deletes one. A word is a run of
// letters, marks, digits and connector punctuation ("_"), through an apostrophe or a full stop
// between two of them ("don't", "3.14"), as UAX #29 joins them; BarKit's choice, from Swift's
// Unicode properties, not ICU's dictionaries (a run of CJK ideographs is one word).

extension String {
    /// The string's length in UTF-16 code units (what `NSRange` counts).
    var utf16Length: Int { utf16.count }

    /// The index at UTF-16 `offset`, clamped to the string and moved back to a Unicode scalar's start.
    func scalarIndex(atUTF16 offset: Int) -> String.Index {
        let clamped = Swift.min(Swift.max(0, offset), utf16.count)
        var index = utf16.index(utf16.startIndex, offsetBy: clamped)
        while index > startIndex, index.samePosition(in: unicodeScalars) == nil {
            index = utf16.index(before: index)
        }
        return index
    }

    /// `offset` clamped to the string and moved back to the start of its grapheme cluster.
    func graphemeBoundary(atOrBefore offset: Int) -> Int {
        let index = scalarIndex(atUTF16: offset)
        if index == startIndex || index == endIndex { return index.utf16Offset(in: self) }
        // One cluster on (rounding down first), then back: the start of the cluster `index` is in.
        let start = self.index(before: self.index(after: index))
        return start.utf16Offset(in: self)
    }

    /// The grapheme boundary before `offset` (0 at the start).
    func graphemeBoundary(before offset: Int) -> Int {
        let start = graphemeBoundary(atOrBefore: offset)
        if start < Swift.min(Swift.max(0, offset), utf16.count) { return start }
        guard start > 0 else { return 0 }
        let index = scalarIndex(atUTF16: start)
        return self.index(before: index).utf16Offset(in: self)
    }

    /// The grapheme boundary after `offset` (the length at the end).
    func graphemeBoundary(after offset: Int) -> Int {
        let index = scalarIndex(atUTF16: offset)
        guard index < endIndex else { return utf16.count }
        return self.index(after: index).utf16Offset(in: self)
    }

    /// The grapheme boundaries from `range.lowerBound` through `range.upperBound` (both included when
    /// they are boundaries), in order.
    func graphemeBoundaries(in range: Range<Int>) -> [Int] {
        var result: [Int] = []
        var offset = graphemeBoundary(atOrBefore: range.lowerBound)
        let end = Swift.min(range.upperBound, utf16.count)
        var index = scalarIndex(atUTF16: offset)
        result.append(offset)
        while index < endIndex, offset < end {
            index = self.index(after: index)
            offset = index.utf16Offset(in: self)
            if offset <= end { result.append(offset) }
        }
        return result
    }

    // MARK: - Words

    /// Whether `character` is part of a word: a letter, mark, digit or connector punctuation.
    static func isWordCharacter(_ character: Character) -> Bool {
        if character.isLetter || character.isNumber { return true }
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return scalar.properties.isAlphabetic
        }
    }

    /// Whether `character` joins two word characters into one word (UAX #29's MidLetter/MidNum).
    static func isWordJoiner(_ character: Character) -> Bool {
        character == "'" || character == "\u{2019}" || character == "." || character == "\u{00B7}"
    }

    /// Whether the character at `index` belongs to a word.
    private func isInWord(_ index: String.Index) -> Bool {
        guard index < endIndex else { return false }
        let character = self[index]
        if String.isWordCharacter(character) { return true }
        guard String.isWordJoiner(character), index > startIndex else { return false }
        let next = self.index(after: index)
        return next < endIndex && String.isWordCharacter(self[self.index(before: index)])
            && String.isWordCharacter(self[next])
    }

    /// The end of the word at or after `offset` (Ctrl+Right, the Linux convention): skips what is not
    /// a word, then the word.
    func wordEnd(after offset: Int) -> Int {
        var index = scalarIndex(atUTF16: graphemeBoundary(atOrBefore: offset))
        while index < endIndex, !isInWord(index) { index = self.index(after: index) }
        while index < endIndex, isInWord(index) { index = self.index(after: index) }
        return index.utf16Offset(in: self)
    }

    /// The start of the word at or before `offset` (Ctrl+Left): skips back over what is not a word,
    /// then over the word.
    func wordStart(before offset: Int) -> Int {
        var index = scalarIndex(atUTF16: graphemeBoundary(atOrBefore: offset))
        while index > startIndex, !isInWord(self.index(before: index)) { index = self.index(before: index) }
        while index > startIndex, isInWord(self.index(before: index)) { index = self.index(before: index) }
        return index.utf16Offset(in: self)
    }

    /// The word at `offset` (a double tap): the word the character there (else the one before it)
    /// belongs to; between words, the run of white space or the one other character there.
    func wordRange(at offset: Int) -> NSRange {
        guard !isEmpty else { return NSRange(location: 0, length: 0) }
        var index = scalarIndex(atUTF16: graphemeBoundary(atOrBefore: offset))
        if index == endIndex || (!isInWord(index) && index > startIndex && isInWord(self.index(before: index))) {
            index = self.index(before: index)
        }
        var start = index
        var end = self.index(after: index)
        if isInWord(index) {
            while start > startIndex, isInWord(self.index(before: start)) { start = self.index(before: start) }
            while end < endIndex, isInWord(end) { end = self.index(after: end) }
        } else if self[index].isWhitespace {
            while start > startIndex, self[self.index(before: start)].isWhitespace, !self[self.index(before: start)].isNewline {
                start = self.index(before: start)
            }
            while end < endIndex, self[end].isWhitespace, !self[end].isNewline { end = self.index(after: end) }
        }
        let location = start.utf16Offset(in: self)
        return NSRange(location: location, length: end.utf16Offset(in: self) - location)
    }
}

extension NSRange {
    /// The range as a Swift range of offsets.
    var offsets: Range<Int> { location..<(location + length) }

    /// `range` clamped into `0...length` (a negative or NSNotFound location, a negative or overlong
    /// length), and whether it had to be.
    static func clamped(_ range: NSRange, toLength length: Int) -> (range: NSRange, wasClamped: Bool) {
        let start = range.location == NSNotFound ? length : Swift.min(Swift.max(0, range.location), length)
        let requestedEnd = range.location == NSNotFound ? length : range.location &+ Swift.max(0, range.length)
        let end = Swift.min(Swift.max(start, requestedEnd), length)
        let result = NSRange(location: start, length: end - start)
        return (result, result != range)
    }
}
