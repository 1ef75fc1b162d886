import Foundation

extension LayerCheck {
  /// Imports that [modules] does not allow, modules it does not list, and entries for
  /// modules that have no Swift file.
  ///
  /// A module's folder is a folder directly in Sources; one without Swift files (a C
  /// shim's module map) imports nothing and needs no entry.
  public func moduleViolations() throws -> [Violation] {
    let allowed = Dictionary(layers.modules.map { ($0.key, $0.values) }, uniquingKeysWith: { first, _ in first })
    let standard = Set(layers.standardLibrary)
    var found: [(module: String, files: [(file: URL, imports: [SwiftSource.Import])])] = []
    for module in subfolders(of: sources) {
      let files = try swiftFiles(in: sources.appendingPathComponent(module)).map {
        ($0, SwiftSource.imports(try code(of: $0)))
      }
      if !files.isEmpty { found.append((module, files)) }
    }
    let reexported = Dictionary(
      found.map { module, files in (module, Set(files.flatMap { $0.imports.filter(\.isReexported).map(\.module) })) },
      uniquingKeysWith: { first, _ in first })

    // An allowed module's `@_exported import`s come with it, transitively.
    func permitted(_ module: String) -> Set<String> {
      var result = standard
      var todo = allowed[module] ?? []
      while let pattern = todo.popLast() {
        if !result.insert(pattern).inserted { continue }
        for (m, names) in reexported where Layers.matches(m, pattern) { todo += names.sorted() }
      }
      return result
    }

    var violations: [Violation] = []
    for (module, files) in found {
      guard allowed[module] != nil else {
        violations.append(
          Violation(
            path: Layers.path, line: layers.modulesLine,
            message: "module \(module) (Sources/\(module)) is missing from [modules]"))
        continue
      }
      let ok = permitted(module)
      for (file, imports) in files {
        for i in imports where i.module != module && !ok.contains(where: { Layers.matches(i.module, $0) }) {
          violations.append(
            Violation(path: relative(file), line: i.line, message: "imports \(i.module), which \(module) may not"))
        }
      }
    }
    let present = Set(found.map(\.module))
    for entry in layers.modules where !present.contains(entry.key) {
      violations.append(
        Violation(
          path: Layers.path, line: entry.line,
          message: "[modules] lists \(entry.key), but Sources/\(entry.key) holds no Swift file"))
    }
    return violations
  }
}
