/// What one file declares that files in other folders may name: top-level types, free
/// functions and globals, and the statics and nested types of top-level `extension`
/// blocks (named `Type.member` where they are used).
struct Declarations {
  typealias Token = SwiftSource.Token

  struct Member: Hashable {
    /// The extended type's last name (`Name` for `extension NSNotification.Name`).
    var type: String
    var name: String
  }

  private(set) var types: [String: Int] = [:]
  private(set) var functions: [String: Int] = [:]
  private(set) var statics: [Member: Int] = [:]
  /// Every name the file declares at any depth.
  private(set) var local: Set<String> = []

  init(_ tokens: [Token]) {
    var depth = 0
    var extended: String?
    var pending: String?
    for (k, token) in tokens.enumerated() {
      let tok = token.text
      let next = k + 1 < tokens.count ? tokens[k + 1].text : "{"
      if tok == "{" {
        if depth == 0 { (extended, pending) = (pending, nil) }
        depth += 1
        continue
      }
      if tok == "}" {
        depth -= 1
        if depth == 0 { extended = nil }
        continue
      }
      let declares = Self.typeKeywords.contains(tok) || Self.memberKeywords.contains(tok) || tok == "case"
      if declares && Self.isIdentifier(next) { local.insert(next) }
      if depth == 0 {
        // `import struct Module.Name` declares nothing here.
        if Self.followsImport(tokens, k) { continue }
        if tok == "extension" && Self.isIdentifier(next) {
          var j = k + 1
          while j + 2 < tokens.count && tokens[j + 1].text == "." && Self.isIdentifier(tokens[j + 2].text) { j += 2 }
          pending = tokens[j].text
        } else if Self.typeKeywords.contains(tok) && Self.isIdentifier(next) {
          if types[next] == nil { types[next] = token.line }
        } else if Self.memberKeywords.contains(tok) && Self.isIdentifier(next) {
          if functions[next] == nil { functions[next] = token.line }
        }
      } else if depth == 1, let extended {
        if tok == "static" || tok == "class" {
          var j = k + 1
          while j < tokens.count && Self.modifiers.contains(tokens[j].text) { j += 1 }
          if j + 1 < tokens.count && Self.memberKeywords.contains(tokens[j].text)
            && Self.isIdentifier(tokens[j + 1].text)
          {
            let member = Member(type: extended, name: tokens[j + 1].text)
            if statics[member] == nil { statics[member] = token.line }
            continue
          }
        }
        if Self.typeKeywords.contains(tok) && Self.isIdentifier(next) {
          let member = Member(type: extended, name: next)
          if statics[member] == nil { statics[member] = token.line }
        }
      }
    }
  }

  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.utf8.first, SwiftSource.isWordStart(first) else { return false }
    return !keywords.contains(text)
  }

  /// Whether `tokens[k]` follows `import` on its line.
  private static func followsImport(_ tokens: [Token], _ k: Int) -> Bool {
    var j = k - 1
    while j >= 0 && tokens[j].line == tokens[k].line {
      if tokens[j].text == "import" { return true }
      j -= 1
    }
    return false
  }

  static let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "actor", "typealias"]
  static let memberKeywords: Set<String> = ["func", "var", "let"]
  /// Words that may come between `static` / `class` and `func` / `var` / `let`.
  static let modifiers: Set<String> = [
    "final", "override", "public", "internal", "private", "fileprivate", "open", "package", "nonisolated",
    "dynamic", "lazy", "weak", "unowned", "mutating", "required", "convenience",
  ]
  static let keywords: Set<String> = typeKeywords.union(memberKeywords).union(modifiers).union([
    "extension", "import", "static", "case", "init", "deinit", "subscript", "return", "if", "else", "guard",
    "for", "in", "while", "self", "Self", "super", "true", "false", "nil", "where", "is", "as", "try", "throw",
    "throws", "rethrows", "await", "async", "some", "any", "inout", "switch", "default", "break", "continue",
    "defer", "do", "catch", "repeat", "operator", "associatedtype",
  ])
}
