import Foundation

/// The checks of Sources/LAYERS over the repository's Sources tree: which module may
/// import which, and the one-way order of the folders inside Sources/UIKit.
///
/// scripts/check-layers.py (`make lint`) makes the same checks and prints the same
/// lines; change both together.
struct LayerCheck {
  let root: URL
  private let sections: [String: [String]]

  struct ConfigError: Error, CustomStringConvertible {
    var description: String
  }

  /// The repository this file is in.
  static func ofThisRepository(filePath: String = #filePath) throws -> LayerCheck {
    let root = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return try LayerCheck(root: root)
  }

  init(root: URL) throws {
    self.root = root
    let text = try String(contentsOf: root.appendingPathComponent("Sources/LAYERS"), encoding: .utf8)
    var sections: [String: [String]] = [:]
    var current: String?
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        .trimmingCharacters(in: .whitespaces)
      if line.isEmpty { continue }
      if line.hasPrefix("[") && line.hasSuffix("]") {
        let name = line.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
        current = name
        sections[name, default: []] += []
      } else if let current {
        sections[current, default: []].append(line)
      } else {
        throw ConfigError(description: "Sources/LAYERS: `\(line)` comes before any [section]")
      }
    }
    self.sections = sections
  }

  private func keyValues(_ section: String) throws -> [(key: String, values: [String])] {
    try (sections[section] ?? []).map { line in
      guard let colon = line.firstIndex(of: ":") else {
        throw ConfigError(description: "Sources/LAYERS: `\(line)` needs the form `key: values`")
      }
      let values = line[line.index(after: colon)...].split(whereSeparator: \.isWhitespace).map(String.init)
      return (line[..<colon].trimmingCharacters(in: .whitespaces), values)
    }
  }

  private func words(_ section: String) -> [String] {
    (sections[section] ?? []).flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) }
  }

  // MARK: Files

  private var sources: URL { root.appendingPathComponent("Sources") }

  /// The Swift files under `folder`, in the order Python's `os.walk` gives with sorted
  /// names: a folder's own files, then each subfolder's.
  private func swiftFiles(in folder: URL) -> [URL] {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    var files: [URL] = []
    var folders: [URL] = []
    for name in names {
      let url = folder.appendingPathComponent(name)
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
      if isFolder.boolValue {
        folders.append(url)
      } else if name.hasSuffix(".swift") {
        files.append(url)
      }
    }
    return files + folders.flatMap(swiftFiles(in:))
  }

  private func code(of file: URL) throws -> [UInt8] {
    SwiftSource.strip(Array(try Data(contentsOf: file)))
  }

  private func relative(_ file: URL) -> String {
    String(file.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
  }

  // MARK: Module imports

  func moduleViolations() throws -> [String] {
    let allowed = Dictionary(try keyValues("modules").map { ($0.key, $0.values) }, uniquingKeysWith: { a, _ in a })
    let standard = Set(words("standard library"))
    let modules = ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []).filter { name in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: sources.appendingPathComponent(name).path, isDirectory: &isFolder)
        && isFolder.boolValue
    }.sorted()
    var found: [String: [(file: URL, imports: [SwiftSource.Import])]] = [:]
    for module in modules {
      found[module] = try swiftFiles(in: sources.appendingPathComponent(module)).map {
        ($0, SwiftSource.imports(try code(of: $0)))
      }
    }
    let reexported = found.mapValues { files in
      Set(files.flatMap { $0.imports.filter(\.isReexported).map(\.module) })
    }

    // Patterns a module's imports may match: its own list, the standard library, and
    // whatever a module it may import re-exports.
    func permitted(_ module: String) -> Set<String> {
      var result = standard
      var todo = allowed[module] ?? []
      while let pattern = todo.popLast() {
        if !result.insert(pattern).inserted { continue }
        for m in modules where Self.matches(m, pattern) { todo += reexported[m, default: []].sorted() }
      }
      return result
    }

    var violations: [String] = []
    for module in modules {
      guard let files = found[module], !files.isEmpty else { continue }
      guard allowed[module] != nil else {
        violations.append("Sources/\(module): the module is missing from [modules] in Sources/LAYERS")
        continue
      }
      let ok = permitted(module)
      for (file, imports) in files {
        for i in imports where i.module != module && !ok.contains(where: { Self.matches(i.module, $0) }) {
          violations.append("\(relative(file)):\(i.line): imports \(i.module), which \(module) may not")
        }
      }
    }
    return violations
  }

  /// Shell-style matching with `*` and `?`, as Python's `fnmatch.fnmatchcase` for the
  /// patterns LAYERS uses.
  static func matches(_ name: String, _ pattern: String) -> Bool {
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

  // MARK: UIKit's folders

  func folderViolations() throws -> [String] {
    let folders = words("UIKit folders")
    var exceptions = Set<String>()
    for (path, symbols) in try keyValues("exceptions") {
      for symbol in symbols { exceptions.insert("\(path)\t\(symbol)") }
    }
    let uikit = sources.appendingPathComponent("UIKit")
    var files: [(file: URL, level: Int, tokens: [SwiftSource.Token], declarations: Declarations)] = []
    var violations: [String] = []
    for file in swiftFiles(in: uikit) {
      let parts = String(file.path.dropFirst(uikit.path.count + 1)).split(separator: "/").map(String.init)
      let level: Int
      if parts.count == 1 {
        level = -1  // directly in Sources/UIKit: below every folder
      } else if let index = folders.firstIndex(of: parts[0]) {
        level = index
      } else {
        violations.append("\(relative(file)): folder \(parts[0]) is missing from [UIKit folders] in Sources/LAYERS")
        continue
      }
      let tokens = SwiftSource.tokens(try code(of: file))
      files.append((file, level, tokens, Declarations(tokens)))
    }

    typealias Origin = (level: Int, file: URL)
    func lowest<Symbol: Hashable>(_ table: (Declarations) -> [Symbol: Int]) -> [Symbol: Origin] {
      var best: [Symbol: Origin] = [:]
      for (file, level, _, declarations) in files {
        for symbol in table(declarations).keys where best[symbol].map({ level < $0.level }) ?? true {
          best[symbol] = (level, file)
        }
      }
      return best
    }
    let types = lowest(\.types)
    let functions = lowest(\.functions)
    let statics = lowest(\.statics)
    var usedExceptions = Set<String>()

    for (file, level, tokens, own) in files {
      var seen = Set<String>()
      func report(_ symbol: String, _ line: Int, _ origin: Origin) {
        let key = "\(relative(file))\t\(symbol)"
        if exceptions.contains(key) {
          usedExceptions.insert(key)
        } else if seen.insert(symbol).inserted {
          violations.append(
            "\(relative(file)):\(line): \(symbol) (\(folders[origin.level])/\(origin.file.lastPathComponent))")
        }
      }
      for (k, token) in tokens.enumerated() {
        let tok = token.text
        guard Declarations.isIdentifier(tok), k == 0 || tokens[k - 1].text != "." else { continue }
        let higherType = types[tok].map { $0.level > level } ?? false
        if higherType {
          report(tok, token.line, types[tok]!)
        } else if let origin = functions[tok], origin.level > level, !own.local.contains(tok) {
          report(tok, token.line, origin)
        }
        if !higherType && k + 2 < tokens.count && tokens[k + 1].text == "." {
          let member = Declarations.Member(type: tok, name: tokens[k + 2].text)
          if let origin = statics[member], origin.level > level {
            report("\(tok).\(member.name)", token.line, origin)
          }
        }
      }
    }

    for key in exceptions.subtracting(usedExceptions).sorted() {
      let parts = key.split(separator: "\t").map(String.init)
      violations.append("\(parts[0]): the exception for \(parts[1]) in Sources/LAYERS is no longer needed")
    }
    return violations
  }
}
