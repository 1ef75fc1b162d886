/// Swift source read just well enough to find the names it uses: comments and string
/// literals blanked, then words and a few punctuation marks with their lines.
public enum SwiftSource {
  public struct Token: Equatable, Sendable {
    public var text: String
    public var line: Int

    public init(text: String, line: Int) {
      self.text = text
      self.line = line
    }
  }

  /// The source with comments and string literals blanked, newlines kept (so line
  /// numbers stay); the code inside string interpolations is kept, it is code.
  ///
  /// Every line ending becomes `\n` first: Swift ends a line comment at a lone `\r` too,
  /// and a name after one is code.
  public static func strip(_ original: [UInt8]) -> [UInt8] {
    let source = normalized(original)
    enum Mode {
      /// `openParens` is nil outside any interpolation.
      case code(openParens: Int?)
      case string(hashes: Int, multiline: Bool)
    }
    var out: [UInt8] = []
    out.reserveCapacity(source.count)
    var stack: [Mode] = [.code(openParens: nil)]
    var i = 0
    let n = source.count

    func starts(_ text: [UInt8], at index: Int) -> Bool {
      index + text.count <= n && source[index..<index + text.count].elementsEqual(text)
    }
    func blank(_ range: Range<Int>) {
      for c in source[range] { out.append(c == newline ? newline : space) }
    }

    while i < n {
      let c = source[i]
      switch stack[stack.count - 1] {
      case .code(let openParens):
        var hashes = 0
        while i + hashes < n && source[i + hashes] == hash { hashes += 1 }
        if starts(lineComment, at: i) {
          var end = i
          while end < n && source[end] != newline { end += 1 }
          blank(i..<end)
          i = end
        } else if starts(blockOpen, at: i) {
          var depth = 0
          var j = i
          while j < n {
            if starts(blockOpen, at: j) {
              depth += 1
              j += 2
            } else if starts(blockClose, at: j) {
              depth -= 1
              j += 2
              if depth == 0 { break }
            } else {
              j += 1
            }
          }
          blank(i..<j)
          i = j
        } else if i + hashes < n && source[i + hashes] == quote {
          var j = i + hashes
          let multiline = starts(tripleQuote, at: j)
          j += multiline ? 3 : 1
          blank(i..<j)
          stack.append(.string(hashes: hashes, multiline: multiline))
          i = j
        } else if c == openParen, let open = openParens {
          stack[stack.count - 1] = .code(openParens: open + 1)
          out.append(c)
          i += 1
        } else if c == closeParen, let open = openParens {
          if open == 0 {
            stack.removeLast()
            out.append(space)
          } else {
            stack[stack.count - 1] = .code(openParens: open - 1)
            out.append(c)
          }
          i += 1
        } else {
          out.append(c)
          i += 1
        }
      case .string(let hashes, let multiline):
        let close = (multiline ? tripleQuote : [quote]) + Array(repeating: hash, count: hashes)
        let escape = [backslash] + Array(repeating: hash, count: hashes)
        if starts(close, at: i) {
          blank(i..<i + close.count)
          stack.removeLast()
          i += close.count
        } else if starts(escape + [openParen], at: i) {
          blank(i..<i + escape.count + 1)
          stack.append(.code(openParens: 0))
          i += escape.count + 1
        } else if starts(escape, at: i) {
          blank(i..<min(n, i + escape.count + 1))
          i += escape.count + 1
        } else {
          blank(i..<i + 1)
          i += 1
        }
      }
    }
    return out
  }

  /// Without a byte order mark, and with `\r\n` and `\r` as `\n`.
  static func normalized(_ source: [UInt8]) -> [UInt8] {
    var bytes = source[...]
    if bytes.starts(with: byteOrderMark) { bytes = bytes.dropFirst(byteOrderMark.count) }
    guard bytes.contains(carriageReturn) else { return Array(bytes) }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var previous: UInt8 = 0
    for c in bytes {
      if c == carriageReturn {
        out.append(newline)
      } else if !(c == newline && previous == carriageReturn) {
        out.append(c)
      }
      previous = c
    }
    return out
  }

  /// Each word (identifier or keyword) and each of `{ } ( ) . : ,`; numbers and other
  /// characters are dropped.
  public static func tokens(_ code: [UInt8]) -> [Token] {
    var result: [Token] = []
    var line = 1
    var i = 0
    let n = code.count
    while i < n {
      let c = code[i]
      if c == newline {
        line += 1
        i += 1
      } else if isWordStart(c) {
        var j = i
        while j < n && isWordCharacter(code[j]) { j += 1 }
        result.append(Token(text: String(decoding: code[i..<j], as: UTF8.self), line: line))
        i = j
      } else if isDigit(c) {
        while i < n && isWordCharacter(code[i]) { i += 1 }
      } else if punctuation.contains(c) {
        result.append(Token(text: String(UnicodeScalar(c)), line: line))
        i += 1
      } else {
        i += 1
      }
    }
    return result
  }

  public struct Import: Equatable, Sendable {
    public var module: String
    public var line: Int
    public var isReexported: Bool

    public init(module: String, line: Int, isReexported: Bool) {
      self.module = module
      self.line = line
      self.isReexported = isReexported
    }
  }

  /// Every import declaration of stripped source: after any attributes (`@_exported`,
  /// `@_spi(Name)`, `@preconcurrency`) and access levels (`public import`), with or
  /// without a kind (`import struct Module.Name`), one per `;`-separated statement.
  public static func imports(_ code: [UInt8]) -> [Import] {
    var found: [Import] = []
    for (index, line) in code.split(separator: newline, omittingEmptySubsequences: false).enumerated() {
      for statement in line.split(separator: semicolon) {
        if let (module, isReexported) = importedModule(Array(statement)) {
          found.append(Import(module: module, line: index + 1, isReexported: isReexported))
        }
      }
    }
    return found
  }

  private static func importedModule(_ statement: [UInt8]) -> (module: String, isReexported: Bool)? {
    var i = 0
    let n = statement.count
    func skipSpace() { while i < n && isWhitespace(statement[i]) { i += 1 } }
    func word() -> String {
      let start = i
      while i < n && isWordCharacter(statement[i]) { i += 1 }
      return String(decoding: statement[start..<i], as: UTF8.self)
    }
    var isReexported = false
    var name = ""
    while true {
      skipSpace()
      if i < n && statement[i] == at {
        i += 1
        if word() == "_exported" { isReexported = true }
        if i < n && statement[i] == openParen {
          var depth = 0
          repeat {
            if statement[i] == openParen { depth += 1 } else if statement[i] == closeParen { depth -= 1 }
            i += 1
          } while i < n && depth > 0
        }
        continue
      }
      name = word()
      if !accessLevels.contains(name) { break }
    }
    guard name == "import", i < n, isWhitespace(statement[i]) else { return nil }
    skipSpace()
    var path = word()
    if importKinds.contains(path), i < n, isWhitespace(statement[i]) {
      skipSpace()
      path = word()
    }
    guard let first = path.utf8.first, isWordStart(first) else { return nil }
    return (path, isReexported)
  }

  private static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
  private static let importKinds: Set<String> = [
    "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
  ]

  static func isWordStart(_ c: UInt8) -> Bool {
    c == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(c)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(c)
  }

  static func isWordCharacter(_ c: UInt8) -> Bool { isWordStart(c) || isDigit(c) }

  private static func isDigit(_ c: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) }

  private static func isWhitespace(_ c: UInt8) -> Bool {
    c == space || (0x09...0x0D).contains(c) || (0x1C...0x1F).contains(c)
  }

  private static let newline = UInt8(ascii: "\n")
  private static let carriageReturn = UInt8(ascii: "\r")
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
  private static let semicolon = UInt8(ascii: ";")
  private static let at = UInt8(ascii: "@")
  private static let space = UInt8(ascii: " ")
  private static let hash = UInt8(ascii: "#")
  private static let quote = UInt8(ascii: "\"")
  private static let backslash = UInt8(ascii: "\\")
  private static let openParen = UInt8(ascii: "(")
  private static let closeParen = UInt8(ascii: ")")
  private static let lineComment = Array("//".utf8)
  private static let blockOpen = Array("/*".utf8)
  private static let blockClose = Array("*/".utf8)
  private static let tripleQuote = Array("\"\"\"".utf8)
  private static let punctuation = Set("{}().:,".utf8)
}
