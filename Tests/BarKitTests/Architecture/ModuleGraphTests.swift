import Foundation
import Testing

// The module graph as the sources declare it: each layer's files import only the layers below it,
// each C module is imported by the one module that wraps it, and Docs/Architecture.md draws the
// graph Package.swift declares. Read from the files, so the docs and the code cannot drift apart.

@Suite struct ModuleGraphTests {
    /// The layers, bottom to top.
    static let layers = [
        "BarGeometry", "BarText", "BarGraphics", "BarDocuments", "BarSolver", "BarViews", "BarWidgets", "BarLists", "BarTextInput",
        "BarNavigation", "BarViewDocuments",
        "BarRendering", "BarKit",
        "BarKitSDL", "BarKitAccessibility",
    ]
    /// The C modules and the one layer that may import each.
    static let cOwners = [
        "CFreeType": "BarText", "CHarfBuzz": "BarText", "CFontconfig": "BarText", "CUnicode": "BarText",
        "CShaping": "BarText", "CCairo": "BarGraphics", "CKiwi": "BarSolver",
        "CSDL2": "BarKitSDL", "CDBus": "BarKitAccessibility",
    ]
    /// Modules outside the package any layer may import: the toolchain's (CoreFoundation is
    /// Foundation's own core, imported where the main loop reads the run loop's next timer).
    static let system: Set<String> = ["Foundation", "CoreFoundation", "Synchronization"]

    static let root = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The modules each Swift file of `module` imports.
    static func imports(of module: String) throws -> [(file: String, module: String)] {
        let folder = root.appendingPathComponent("Sources/\(module)")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
        var found: [(String, String)] = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                    words[..<index].allSatisfy({ $0.hasPrefix("@") || $0 == "package" || $0 == "public" })
                else { continue }
                found.append(("\(module)/\(file)", String(words[index + 1])))
            }
        }
        return found
    }

    /// Each target's dependencies as Package.swift lists them.
    static func declaredDependencies() throws -> [String: [String]] {
        let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let flat = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        var result: [String: [String]] = [:]
        for piece in flat.components(separatedBy: "name: \"").dropFirst() {
            guard let nameEnd = piece.firstIndex(of: "\"") else { continue }
            let name = String(piece[..<nameEnd])
            guard let deps = piece.range(of: "dependencies: ["), let close = piece[deps.upperBound...].firstIndex(of: "]"),
                piece[..<deps.lowerBound].contains("name: \"") == false
            else {
                result[name] = result[name] ?? []
                continue
            }
            result[name] = piece[deps.upperBound..<close].split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " \""))
            }.filter { !$0.isEmpty }
        }
        return result
    }

    @Test func eachLayerImportsOnlyTheLayersBelowItThatItDeclares() throws {
        let declared = try Self.declaredDependencies()
        for (level, layer) in Self.layers.enumerated() {
            let below = Set(Self.layers[..<level])
            let dependencies = Set(try #require(declared[layer], "\(layer) is a target in Package.swift"))
            for (file, module) in try Self.imports(of: layer) where !Self.system.contains(module) {
                if let owner = Self.cOwners[module] {
                    #expect(owner == layer, "\(file) imports \(module), which only \(owner) may import")
                } else {
                    #expect(below.contains(module), "\(file) imports \(module), which is not below \(layer)")
                }
                #expect(dependencies.contains(module), "\(file) imports \(module), which \(layer) does not declare")
            }
            for dependency in dependencies {
                #expect(
                    below.contains(dependency) || Self.cOwners[dependency] == layer,
                    "\(layer) depends on \(dependency), which is not below it")
            }
        }
    }

    @Test func theArchitectureDocumentDrawsTheDeclaredGraph() throws {
        let declared = try Self.declaredDependencies()
        let text = try String(contentsOf: Self.root.appendingPathComponent("Docs/Architecture.md"), encoding: .utf8)
        let start = try #require(text.range(of: "```text module-graph\n"))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        var drawn: [String: Set<String>] = [:]
        for line in text[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let sides = line.components(separatedBy: " → ")
            guard sides.count == 2 else { continue }
            let module = sides[0].trimmingCharacters(in: .whitespaces)
            drawn[module] = Set(
                sides[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                    $0 != "(nothing)"
                })
        }
        for layer in Self.layers {
            #expect(drawn[layer] == Set(declared[layer] ?? []), "Docs/Architecture.md's line for \(layer)")
        }
        #expect(Set(drawn.keys) == Set(Self.layers), "the drawn graph lists exactly the layers")
    }

    /// Every source file of the library and its tools is named in the walk (a family such as
    /// `GraphicsContext+Attributes/Clipping/….swift` may be named together).
    @Test func theArchitectureDocumentWalksEverySourceFile() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Docs/Architecture.md"), encoding: .utf8)
        let sources = Self.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" && !$0.path.contains("/vendor/") } ?? []
        #expect(files.count > 50)
        for file in files {
            let name = file.lastPathComponent
            if text.contains(name) { continue }
            let stem = file.deletingPathExtension().lastPathComponent
            let parts = stem.split(separator: "+", maxSplits: 1)
            var named = false
            if parts.count == 2, let family = text.range(of: "\(parts[0])+") {
                let window = text[family.upperBound...].prefix(300)
                named = window.contains(String(parts[1]))
            }
            #expect(named, "Docs/Architecture.md does not name \(file.path.replacingOccurrences(of: sources.path + "/", with: ""))")
        }
    }
}
