/// The rewrite of one Swift file written for iOS into what compiles on this UIKit:
/// each `#selector(…)` becomes a `Selector` that carries its method, and the attributes
/// that need the Objective-C runtime or Interface Builder go. Strings and comments are
/// never touched (the file is tokenized, not matched line by line), a file with none of
/// these comes back byte for byte, and a ported file ports to itself.
///
/// - `#selector(name)`, `#selector(name(_:label:))`, `#selector(self.name(_:))`,
///   `#selector(Type.name(_:))`, spread over lines or not, become
///   `Selector("objcName", Self.name(_:label:))` (the type kept where one was written):
///   an unapplied method reference, so the selector keeps no object alive. The
///   Objective-C name is derived as Swift derives it (`name(_:label:)` is
///   `name:label:`, `name(label:)` is `nameWithLabel:`), from the labels written or from
///   the file's own `func name(…)` when none are, or taken from `@objc(customName:)`.
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBAction`, `@IBOutlet`,
///   `@IBInspectable`, `@IBDesignable` are removed, with the space after them (and their
///   line, when they stood alone on it).
/// - What cannot be rewritten is reported with its line and left as it is:
///   `#selector(getter: …)` and `setter:`, `#keyPath`, `NSSelectorFromString`, and
///   `@objc optional` requirements.
public struct SelectorPort {
  public struct Problem: Equatable, Sendable, CustomStringConvertible {
    public let line: Int
    public let message: String
    public var description: String { "\(line): \(message)" }
  }

  public let original: String
  public private(set) var ported: String = ""
  public private(set) var problems: [Problem] = []

  public init(_ source: String) {
    original = source
    let tokenizer = SwiftTokenizer(source)
    let tokens = tokenizer.tokens()
    var rewriter = Rewriter(tokenizer: tokenizer, tokens: tokens)
    rewriter.run()
    problems = rewriter.problems
    ported = rewriter.apply()
  }

  public var changed: Bool { ported != original }

  /// The Objective-C selector Swift gives a method named `base` whose parameters have
  /// the external labels `labels` (nil for `_`): `base` with none, then the first label
  /// joined with "With" (none for `_`), then each label and a colon.
  public static func objectiveCName(base: String, labels: [String?]) -> String {
    guard let first = labels.first else { return base }
    var name = base
    if let first {
      name += "With" + first.prefix(1).uppercased() + first.dropFirst()
    }
    name += ":"
    for label in labels.dropFirst() { name += (label ?? "") + ":" }
    return name
  }
}

/// The scan of one file's tokens and the edits it makes.
private struct Rewriter {
  let tokenizer: SwiftTokenizer
  let tokens: [SwiftToken]
  var problems: [SelectorPort.Problem] = []
  var edits: [(range: Range<Int>, replacement: String)] = []
  /// The file's `func` declarations: name → (labels, `@objc(name)`).
  var declarations: [String: [(labels: [String?], objcName: String?)]] = [:]

  static let removedAttributes: Set<String> = [
    "@objc", "@objcMembers", "@nonobjc", "@IBAction", "@IBOutlet", "@IBInspectable", "@IBDesignable",
  ]

  init(tokenizer: SwiftTokenizer, tokens: [SwiftToken]) {
    self.tokenizer = tokenizer
    self.tokens = tokens
  }

  func text(_ index: Int) -> String { tokenizer.text(of: tokens[index]) }

  /// The index of the next token that is not trivia, from `index` on.
  func code(from index: Int) -> Int? {
    var j = index
    while j < tokens.count {
      if !tokens[j].isTrivia { return j }
      j += 1
    }
    return nil
  }

  func isPunctuation(_ index: Int?, _ c: String) -> Bool {
    guard let index, index < tokens.count else { return false }
    return tokens[index].kind == .punctuation && text(index) == c
  }

  /// The index of the `)` that closes the `(` at `open`.
  func closing(_ open: Int) -> Int? {
    var depth = 0
    for j in open..<tokens.count where tokens[j].kind == .punctuation {
      switch text(j) {
      case "(", "[", "{": depth += 1
      case ")", "]", "}":
        depth -= 1
        if depth == 0 { return j }
      default: break
      }
    }
    return nil
  }

  mutating func run() {
    collectDeclarations()
    var j = 0
    while j < tokens.count {
      let token = tokens[j]
      switch token.kind {
      case .poundKeyword where text(j) == "#selector":
        j = rewriteSelector(at: j)
        continue
      case .poundKeyword where text(j) == "#keyPath":
        report(token, "#keyPath needs the Objective-C runtime; write a Swift key path (\\Type.property)")
      case .identifier where text(j) == "NSSelectorFromString":
        report(token, "NSSelectorFromString cannot call a method without the Objective-C runtime")
      case .attribute where Self.removedAttributes.contains(text(j)):
        j = removeAttribute(at: j)
        continue
      default:
        break
      }
      j += 1
    }
  }

  mutating func report(_ token: SwiftToken, _ message: String) {
    problems.append(.init(line: token.line, message: message))
  }

  // MARK: Declarations

  /// Every `func name(…)` of the file with its external labels and any
  /// `@objc(customName)` before it, for the Objective-C names of `#selector(name)`.
  mutating func collectDeclarations() {
    var pendingObjCName: String?
    var j = 0
    while j < tokens.count {
      if tokens[j].kind == .attribute, text(j) == "@objc", let open = code(from: j + 1), isPunctuation(open, "("),
        let close = closing(open)
      {
        pendingObjCName = (open + 1..<close).filter { !tokens[$0].isTrivia }.map(text).joined()
        j = close + 1
        continue
      }
      if tokens[j].kind == .identifier, text(j) == "func", let nameIndex = code(from: j + 1),
        let open = code(from: nameIndex + 1), isPunctuation(open, "("), let close = closing(open)
      {
        let name = text(nameIndex)
        declarations[name, default: []].append((parameterLabels(open, close), pendingObjCName))
        pendingObjCName = nil
        j = close + 1
        continue
      }
      if tokens[j].kind == .identifier, ["var", "let", "class", "struct", "init"].contains(text(j)) {
        pendingObjCName = nil
      }
      j += 1
    }
  }

  /// The external labels of the parameters between `open` and `close`.
  func parameterLabels(_ open: Int, _ close: Int) -> [String?] {
    var labels: [String?] = []
    var depth = 0
    var atStart = true
    var j = open + 1
    while j < close {
      if tokens[j].isTrivia {
        j += 1
        continue
      }
      let t = text(j)
      if tokens[j].kind == .punctuation {
        if ["(", "[", "{", "<"].contains(t) { depth += 1 }
        if [")", "]", "}", ">"].contains(t) { depth -= 1 }
        if t == ",", depth == 0 { atStart = true }
      } else if atStart, depth == 0, tokens[j].kind == .identifier {
        labels.append(t == "_" ? nil : t.trimmingBackticks)
        atStart = false
      }
      j += 1
    }
    return labels
  }

  // MARK: #selector

  /// Rewrites the `#selector(…)` at `index`; returns the index to go on from.
  mutating func rewriteSelector(at index: Int) -> Int {
    guard let open = code(from: index + 1), isPunctuation(open, "("), let close = closing(open) else {
      report(tokens[index], "#selector without its parenthesised method")
      return index + 1
    }
    let inner = (open + 1..<close).filter { !tokens[$0].isTrivia }
    let innerText = inner.map(text)
    if let first = innerText.first, first == "getter" || first == "setter" {
      report(tokens[index], "#selector(\(first): …) names a property accessor; write a method that reads or sets it")
      return close + 1
    }
    // The method's path: [qualifier .] name [ ( labels ) ].
    var path: [String] = []
    var k = 0
    while k < innerText.count {
      let t = innerText[k]
      if t == "(" { break }
      path.append(t)
      k += 1
    }
    let dotted = path.joined()
    let components = dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard let base = components.last, !base.isEmpty,
      components.allSatisfy({ !$0.isEmpty && $0.first.map { $0.isLetter || $0 == "_" || $0 == "`" } == true })
    else {
      report(tokens[index], "#selector(\(innerText.joined())) is not a method reference this can rewrite")
      return close + 1
    }
    var labels: [String?]?
    var labelText = ""
    if k < innerText.count {
      // ( label: label: … )
      let rest = Array(innerText[k...])
      guard rest.first == "(", rest.last == ")" else {
        report(tokens[index], "#selector(\(innerText.joined())) is not a method reference this can rewrite")
        return close + 1
      }
      labelText = rest.joined()
      labels = rest.dropFirst().dropLast().filter { $0 != ":" }.map { $0 == "_" ? nil : $0 }
    }
    var qualifier = components.dropLast().joined(separator: ".")
    if qualifier == "super" {
      report(tokens[index], "#selector(super.…) cannot be an unapplied method reference; name the class")
      return close + 1
    }
    if qualifier.isEmpty || qualifier == "self" { qualifier = "Self" }
    let name = objectiveCName(base: base.trimmingBackticks, labels: labels)
    let replacement = "Selector(\"\(name)\", \(qualifier).\(base)\(labelText))"
    edits.append((tokens[index].range.lowerBound..<tokens[close].range.upperBound, replacement))
    return close + 1
  }

  func objectiveCName(base: String, labels: [String?]?) -> String {
    let candidates = declarations[base] ?? []
    if let labels {
      if let custom = candidates.first(where: { $0.labels == labels })?.objcName { return custom }
      return SelectorPort.objectiveCName(base: base, labels: labels)
    }
    // `#selector(name)`: the file's own declaration says what the labels are, when it
    // is not overloaded.
    if candidates.count == 1, let only = candidates.first {
      return only.objcName ?? SelectorPort.objectiveCName(base: base, labels: only.labels)
    }
    return base
  }

  // MARK: Attributes

  /// Removes the attribute at `index` (with `(…)` after `@objc`) and the space after it,
  /// or its whole line when nothing else is on it; returns the index to go on from.
  mutating func removeAttribute(at index: Int) -> Int {
    var end = index
    let name = text(index)
    if name == "@objc", index + 1 < tokens.count, isPunctuation(index + 1, "("), let close = closing(index + 1) {
      end = close
    }
    if name == "@objc", let next = code(from: end + 1), tokens[next].kind == .identifier, text(next) == "optional" {
      report(
        tokens[index], "@objc optional requirements need the Objective-C runtime; give them a default in an extension")
      return end + 1
    }
    var lower = tokens[index].range.lowerBound
    var upper = tokens[end].range.upperBound
    var after = end + 1
    while after < tokens.count, tokens[after].kind == .space { after += 1 }
    let lineEnds = after >= tokens.count || tokens[after].kind == .newline
    var before = index - 1
    while before >= 0, tokens[before].kind == .space { before -= 1 }
    let lineStarts = before < 0 || tokens[before].kind == .newline
    if lineStarts && lineEnds {
      // The attribute had its own line: the line goes.
      lower = before < 0 ? 0 : tokens[before].range.upperBound
      upper = after < tokens.count ? tokens[after].range.upperBound : tokenizer.bytes.count
    } else if after > end + 1 {
      upper = tokens[after - 1].range.upperBound
    }
    edits.append((lower..<upper, ""))
    return after
  }

  func apply() -> String {
    guard !edits.isEmpty else { return String(decoding: tokenizer.bytes, as: UTF8.self) }
    var bytes = tokenizer.bytes
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension String {
  fileprivate var trimmingBackticks: String {
    hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
  }
}
