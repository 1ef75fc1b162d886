import Foundation
import LayerCheck
import Testing

/// One issue listing every violation, one a line, as `check-layers` prints them.
private func record(_ violations: [Violation], sourceLocation: SourceLocation = #_sourceLocation) {
  guard !violations.isEmpty else { return }
  Issue.record(
    "\(violations.count) violation(s):\n\(violations.map(\.description).joined(separator: "\n"))",
    sourceLocation: sourceLocation)
}

/// The repository this file is in.
private func thisRepository(filePath: String = #filePath) throws -> LayerCheck {
  let tests = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
  return try LayerCheck(root: tests.deletingLastPathComponent())
}

@Suite("Module layers")
struct ModuleLayerTests {
  @Test("Each module imports only what Sources/LAYERS allows it")
  func importsFollowTheLayers() throws {
    record(try thisRepository().moduleViolations())
  }
}

@Suite("UIKit folder layers")
struct UIKitFolderLayerTests {
  @Test("No file names a type or static of a later folder of its module")
  func foldersPointDown() throws {
    record(try thisRepository().folderViolations())
  }
}
