import Testing

/// One issue listing every violation, one a line, as scripts/check-layers.py prints them.
private func record(_ violations: [String], sourceLocation: SourceLocation = #_sourceLocation) {
  guard !violations.isEmpty else { return }
  Issue.record(
    "\(violations.count) violation(s):\n\(violations.joined(separator: "\n"))", sourceLocation: sourceLocation)
}

@Suite("Module layers")
struct ModuleLayerTests {
  @Test("Each module imports only what Sources/LAYERS allows it")
  func importsFollowTheLayers() throws {
    let violations = try LayerCheck.ofThisRepository().moduleViolations()
    record(violations)
  }
}

@Suite("UIKit folder layers")
struct UIKitFolderLayerTests {
  @Test("No file in Sources/UIKit names a type or static of a folder after its own")
  func foldersPointDown() throws {
    let violations = try LayerCheck.ofThisRepository().folderViolations()
    record(violations)
  }
}

@Suite("Reading Swift source for the layer checks")
struct SwiftSourceTests {
  private func words(_ source: String) -> [String] {
    SwiftSource.tokens(SwiftSource.strip(Array(source.utf8))).map(\.text)
  }

  @Test("Comments, nested block comments and string text are not code")
  func commentsAndStrings() {
    #expect(words("a // UIWindow\n/* UIScreen /* inner */ UIApplication */ b") == ["a", "b"])
    #expect(words(#"let s = "UIWindow \"quoted\" UIScreen""#) == ["let", "s"])
    #expect(words(##"let r = #"UIWindow "still" \(UIScreen)"#"##) == ["let", "r"])
    #expect(words("let m = \"\"\"\nUIWindow \" UIScreen\n\"\"\"\nc") == ["let", "m", "c"])
  }

  @Test("Code inside string interpolations is code")
  func interpolations() {
    #expect(words(#"let s = "\(UIView.name("x)")) \(a)""#) == ["let", "s", "UIView", ".", "name", "(", ")", "a"])
    #expect(words(##"let r = #"\(no) \#(yes)"#"##) == ["let", "r", "yes"])
  }

  @Test("Lines survive stripping, and numbers are not words")
  func linesAndNumbers() {
    let tokens = SwiftSource.tokens(SwiftSource.strip(Array("/* a\nb */ x\n\"\"\"\nc\n\"\"\" 0x1F 1_000 y".utf8)))
    #expect(tokens == [.init(text: "x", line: 2), .init(text: "y", line: 5)])
  }

  @Test("Imports: attributes, kinds and submodules")
  func imports() {
    let found = SwiftSource.imports(Array("@_exported import Foundation\nimport struct Cassowary.Solver\n".utf8))
    #expect(
      found == [
        .init(module: "Foundation", line: 1, isReexported: true),
        .init(module: "Cassowary", line: 2, isReexported: false),
      ])
  }
}
