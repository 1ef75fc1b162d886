/// One token of Swift source, as `SwiftTokenizer` cuts it: enough of the language to
/// know what is code and what is a string or a comment, which is all a mechanical
/// rewrite needs to touch code and nothing else.
public struct SwiftToken: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// Spaces and tabs.
    case space
    case newline
    /// `// …` to the end of the line, or `/* … */` (nested).
    case comment
    /// A string literal, whole: its interpolations, raw delimiters and lines included.
    case string
    /// A name, a keyword or a backticked name.
    case identifier
    /// `#selector`, `#if`, `#keyPath`…
    case poundKeyword
    /// `@objc`, `@IBAction`… (the name only; arguments follow as tokens).
    case attribute
    case number
    /// Any other character: operators and brackets, one character a token.
    case punctuation
  }

  public let kind: Kind
  /// The token's bytes in the source's UTF-8.
  public let range: Range<Int>
  /// The line it starts on, from 1.
  public let line: Int

  /// Whether the token is code's layout rather than code: space, newlines, comments.
  public var isTrivia: Bool { kind == .space || kind == .newline || kind == .comment }
}
