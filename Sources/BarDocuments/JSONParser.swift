import Foundation

/// The JSON parser of view documents (RFC 8259), written without recursion.
///
/// Foundation's parsers refuse documents nested deeper than 512 levels, and a view tree 10,000 views
/// deep is 20,000 levels of JSON (an object and a `"subviews"` array per view). This parser keeps
/// its open arrays and objects on an explicit stack, so the depth of a document is limited only by
/// memory, and says where a syntax error is (line and column) and what was expected.
///
/// Accepted: UTF-8 with or without a byte-order mark, and UTF-16 or UTF-32 with one. A key that
/// appears twice in an object keeps its last value. Numbers outside `Double`'s range become
/// infinities, which `Coder` reports as not finite where they are read.
package struct JSONParser {
    /// Why a document is not valid JSON, with its place in the text.
    package struct SyntaxError: Error, Equatable {
        package let line: Int
        package let column: Int
        package let message: String

        package var description: String { "line \(line), column \(column): \(message)" }
    }

    /// Parses a whole document: one value, with only white space around it.
    package static func parse(_ data: Data) throws(SyntaxError) -> DocumentValue {
        let utf8 = JSONParser.utf8(of: data)
        let result = utf8.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            return Result { () throws(SyntaxError) in try parser.parseDocument() }
        }
        return try result.get()
    }

    /// The bytes as UTF-8: a UTF-8 byte-order mark is dropped; UTF-16 and UTF-32 with a byte-order
    /// mark are converted.
    private static func utf8(of data: Data) -> [UInt8] {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        let encodings: [([UInt8], String.Encoding)] = [
            ([0x00, 0x00, 0xFE, 0xFF], .utf32BigEndian), ([0xFF, 0xFE, 0x00, 0x00], .utf32LittleEndian),
            ([0xFE, 0xFF], .utf16BigEndian), ([0xFF, 0xFE], .utf16LittleEndian),
        ]
        for (mark, encoding) in encodings where bytes.starts(with: mark) {
            let body = Data(bytes.dropFirst(mark.count))
            guard let text = String(data: body, encoding: encoding) else { return bytes }
            return Array(text.utf8)
        }
        return bytes
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// What kind of container is open at each level; their contents are kept in `arrays` and
    /// `objects`, which are mutated in place (an element held in an enum payload could not be
    /// appended to without copying it).
    private enum Open {
        case array
        case object
    }

    private mutating func parseDocument() throws(SyntaxError) -> DocumentValue {
        var stack: [Open] = []
        var arrays: [[DocumentValue]] = []
        var objects: [[String: DocumentValue]] = []
        var keys: [String] = []
        while true {
            // Read a value, or open a container and go on to its first member.
            skipWhiteSpace()
            var value: DocumentValue
            guard let byte = peek() else {
                throw error(stack.isEmpty ? "the document is empty" : "the document ends inside a value")
            }
            switch byte {
            case UInt8(ascii: "{"):
                index += 1
                skipWhiteSpace()
                if peek() == UInt8(ascii: "}") {
                    index += 1
                    value = .object([:])
                } else {
                    keys.append(try parseKey())
                    objects.append([:])
                    stack.append(.object)
                    continue
                }
            case UInt8(ascii: "["):
                index += 1
                skipWhiteSpace()
                if peek() == UInt8(ascii: "]") {
                    index += 1
                    value = .array([])
                } else {
                    arrays.append([])
                    stack.append(.array)
                    continue
                }
            case UInt8(ascii: "\""):
                value = .string(try parseString())
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                value = .bool(true)
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                value = .bool(false)
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                value = .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = .number(try parseNumber())
            default:
                throw error("expected a value, found \(describe(byte))")
            }

            // Put the value in its container; close every container that ends here.
            closing: while true {
                skipWhiteSpace()
                switch stack.last {
                case nil:
                    if let extra = peek() { throw error("unexpected \(describe(extra)) after the document") }
                    return value
                case .array:
                    arrays[arrays.count - 1].append(value)
                    switch peek() {
                    case UInt8(ascii: ","):
                        index += 1
                        break closing
                    case UInt8(ascii: "]"):
                        index += 1
                        stack.removeLast()
                        value = .array(arrays.removeLast())
                    case let other:
                        throw error("expected ',' or ']' in an array, found \(describe(other))")
                    }
                case .object:
                    objects[objects.count - 1][keys.removeLast()] = value
                    switch peek() {
                    case UInt8(ascii: ","):
                        index += 1
                        skipWhiteSpace()
                        keys.append(try parseKey())
                        break closing
                    case UInt8(ascii: "}"):
                        index += 1
                        stack.removeLast()
                        value = .object(objects.removeLast())
                    case let other:
                        throw error("expected ',' or '}' in an object, found \(describe(other))")
                    }
                }
            }
        }
    }

    // MARK: - Tokens

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhiteSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// A member's key and the colon after it.
    private mutating func parseKey() throws(SyntaxError) -> String {
        guard peek() == UInt8(ascii: "\"") else {
            throw error("expected a key (a string) in an object, found \(describe(peek()))")
        }
        let key = try parseString()
        skipWhiteSpace()
        guard peek() == UInt8(ascii: ":") else {
            throw error("expected ':' after the key \"\(key)\", found \(describe(peek()))")
        }
        index += 1
        return key
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(SyntaxError) {
        let count = literal.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        guard index + count <= bytes.count, bytes[index..<index + count].elementsEqual(expected) else {
            throw error("expected a value, found \(describe(peek()))")
        }
        index += count
    }

    private mutating func parseNumber() throws(SyntaxError) -> Double {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), isDigit(first) else {
            throw error("expected a digit in a number, found \(describe(peek()))")
        }
        index += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let digit = peek(), isDigit(digit) else {
                throw error("expected a digit after the decimal point, found \(describe(peek()))")
            }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard let digit = peek(), isDigit(digit) else {
                throw error("expected a digit in the exponent, found \(describe(peek()))")
            }
            skipDigits()
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        // The grammar above is a subset of what Double(_:) reads, so this always succeeds; an
        // exponent beyond Double's range gives an infinity (or zero).
        return Double(text) ?? .nan
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { index += 1 }
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        let quote = index
        index += 1
        // Fast path: no escapes.
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20
        {
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            let raw = UnsafeBufferPointer(rebasing: bytes[index..<end])
            guard let string = String(validating: raw, as: UTF8.self) else {
                throw error("the string is not valid UTF-8", at: quote)
            }
            index = end + 1
            return string
        }
        var scalars = String.UnicodeScalarView()
        var pendingHigh: UInt32?
        var runStart = index
        func flushRun(_ parser: inout JSONParser, upTo stop: Int) throws(SyntaxError) {
            guard runStart < stop else { return }
            let raw = UnsafeBufferPointer(rebasing: parser.bytes[runStart..<stop])
            guard let part = String(validating: raw, as: UTF8.self) else {
                throw parser.error("the string is not valid UTF-8", at: quote)
            }
            scalars.append(contentsOf: part.unicodeScalars)
        }
        while true {
            guard let byte = peek() else { throw error("the string starting here is not closed", at: quote) }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
                try flushRun(&self, upTo: index)
            }
            if byte < 0x20 {
                throw error("control character \(describe(byte)) in a string (write it as an escape)")
            }
            if pendingHigh != nil, byte != UInt8(ascii: "\\") {
                throw error("a lone high surrogate escape (\\uD800–\\uDBFF) in a string")
            }
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(scalars)
            }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            let escapeStart = index
            index += 1
            guard let escaped = peek() else { throw error("the string starting here is not closed", at: quote) }
            index += 1
            var scalar: UInt32
            switch escaped {
            case UInt8(ascii: "\""): scalar = 0x22
            case UInt8(ascii: "\\"): scalar = 0x5C
            case UInt8(ascii: "/"): scalar = 0x2F
            case UInt8(ascii: "b"): scalar = 0x08
            case UInt8(ascii: "f"): scalar = 0x0C
            case UInt8(ascii: "n"): scalar = 0x0A
            case UInt8(ascii: "r"): scalar = 0x0D
            case UInt8(ascii: "t"): scalar = 0x09
            case UInt8(ascii: "u"):
                scalar = 0
                for _ in 0..<4 {
                    guard let digit = peek().flatMap(hexValue) else {
                        throw error("\\u must be followed by four hex digits", at: escapeStart)
                    }
                    scalar = scalar << 4 | digit
                    index += 1
                }
            default:
                throw error("unknown escape \\\(describe(escaped, quoted: false))", at: escapeStart)
            }
            if let high = pendingHigh {
                guard (0xDC00...0xDFFF).contains(scalar) else {
                    throw error("a lone high surrogate escape (\\uD800–\\uDBFF) in a string", at: escapeStart)
                }
                scalar = 0x10000 + ((high - 0xD800) << 10) + (scalar - 0xDC00)
                pendingHigh = nil
            } else if (0xD800...0xDBFF).contains(scalar) {
                pendingHigh = scalar
                runStart = index
                continue
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw error("a lone low surrogate escape (\\uDC00–\\uDFFF) in a string", at: escapeStart)
            }
            // Every value left is a valid scalar: surrogates were handled above.
            if let unicode = Unicode.Scalar(scalar) { scalars.append(unicode) }
            runStart = index
        }
    }

    // MARK: - Errors

    /// An error at `offset` (the current byte by default), with its line and column (both from 1;
    /// the column counts bytes).
    private func error(_ message: String, at offset: Int? = nil) -> SyntaxError {
        let offset = Swift.min(offset ?? index, bytes.count)
        var line = 1
        var lineStart = 0
        for i in 0..<offset where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        return SyntaxError(line: line, column: offset - lineStart + 1, message: message)
    }

    private func describe(_ byte: UInt8?, quoted: Bool = true) -> String {
        guard let byte else { return "the end of the document" }
        if byte >= 0x21, byte < 0x7F {
            let character = String(UnicodeScalar(byte))
            return quoted ? "'\(character)'" : character
        }
        return "byte 0x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
