/// Swift source read just well enough to find the names it uses: comments and string
/// literals blanked, then words and a few punctuation marks with their lines.
///
/// scripts/check-layers.py reads sources the same way; the two must agree.
enum SwiftSource {
  struct Token: Equatable {
    var text: String
    var line: Int
  }

  /// The source with comments and string literals blanked, newlines kept (so line
  /// numbers stay); the code inside string interpolations is kept, it is code.
  static func strip(_ source: [UInt8]) -> [UInt8] {
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

  /// Each word (identifier or keyword) and each of `{ } ( ) . : ,`; numbers and other
  /// characters are dropped.
  static func tokens(_ code: [UInt8]) -> [Token] {
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

  struct Import: Equatable {
    var module: String
    var line: Int
    var isReexported: Bool
  }

  /// Every import declaration of stripped source.
  static func imports(_ code: [UInt8]) -> [Import] {
    let kinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
    var found: [Import] = []
    for (index, line) in code.split(separator: newline, omittingEmptySubsequences: false).enumerated() {
      var words = line.split(whereSeparator: isWhitespace).map { String(decoding: $0, as: UTF8.self) }
      var attributes: [String] = []
      while let first = words.first, first.hasPrefix("@") { attributes.append(words.removeFirst()) }
      guard words.count >= 2, words[0] == "import" else { continue }
      let path = kinds.contains(words[1]) && words.count > 2 ? words[2] : words[1]
      let name = String(path.split(separator: ".", omittingEmptySubsequences: false)[0])
      if let first = name.utf8.first, isWordStart(first) {
        found.append(Import(module: name, line: index + 1, isReexported: attributes.contains("@_exported")))
      }
    }
    return found
  }

  static func isWordStart(_ c: UInt8) -> Bool {
    c == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(c)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(c)
  }

  static func isWordCharacter(_ c: UInt8) -> Bool { isWordStart(c) || isDigit(c) }

  private static func isDigit(_ c: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) }

  /// What Python's `str.split()` splits on.
  private static func isWhitespace(_ c: UInt8) -> Bool {
    c == space || (0x09...0x0D).contains(c) || (0x1C...0x1F).contains(c)
  }

  private static let newline = UInt8(ascii: "\n")
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
