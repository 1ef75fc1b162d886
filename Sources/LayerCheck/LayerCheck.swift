import Foundation

/// One use that Sources/LAYERS does not allow, or an entry of it that no longer matches
/// the sources; `path` is relative to the repository.
public struct Violation: Equatable, Sendable, CustomStringConvertible {
  public var path: String
  public var line: Int
  public var message: String

  public init(path: String, line: Int, message: String) {
    self.path = path
    self.line = line
    self.message = message
  }

  /// `path:line: message`, the form editors and CI logs link to the line.
  public var description: String { "\(path):\(line): \(message)" }
}

/// The checks of Sources/LAYERS over a repository's Sources tree: which module may import
/// which, and the one-way order of the folders inside each module.
public struct LayerCheck: Sendable {
  public let root: URL
  public let layers: Layers

  public struct ReadError: Error, CustomStringConvertible {
    public var description: String
  }

  /// Reads `root`/Sources/LAYERS; throws `ReadError` when there is none to read and
  /// `Layers.FormatError` when it is malformed.
  public init(root: URL) throws {
    self.root = root
    let file = root.appendingPathComponent(Layers.path)
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw ReadError(description: "cannot read \(file.path)")
    }
    layers = try Layers(text: String(decoding: data, as: UTF8.self))
  }

  /// Every violation: the modules' first, then the folders'.
  public func violations() throws -> [Violation] {
    try moduleViolations() + folderViolations()
  }

  var sources: URL { root.appendingPathComponent("Sources") }

  /// The folders directly inside `folder`, by name.
  func subfolders(of folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      isFolder(folder.appendingPathComponent($0))
    }.sorted()
  }

  /// The Swift files under `folder`: its own, by name, then each subfolder's.
  func swiftFiles(in folder: URL) -> [URL] {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    var files: [URL] = []
    var folders: [URL] = []
    for name in names {
      let url = folder.appendingPathComponent(name)
      if isFolder(url) {
        folders.append(url)
      } else if name.hasSuffix(".swift") {
        files.append(url)
      }
    }
    return files + folders.flatMap(swiftFiles(in:))
  }

  private func isFolder(_ url: URL) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
  }

  func code(of file: URL) throws -> [UInt8] {
    SwiftSource.strip(Array(try Data(contentsOf: file)))
  }

  func relative(_ file: URL) -> String {
    String(file.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
  }
}
