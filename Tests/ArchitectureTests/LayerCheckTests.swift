import Foundation
import LayerCheck
import Testing

/// A repository of the given files, relative path → contents, in a folder of its own
/// that is removed after `body`.
private func withRepository<T>(_ files: [String: String], _ body: (URL) throws -> T) throws -> T {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("layer-check-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: root) }
  for (path, contents) in files {
    let file = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: file)
  }
  return try body(root)
}

private func violations(_ files: [String: String]) throws -> [String] {
  try withRepository(files) { try LayerCheck(root: $0).violations().map(\.description) }
}

private func formatError(_ layers: String) -> String? {
  do {
    _ = try Layers(text: layers)
    return nil
  } catch {
    return (error as? Layers.FormatError)?.description
  }
}

@Suite("The layer checker on trees made for it")
struct LayerCheckTests {
  @Test("Reports exactly the one upward use and the one forbidden import")
  func oneOfEach() throws {
    let found = try violations([
      "Sources/LAYERS": """
      [modules]
      Base: Foundation
      App: Base
      UIKit: Base Foundation

      [standard library]
      Swift

      [UIKit folders]
      Low
      High
      """,
      "Sources/Base/Base.swift": "import Foundation\npublic struct Base {}\n",
      "Sources/App/App.swift": """
      import Base
      // import UIKit, in a comment
      let text = "import UIKit"
      import UIKit
      """,
      "Sources/UIKit/Low/LowThing.swift": """
      import Foundation

      /// A HighThing in a comment is no use of it.
      struct LowThing {
        let label = "HighThing"
        var next: HighThing?
      }
      """,
      "Sources/UIKit/High/HighThing.swift": "struct HighThing {\n  let low = LowThing()\n}\n",
    ])
    #expect(
      found == [
        "Sources/App/App.swift:4: imports UIKit, which App may not",
        "Sources/UIKit/Low/LowThing.swift:6: uses HighThing of High/HighThing.swift, above folder Low",
      ])
  }

  @Test("Re-exports, patterns, unlisted and stale modules, statics, functions, exceptions")
  func everyKind() throws {
    let found = try violations([
      "Sources/LAYERS": """
      [modules]
      Base:
      Shim: Base
      App: Shim Foundation*
      Gone: Base
      UIKit: Base

      [standard library]
      Swift

      [UIKit folders]
      Low
      High

      [exceptions]
      Sources/UIKit/Low/Listed.swift: HighThing highHelper
      """,
      "Sources/Base/Base.swift": "public let base = 1\n",
      "Sources/Shim/Shim.swift": "@_exported import Base\n",
      "Sources/App/App.swift": "import Shim\nimport Base\nimport FoundationEssentials\nimport Swift\n",
      "Sources/Extra/Extra.swift": "let extra = 1\n",
      "Sources/CShim/module.modulemap": "module CShim {}\n",
      "Sources/UIKit/Root.swift": "let root = HighThing()\n",
      "Sources/UIKit/High/HighThing.swift": """
      public struct HighThing {}
      public func highHelper() {}
      extension LowThing {
        static let highStatic = 1
      }
      """,
      "Sources/UIKit/Low/LowThing.swift": "struct LowThing {}\n",
      "Sources/UIKit/Low/Calls.swift": """
      func calls(thing: Thing) {
        highHelper()
        _ = LowThing.highStatic
        _ = UIKit.HighThing.self
        highHelper()
      }
      """,
      "Sources/UIKit/Low/Shadow.swift": """
      func shadow(thing: Thing) {
        let highHelper = 1
        _ = highHelper
        _ = thing.HighThing
      }
      """,
      "Sources/UIKit/Low/Listed.swift": "let listed: HighThing? = nil\n",
      "Sources/UIKit/Low/CarriageReturn.swift": "// a comment\rlet late: HighThing? = nil\n",
      "Sources/UIKit/Unlisted/Stray.swift": "let stray = 1\n",
    ])
    #expect(
      found == [
        "Sources/LAYERS:1: module Extra (Sources/Extra) is missing from [modules]",
        "Sources/LAYERS:5: [modules] lists Gone, but Sources/Gone holds no Swift file",
        "Sources/UIKit/Unlisted/Stray.swift:1: folder Unlisted is missing from [UIKit folders] in Sources/LAYERS",
        "Sources/UIKit/Root.swift:1: uses HighThing of High/HighThing.swift, above the files directly in Sources/UIKit",
        "Sources/UIKit/Low/Calls.swift:2: uses highHelper of High/HighThing.swift, above folder Low",
        "Sources/UIKit/Low/Calls.swift:3: uses LowThing.highStatic of High/HighThing.swift, above folder Low",
        "Sources/UIKit/Low/Calls.swift:4: uses HighThing of High/HighThing.swift, above folder Low",
        "Sources/UIKit/Low/CarriageReturn.swift:2: uses HighThing of High/HighThing.swift, above folder Low",
        "Sources/LAYERS:16: the exception for highHelper in Sources/UIKit/Low/Listed.swift is no longer needed",
      ])
  }

  /// A cycle between two folders of a module other than UIKit: the use that points up is
  /// the one reported; a module with files in folders and no section is reported too.
  @Test("Every module's folders are checked, a cycle between two of them caught")
  func foldersOfEveryModule() throws {
    let found = try violations([
      "Sources/LAYERS": """
      [modules]
      App: Foundation
      Seeds: Foundation

      [App folders]
      Shell
      Lab
      Gone

      [Ghost folders]
      Anything
      """,
      "Sources/App/Shell/Flags.swift": "struct Flags {\n  var lab: LabController?\n}\n",
      "Sources/App/Lab/LabController.swift": "struct LabController {\n  let flags = Flags()\n}\n",
      "Sources/App/Exports.swift": "let version = App.Flags()\n",
      "Sources/Seeds/Memo/Memo.swift": "struct Memo {}\n",
      "Sources/Seeds/Seeds.swift": "let memo = Memo()\n",
    ])
    #expect(
      found == [
        "Sources/Seeds/Memo/Memo.swift:1: module Seeds has folders but no [Seeds folders] in Sources/LAYERS",
        "Sources/LAYERS:5: folder Gone of [App folders] is not in Sources/App",
        "Sources/App/Exports.swift:1: uses Flags of Shell/Flags.swift, above the files directly in Sources/App",
        "Sources/App/Shell/Flags.swift:2: uses LabController of Lab/LabController.swift, above folder Shell",
        "Sources/LAYERS:10: [Ghost folders] names no module of Sources/",
      ])
  }

  @Test("A malformed Sources/LAYERS is an error, not a check switched off")
  func malformedLayers() {
    #expect(formatError("Base:\n[modules]") == "Sources/LAYERS:1: `Base:` comes before any [section]")
    #expect(
      formatError("[modules]\nBase:\n[UIKit Folders]\nLow") == "Sources/LAYERS:3: unknown section [UIKit Folders]")
    #expect(
      formatError("[modules]\nBase:\nApp: Base\nBase: App")
        == "Sources/LAYERS:4: module Base is listed twice (first on line 2)")
    #expect(formatError("[modules]\nApp Base") == "Sources/LAYERS:2: `App Base` needs the form `key: values`")
    #expect(
      formatError("[modules]\nApp: [AB]")
        == "Sources/LAYERS:2: `[AB]` is not a module name (`*` and `?` are the wildcards)")
    #expect(
      formatError("[UIKit folders]\nLow High\nLow") == "Sources/LAYERS:3: folder Low is listed twice (first on line 2)")
    #expect(
      formatError("[App folders]\nLow\n[modules]\n[App folders]\nHigh")
        == "Sources/LAYERS:4: section [App folders] is there twice (first on line 1)")
    #expect(
      formatError("[exceptions]\nSources/UIKit/A.swift:")
        == "Sources/LAYERS:2: the exception for Sources/UIKit/A.swift names no symbol")
    #expect(formatError("# header\r\n[modules]\r\nBase: # none\r\nApp: Base Swift?\r\n") == nil)
  }
}
