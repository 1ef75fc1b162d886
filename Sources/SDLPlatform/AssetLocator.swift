import Foundation

/// Finds the app's `Assets/` directory (fonts, images) and names missing files clearly.
///
/// Searched in this order, the first that exists wins:
/// 1. `$KEYBOARDLAB_ASSETS`, when set (an explicit choice beats any guess; a set but
///    missing directory is an error, not a fall-through);
/// 2. next to the executable: `<dir>/Assets`, then `<dir>/../share/keyboard-lab/Assets`
///    (an installed layout);
/// 3. the package root: the nearest ancestor of the executable, then of the current
///    directory, holding both `Package.swift` and `Assets/` (`swift run`, `swift test`).
public struct AssetLocator: Sendable {
  public let root: URL

  /// A required file that is not there.
  public struct MissingAsset: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let what: String
    public var description: String { "missing asset: \(what) not found at \(path)" }
  }

  public init(root: URL) {
    self.root = root
  }

  /// Locates the assets directory; throws `MissingAsset` naming where it looked.
  public static func locate(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    executable: URL = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath(),
    currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  ) throws(MissingAsset) -> AssetLocator {
    if let explicit = environment["KEYBOARDLAB_ASSETS"], !explicit.isEmpty {
      let url = URL(fileURLWithPath: explicit)
      guard isDirectory(url) else {
        throw MissingAsset(path: url.path, what: "assets directory (KEYBOARDLAB_ASSETS)")
      }
      return AssetLocator(root: url)
    }
    var candidates: [URL] = []
    let executableDirectory = executable.deletingLastPathComponent()
    candidates.append(executableDirectory.appendingPathComponent("Assets"))
    candidates.append(
      executableDirectory.appendingPathComponent("../share/keyboard-lab/Assets").standardizedFileURL)
    for start in [executableDirectory, currentDirectory] {
      var directory = start.standardizedFileURL
      while true {
        let assets = directory.appendingPathComponent("Assets")
        if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path),
          isDirectory(assets)
        {
          candidates.append(assets)
          break
        }
        let parent = directory.deletingLastPathComponent()
        if parent.path == directory.path { break }
        directory = parent
      }
    }
    if let found = candidates.first(where: isDirectory) { return AssetLocator(root: found) }
    throw MissingAsset(
      path: candidates.map(\.path).joined(separator: ", "),
      what: "assets directory (set KEYBOARDLAB_ASSETS)")
  }

  /// The path of a required file under the assets root.
  public func file(_ relativePath: String, what: String) throws(MissingAsset) -> String {
    let path = root.appendingPathComponent(relativePath).path
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw MissingAsset(path: path, what: what)
    }
    return path
  }

  /// The files directly under `relativeDirectory` whose names end in `suffix`, sorted.
  public func files(in relativeDirectory: String, suffix: String) -> [String] {
    let directory = root.appendingPathComponent(relativeDirectory)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.lowercased().hasSuffix(suffix) }.sorted().map {
      directory.appendingPathComponent($0).path
    }
  }

  private static func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
  }
}
