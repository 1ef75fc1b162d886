/// Sources/LAYERS, read: which module may import which, the toolchain's own modules, the
/// order of each module's folders and the upward uses allowed file by file.
///
/// The file is strict about its own form, so that a typo cannot switch a check off: an
/// unknown section, a module or folder listed twice and an exception naming no symbol
/// are errors, not ignored lines.
public struct Layers: Sendable {
  /// One `key: values` line.
  public struct Entry: Equatable, Sendable {
    public var key: String
    public var values: [String]
    public var line: Int
  }

  /// Each module with the patterns of the modules it may import, in file order.
  public private(set) var modules: [Entry] = []
  /// The line of the `[modules]` header, where a missing module is reported.
  public private(set) var modulesLine = 1
  public private(set) var standardLibrary: [String] = []
  /// Each module's folders, lowest first (a `[Module folders]` section each), in file
  /// order.
  public private(set) var folders: [(module: String, folders: [String], line: Int)] = []
  /// UIKit's folders, lowest first.
  public var uikitFolders: [String] { folders.first { $0.module == "UIKit" }?.folders ?? [] }
  /// Each file with the symbols of higher folders it may name.
  public private(set) var exceptions: [Entry] = []

  /// Where the file is, relative to the repository, for messages.
  public static let path = "Sources/LAYERS"

  public struct FormatError: Error, CustomStringConvertible, Equatable {
    public var line: Int
    public var message: String
    public var description: String { "\(Layers.path):\(line): \(message)" }
  }

  private enum Section: Equatable {
    case modules
    case standardLibrary
    /// `[Module folders]`: that module's folders, lowest first.
    case folders(module: String)
    case exceptions

    init?(_ name: String) {
      switch name {
      case "modules": self = .modules
      case "standard library": self = .standardLibrary
      case "exceptions": self = .exceptions
      default:
        let suffix = " folders"
        guard name.hasSuffix(suffix), name.count > suffix.count else { return nil }
        self = .folders(module: String(name.dropLast(suffix.count)))
      }
    }
  }

  public init(text: String) throws {
    var section: Section?
    var moduleLines: [String: Int] = [:]
    var folderLines: [String: Int] = [:]
    var sectionLines: [String: Int] = [:]
    for (index, raw) in Self.lines(of: text).enumerated() {
      let number = index + 1
      let line = Self.trimmed(raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
      if line.isEmpty { continue }
      if line.hasPrefix("[") && line.hasSuffix("]") {
        let name = Self.trimmed(line.dropFirst().dropLast())
        guard let known = Section(name) else {
          throw FormatError(line: number, message: "unknown section [\(name)]")
        }
        if let first = sectionLines[name] {
          throw FormatError(line: number, message: "section [\(name)] is there twice (first on line \(first))")
        }
        sectionLines[name] = number
        section = known
        if known == .modules { modulesLine = number }
        if case .folders(let module) = known {
          folders.append((module, [], number))
          folderLines = [:]
        }
        continue
      }
      switch section {
      case nil:
        throw FormatError(line: number, message: "`\(line)` comes before any [section]")
      case .modules:
        let entry = try Self.entry(line, number)
        if let first = moduleLines[entry.key] {
          throw FormatError(line: number, message: "module \(entry.key) is listed twice (first on line \(first))")
        }
        for pattern in entry.values where !pattern.allSatisfy(Self.isPatternCharacter) {
          throw FormatError(line: number, message: "`\(pattern)` is not a module name (`*` and `?` are the wildcards)")
        }
        moduleLines[entry.key] = number
        modules.append(entry)
      case .standardLibrary:
        standardLibrary += Self.words(line)
      case .folders:
        for folder in Self.words(line) {
          if let first = folderLines[folder] {
            throw FormatError(line: number, message: "folder \(folder) is listed twice (first on line \(first))")
          }
          folderLines[folder] = number
          folders[folders.count - 1].folders.append(folder)
        }
      case .exceptions:
        let entry = try Self.entry(line, number)
        if entry.values.isEmpty {
          throw FormatError(line: number, message: "the exception for \(entry.key) names no symbol")
        }
        exceptions.append(entry)
      }
    }
  }

  private static func entry(_ line: String, _ number: Int) throws -> Entry {
    guard let colon = line.firstIndex(of: ":") else {
      throw FormatError(line: number, message: "`\(line)` needs the form `key: values`")
    }
    return Entry(key: trimmed(line[..<colon]), values: words(line[line.index(after: colon)...]), line: number)
  }

  /// Lines as a text editor counts them: `\r\n`, `\r` and `\n` each end one.
  static func lines(of text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
  }

  private static func words(_ text: Substring) -> [String] {
    text.split(whereSeparator: \.isWhitespace).map(String.init)
  }

  private static func words(_ text: String) -> [String] { words(text[...]) }

  private static func trimmed(_ text: Substring) -> String {
    String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }

  private static func isPatternCharacter(_ c: Character) -> Bool {
    c.isASCII && (c.isLetter || c.isNumber || c == "_" || c == "-" || c == "*" || c == "?")
  }

  /// Shell-style matching with `*` (any run of characters) and `?` (one character).
  public static func matches(_ name: String, _ pattern: String) -> Bool {
    func match(_ n: Substring, _ p: Substring) -> Bool {
      guard let first = p.first else { return n.isEmpty }
      switch first {
      case "*": return match(n, p.dropFirst()) || (!n.isEmpty && match(n.dropFirst(), p))
      case "?": return !n.isEmpty && match(n.dropFirst(), p.dropFirst())
      default: return n.first == first && match(n.dropFirst(), p.dropFirst())
      }
    }
    return match(Substring(name), Substring(pattern))
  }
}
