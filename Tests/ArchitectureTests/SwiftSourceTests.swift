import LayerCheck
import Testing

@Suite("Reading Swift source for the layer checks")
struct SwiftSourceTests {
  private func words(_ source: String) -> [String] {
    SwiftSource.tokens(SwiftSource.strip(Array(source.utf8))).map(\.text)
  }

  private func imports(_ source: String) -> [SwiftSource.Import] {
    SwiftSource.imports(SwiftSource.strip(Array(source.utf8)))
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

  @Test("A lone carriage return ends a line comment and a line; \\r\\n is one line end")
  func carriageReturns() {
    let tokens = SwiftSource.tokens(SwiftSource.strip(Array("// note\rUIWindow\r\nb\rc".utf8)))
    #expect(
      tokens == [.init(text: "UIWindow", line: 2), .init(text: "b", line: 3), .init(text: "c", line: 4)])
  }

  @Test("Imports: attributes, kinds and submodules")
  func attributesKindsAndSubmodules() {
    #expect(
      imports("@_exported import Foundation\nimport struct Cassowary.Solver\n") == [
        .init(module: "Foundation", line: 1, isReexported: true),
        .init(module: "Cassowary", line: 2, isReexported: false),
      ])
    #expect(
      imports("@_spi(Private) @preconcurrency import A\n@available(*, deprecated) import B") == [
        .init(module: "A", line: 1, isReexported: false),
        .init(module: "B", line: 2, isReexported: false),
      ])
  }

  @Test("Imports: access levels, several on a line, a byte order mark")
  func accessLevelsAndStatements() {
    #expect(
      imports("\u{FEFF}import A\npublic import B; internal import C\n@_exported package import D") == [
        .init(module: "A", line: 1, isReexported: false),
        .init(module: "B", line: 2, isReexported: false),
        .init(module: "C", line: 2, isReexported: false),
        .init(module: "D", line: 3, isReexported: true),
      ])
  }

  @Test("Not imports: comments, strings, other words")
  func notImports() {
    #expect(imports("// import A\nlet s = \"import B\"\nlet important = 1\nimportC\nimport\n").isEmpty)
  }
}
