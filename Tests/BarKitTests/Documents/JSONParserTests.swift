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

@Suite struct JSONParserTests {
    func parse(_ text: String) throws(JSONParser.SyntaxError) -> DocumentValue {
        try JSONParser.parse(Data(text.utf8))
    }

    func failure(_ text: String) -> JSONParser.SyntaxError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsEveryKindOfValue() throws {
        let value = try parse(
            #" { "a": [1, -2.5, 3e2, 0, -0.0e-1, 1E+2], "b": {"c": null, "d": true, "e": false}, "f": "x\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00" } "#
        )
        #expect(
            value
                == .object([
                    "a": .array([.number(1), .number(-2.5), .number(300), .number(0), .number(-0.0), .number(100)]),
                    "b": .object(["c": .null, "d": .bool(true), "e": .bool(false)]),
                    "f": .string("x\"\\/\u{8}\u{C}\n\r\té😀"),
                ]))
        #expect(try parse("[]") == .array([]))
        #expect(try parse("{}") == .object([:]))
        #expect(try parse(" \"only\"\n") == .string("only"))
        #expect(try parse(#"{"k": 1, "k": 2}"#) == .object(["k": .number(2)]), "the last duplicate wins")
    }

    @Test func numbersBeyondDoubleBecomeInfinities() throws {
        #expect(try parse("[1e400, -1e400, 1e-400]") == .array([.number(.infinity), .number(-.infinity), .number(0)]))
    }

    @Test func acceptsByteOrderMarks() throws {
        #expect(try JSONParser.parse(Data([0xEF, 0xBB, 0xBF]) + Data("[1]".utf8)) == .array([.number(1)]))
        var utf16 = Data([0xFF, 0xFE])
        for unit in "{\"a\": \"é\"}".utf16 { utf16.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        #expect(try JSONParser.parse(utf16) == .object(["a": .string("é")]))
    }

    @Test func syntaxErrorsSayWhereAndWhat() {
        #expect(failure("") == .init(line: 1, column: 1, message: "the document is empty"))
        #expect(
            failure("{\"a\": 1,\n  \"b\" 2}")
                == .init(line: 2, column: 7, message: "expected ':' after the key \"b\", found '2'"))
        #expect(failure("[1 2]") == .init(line: 1, column: 4, message: "expected ',' or ']' in an array, found '2'"))
        #expect(
            failure("{\"a\": 1 ]") == .init(line: 1, column: 9, message: "expected ',' or '}' in an object, found ']'"))
        #expect(
            failure("{1: 2}") == .init(line: 1, column: 2, message: "expected a key (a string) in an object, found '1'")
        )
        #expect(failure("[tru]") == .init(line: 1, column: 2, message: "expected a value, found 't'"))
        #expect(failure("[01]") == .init(line: 1, column: 3, message: "expected ',' or ']' in an array, found '1'"))
        #expect(
            failure("[1.]") == .init(line: 1, column: 4, message: "expected a digit after the decimal point, found ']'")
        )
        #expect(failure("[1e]") == .init(line: 1, column: 4, message: "expected a digit in the exponent, found ']'"))
        #expect(failure("[-]") == .init(line: 1, column: 3, message: "expected a digit in a number, found ']'"))
        #expect(failure("[+1]") == .init(line: 1, column: 2, message: "expected a value, found '+'"))
        #expect(failure("[1] x") == .init(line: 1, column: 5, message: "unexpected 'x' after the document"))
        #expect(failure("[[[") == .init(line: 1, column: 4, message: "the document ends inside a value"))
        #expect(failure("\"abc") == .init(line: 1, column: 1, message: "the string starting here is not closed"))
        #expect(
            failure("\"a\nb\"")
                == .init(line: 1, column: 3, message: "control character byte 0x0A in a string (write it as an escape)")
        )
        #expect(failure(#"["\x"]"#) == .init(line: 1, column: 3, message: "unknown escape \\x"))
        #expect(
            failure(#"["\u12G4"]"#) == .init(line: 1, column: 3, message: "\\u must be followed by four hex digits"))
        #expect(
            failure(#"["\ud800"]"#)
                == .init(line: 1, column: 9, message: "a lone high surrogate escape (\\uD800–\\uDBFF) in a string"))
        #expect(
            failure(#"["\ud800\u0041"]"#)
                == .init(line: 1, column: 9, message: "a lone high surrogate escape (\\uD800–\\uDBFF) in a string"))
        #expect(
            failure(#"["\udc00"]"#)
                == .init(line: 1, column: 3, message: "a lone low surrogate escape (\\uDC00–\\uDFFF) in a string"))
        #expect(failure("\u{1}") == .init(line: 1, column: 1, message: "expected a value, found byte 0x01"))
    }

    @Test func rejectsInvalidUTF8InStrings() {
        let bytes = Data("[\"a".utf8) + Data([0xC3, 0x28]) + Data("\"]".utf8)
        #expect(throws: JSONParser.SyntaxError(line: 1, column: 2, message: "the string is not valid UTF-8")) {
            try JSONParser.parse(bytes)
        }
        let escaped = Data("[\"\\n".utf8) + Data([0xFF]) + Data("\"]".utf8)
        #expect(throws: JSONParser.SyntaxError(line: 1, column: 2, message: "the string is not valid UTF-8")) {
            try JSONParser.parse(escaped)
        }
    }

    /// Not on the main actor: Swift Testing runs this on a thread of the cooperative pool, whose stack
    /// is far smaller than the main thread's. Parsing and releasing must not recurse.
    @Test func nestingAHundredThousandLevelsNeedsNoStack() throws {
        let depth = 100_000
        var value = try parse(String(repeating: "[{\"a\":", count: depth) + "0" + String(repeating: "}]", count: depth))
        var levels = 0
        var cursor = value
        while case .array(let items) = cursor, case .object(let fields) = items[0] {
            levels += 1
            cursor = fields["a"]!
        }
        #expect(levels == depth)
        #expect(cursor == .number(0))
        cursor = .null
        value.releaseWithoutRecursion()
        #expect(value == .null)
    }
}
