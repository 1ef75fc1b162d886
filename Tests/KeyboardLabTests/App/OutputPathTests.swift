import Foundation
import SeedScreens
import SeedScreensTestSupport
import Testing

@testable import KeyboardAudit
@testable import KeyboardLab

/// Outputs are checked before a command works: what cannot be written is said at once,
/// and the check itself leaves nothing behind and changes no file.
struct OutputPathTests {
  init() { SeedLabScreens.register() }

  let folder = NSTemporaryDirectory() + "output-path-\(UUID().uuidString)"

  @Test func aFileInAFolderThatCannotTakeFilesIsRefused() {
    #expect(throws: OutputPath.Unwritable.self) { try OutputPath.checkFile("/proc/keyboard-lab.json") }
    do {
      try OutputPath.checkFile("/proc/keyboard-lab.json")
    } catch {
      #expect(error.description.hasPrefix("cannot write /proc/keyboard-lab.json: "))
    }
  }

  @Test func aNewFileIsCheckedWithoutBeingLeftBehind() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/a/b/report.json"
    try OutputPath.checkFile(path)
    // The folders are made, as writing would; the probe is gone.
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: folder + "/a/b", isDirectory: &isFolder) && isFolder.boolValue)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func anExistingFileKeepsWhatItHolds() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/old.png"
    try Data("kept".utf8).write(to: URL(fileURLWithPath: path))
    try OutputPath.checkFile(path)
    #expect(FileManager.default.contents(atPath: path) == Data("kept".utf8))
  }

  @Test func aFolderIsNoFileAndAFileIsNoFolder() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    #expect(throws: OutputPath.Unwritable.self) { try OutputPath.checkFile(folder) }
    let file = folder + "/plain"
    try Data().write(to: URL(fileURLWithPath: file))
    #expect(throws: OutputPath.Unwritable.self) { try OutputPath.checkFolder(file + "/report") }
    try OutputPath.checkFolder(folder + "/report")
    #expect((try FileManager.default.contentsOfDirectory(atPath: folder + "/report")).isEmpty)
  }

  @Test func aScriptThatWritesWhereItCannotIsRefusedAtItsLine() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/shots.script"
    try Data("wait 0.1\nscreenshot \(folder)/ok.png\nlab plot /proc/plot.png\n".utf8).write(
      to: URL(fileURLWithPath: path))
    #expect(throws: Script.ParseError.self) { try Script.loadCheckingOutputs(path: path) }
    do {
      _ = try Script.loadCheckingOutputs(path: path)
    } catch {
      #expect(error.line == 3)
      #expect(error.message.hasPrefix("cannot write /proc/plot.png"))
    }
  }
}
