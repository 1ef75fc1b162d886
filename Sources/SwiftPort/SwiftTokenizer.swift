/// Cuts Swift source into `SwiftToken`s.
///
/// It knows what a rewrite must not look into: line and nested block comments, string
/// literals in every form (`"…"`, `"""…"""`, raw `#"…"#` with any number of `#`, escapes
/// and `\(…)` interpolations that hold strings of their own). Everything else is names,
/// numbers, `#` keywords, `@` attributes and single characters. Regex literals are read
/// as operators: a `/` in code never hides a `#selector` that matters.
public struct SwiftTokenizer {
  public let bytes: [UInt8]

  public init(_ source: String) { bytes = Array(source.utf8) }

  public func tokens() -> [SwiftToken] {
    var cursor = Cursor(bytes: bytes)
    var tokens: [SwiftToken] = []
    while let token = cursor.next() { tokens.append(token) }
    return tokens
  }

  public func text(of token: SwiftToken) -> String {
    String(decoding: bytes[token.range], as: UTF8.self)
  }
}

/// The lexer's position, and one token from it at a time.
private struct Cursor {
  let bytes: [UInt8]
  var i = 0
  var line = 1

  init(bytes: [UInt8]) { self.bytes = bytes }

  func peek(_ offset: Int = 0) -> UInt8? {
    i + offset < bytes.count ? bytes[i + offset] : nil
  }

  mutating func next() -> SwiftToken? {
    guard let c = peek() else { return nil }
    let start = i
    let startLine = line
    let kind: SwiftToken.Kind
    switch c {
    case UInt8(ascii: " "), UInt8(ascii: "\t"):
      while let d = peek(), d == UInt8(ascii: " ") || d == UInt8(ascii: "\t") { i += 1 }
      kind = .space
    case UInt8(ascii: "\n"):
      i += 1
      line += 1
      kind = .newline
    case UInt8(ascii: "\r"):
      i += peek(1) == UInt8(ascii: "\n") ? 2 : 1
      line += 1
      kind = .newline
    case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
      while let d = peek(), d != UInt8(ascii: "\n"), d != UInt8(ascii: "\r") { i += 1 }
      kind = .comment
    case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
      skipBlockComment()
      kind = .comment
    case UInt8(ascii: "\""):
      skipString(hashes: 0)
      kind = .string
    case UInt8(ascii: "#"):
      var hashes = 0
      while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
      if peek(hashes) == UInt8(ascii: "\"") {
        i += hashes
        skipString(hashes: hashes)
        kind = .string
      } else if let d = peek(1), Self.isIdentifierStart(d) {
        i += 1
        skipIdentifier()
        kind = .poundKeyword
      } else {
        i += 1
        kind = .punctuation
      }
    case UInt8(ascii: "@"):
      i += 1
      if let d = peek(), Self.isIdentifierStart(d) { skipIdentifier() }
      kind = .attribute
    case UInt8(ascii: "`"):
      i += 1
      while let d = peek(), d != UInt8(ascii: "`"), d != UInt8(ascii: "\n") { i += 1 }
      if peek() == UInt8(ascii: "`") { i += 1 }
      kind = .identifier
    case _ where Self.isIdentifierStart(c):
      skipIdentifier()
      kind = .identifier
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      while let d = peek(), Self.isIdentifierPart(d) || d == UInt8(ascii: ".") && Self.isDigit(peek(1)) { i += 1 }
      kind = .number
    default:
      i += 1
      kind = .punctuation
    }
    return SwiftToken(kind: kind, range: start..<i, line: startLine)
  }

  static func isIdentifierStart(_ c: UInt8) -> Bool {
    (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
      || c == UInt8(ascii: "_") || c == UInt8(ascii: "$") || c >= 0x80
  }

  static func isIdentifierPart(_ c: UInt8) -> Bool { isIdentifierStart(c) || isDigit(c) }

  static func isDigit(_ c: UInt8?) -> Bool {
    guard let c else { return false }
    return c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")
  }

  mutating func skipIdentifier() {
    while let d = peek(), Self.isIdentifierPart(d) { i += 1 }
  }

  mutating func countNewline(_ c: UInt8) {
    if c == UInt8(ascii: "\n") { line += 1 }
  }

  /// `/* … */`, nested as Swift nests them.
  mutating func skipBlockComment() {
    var depth = 0
    while let c = peek() {
      if c == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        depth += 1
        i += 2
      } else if c == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
        depth -= 1
        i += 2
        if depth == 0 { return }
      } else {
        countNewline(c)
        i += 1
      }
    }
  }

  /// A string literal from its opening quote (its `#`s already passed) to after its
  /// closing delimiter.
  mutating func skipString(hashes: Int) {
    let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    let quotes = multiline ? 3 : 1
    i += quotes
    while let c = peek() {
      if c == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
        i += 1 + hashes
        if peek() == UInt8(ascii: "(") {
          skipInterpolation()
        } else if let escaped = peek() {
          countNewline(escaped)
          i += 1
        }
        continue
      }
      if c == UInt8(ascii: "\""), (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") }),
        (0..<hashes).allSatisfy({ peek(quotes + $0) == UInt8(ascii: "#") })
      {
        i += quotes + hashes
        return
      }
      if c == UInt8(ascii: "\n") && !multiline { return }  // unterminated: stop at the line
      countNewline(c)
      i += 1
    }
  }

  /// `\(…)` inside a string: code, which may hold strings and parentheses of its own.
  mutating func skipInterpolation() {
    var depth = 0
    while let token = next() {
      guard token.kind == .punctuation else { continue }
      let c = bytes[token.range.lowerBound]
      if c == UInt8(ascii: "(") { depth += 1 }
      if c == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }
}
