import Foundation

extension LayerCheck {
  /// Uses, in a module whose folders Sources/LAYERS orders (`[Module folders]`), of a
  /// type, free function, global or extension static that the module declares only in a
  /// later folder, less the listed exceptions; files in folders the section does not
  /// list; a module with Swift files in folders and no section; and exceptions nothing
  /// needs any more.
  ///
  /// A type counts where its name stands alone or qualified by the module
  /// (`UIKit.UIWindow`), never as a member after another dot; a free function or
  /// global counts unless the file declares that name itself (a local or member
  /// shadowing it); an extension static counts as `Type.member`.
  public func folderViolations() throws -> [Violation] {
    var exceptions = Set<Exception>()
    var exceptionLines: [Exception: Int] = [:]
    for entry in layers.exceptions {
      for symbol in entry.values {
        let exception = Exception(path: entry.key, symbol: symbol)
        exceptions.insert(exception)
        if exceptionLines[exception] == nil { exceptionLines[exception] = entry.line }
      }
    }
    var violations: [Violation] = []
    var usedExceptions = Set<Exception>()
    let ordered = Set(layers.folders.map(\.module))
    for module in subfolders(of: sources) where !ordered.contains(module) {
      let root = sources.appendingPathComponent(module)
      if let nested = swiftFiles(in: root).first(where: { $0.deletingLastPathComponent().path != root.path }) {
        violations.append(
          Violation(
            path: relative(nested), line: 1,
            message: "module \(module) has folders but no [\(module) folders] in \(Layers.path)"))
      }
    }
    let modules = Set(subfolders(of: sources))
    for section in layers.folders {
      guard modules.contains(section.module) else {
        violations.append(
          Violation(
            path: Layers.path, line: section.line,
            message: "[\(section.module) folders] names no module of Sources/"))
        continue
      }
      let present = Set(subfolders(of: sources.appendingPathComponent(section.module)))
      for folder in section.folders where !present.contains(folder) {
        violations.append(
          Violation(
            path: Layers.path, line: section.line,
            message: "folder \(folder) of [\(section.module) folders] is not in Sources/\(section.module)"))
      }
      violations += try folderViolations(
        module: section.module, folders: section.folders, exceptions: exceptions, used: &usedExceptions)
    }
    let unused = exceptions.subtracting(usedExceptions).sorted {
      (exceptionLines[$0]!, $0.symbol) < (exceptionLines[$1]!, $1.symbol)
    }
    for exception in unused {
      violations.append(
        Violation(
          path: Layers.path, line: exceptionLines[exception]!,
          message: "the exception for \(exception.symbol) in \(exception.path) is no longer needed"))
    }
    return violations
  }

  /// The one-way order of one module's folders.
  private func folderViolations(
    module: String, folders: [String], exceptions: Set<Exception>, used usedExceptions: inout Set<Exception>
  ) throws -> [Violation] {
    let moduleRoot = sources.appendingPathComponent(module)
    var files: [(path: String, level: Int, tokens: [SwiftSource.Token], declarations: Declarations)] = []
    var violations: [Violation] = []
    for file in swiftFiles(in: moduleRoot) {
      let parts = String(file.path.dropFirst(moduleRoot.path.count + 1)).split(separator: "/").map(String.init)
      let level: Int
      if parts.count == 1 {
        level = -1  // directly in Sources/<module>: below every folder
      } else if let index = folders.firstIndex(of: parts[0]) {
        level = index
      } else {
        violations.append(
          Violation(
            path: relative(file), line: 1,
            message: "folder \(parts[0]) is missing from [\(module) folders] in \(Layers.path)"))
        continue
      }
      let tokens = SwiftSource.tokens(try code(of: file))
      files.append((relative(file), level, tokens, Declarations(tokens)))
    }

    typealias Origin = (level: Int, path: String)
    func lowest<Symbol: Hashable>(_ table: (Declarations) -> [Symbol: Int]) -> [Symbol: Origin] {
      var best: [Symbol: Origin] = [:]
      for (path, level, _, declarations) in files {
        for symbol in table(declarations).keys where best[symbol].map({ level < $0.level }) ?? true {
          best[symbol] = (level, path)
        }
      }
      return best
    }
    let types = lowest(\.types)
    let functions = lowest(\.functions)
    let statics = lowest(\.statics)

    for (path, level, tokens, own) in files {
      var seen = Set<String>()
      func report(_ symbol: String, _ line: Int, _ origin: Origin) {
        let exception = Exception(path: path, symbol: symbol)
        if exceptions.contains(exception) {
          usedExceptions.insert(exception)
        } else if seen.insert(symbol).inserted {
          let home = String(origin.path.dropFirst("Sources/\(module)/".count))
          let own = level < 0 ? "the files directly in Sources/\(module)" : "folder \(folders[level])"
          violations.append(Violation(path: path, line: line, message: "uses \(symbol) of \(home), above \(own)"))
        }
      }
      for (k, token) in tokens.enumerated() {
        let tok = token.text
        guard Declarations.isIdentifier(tok) else { continue }
        if k > 0 && tokens[k - 1].text == "." {
          // `Module.Name` names the module's own Name; `x.Name` a member.
          guard k >= 2 && tokens[k - 2].text == module && (k < 3 || tokens[k - 3].text != ".") else { continue }
          if let origin = types[tok] ?? functions[tok], origin.level > level { report(tok, token.line, origin) }
          continue
        }
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

    return violations
  }
}

private struct Exception: Hashable {
  var path: String
  var symbol: String
}
