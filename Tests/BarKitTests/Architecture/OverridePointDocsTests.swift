import Foundation
import Testing

// Every `open` member of the library says, in its doc comment, when it is called, what the default
// does and whether an override calls `super` (Docs/Architecture.md, "BarViews"). Read from
// the sources, so a new override point cannot land without its contract.

@Suite struct OverridePointDocsTests {
    /// An `open` declaration: where it is, whether it declares a type, and its doc comment.
    struct Declaration {
        var location: String
        var declaresType: Bool
        var doc: [String]
    }

    /// Every `open` declaration in `Sources/`, with the `///` block above it (attribute lines skipped).
    static func openDeclarations() throws -> [Declaration] {
        let sources = ModuleGraphTests.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" && !$0.path.contains("/vendor/") } ?? []
        let keywords: Set<Substring> = ["func", "var", "let", "init", "subscript", "class"]
        let modifiers: Set<Substring> = [
            "open", "override", "final", "public", "static", "class", "nonisolated", "required", "convenience",
        ]
        var found: [Declaration] = []
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
                guard words.contains("open"), let first = words.firstIndex(where: { !modifiers.contains($0) }),
                    keywords.contains(words[first]) || (words[first].hasPrefix("init") && first > 0)
                else { continue }
                var above = index - 1
                while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") { above -= 1 }
                var doc: [String] = []
                while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                    doc.insert(lines[above].trimmingCharacters(in: .whitespaces), at: 0)
                    above -= 1
                }
                let name = file.path.replacingOccurrences(of: sources.path + "/", with: "")
                let declaresType = words.firstIndex(of: "class").map { $0 + 1 < words.count
                    && words[$0 + 1].first?.isUppercase == true } ?? false
                found.append(Declaration(location: "\(name):\(index + 1)", declaresType: declaresType, doc: doc))
            }
        }
        return found
    }

    @Test func everyOpenMemberSaysWhetherOverridesCallSuper() throws {
        let declarations = try Self.openDeclarations()
        #expect(declarations.count > 150, "the scan finds the library's open members")
        for declaration in declarations {
            #expect(!declaration.doc.isEmpty, "\(declaration.location) has no doc comment")
            guard !declaration.declaresType, !declaration.doc.isEmpty else { continue }
            let text = declaration.doc.joined(separator: " ")
            let statesSuper = text.range(of: #"\bsuper\b"#, options: .regularExpression) != nil
            #expect(statesSuper, "\(declaration.location): the doc comment does not say whether to call super")
        }
    }
}
