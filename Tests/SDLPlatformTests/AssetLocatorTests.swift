import Foundation
import Testing

@testable import SDLPlatform

/// Finding Assets/ and naming what is missing.
struct AssetLocatorTests {
  @Test("KEYBOARDLAB_ASSETS wins; a set but missing directory is an error naming it")
  func environment() throws {
    let found = try AssetLocator.locate()
    let explicit = try AssetLocator.locate(environment: ["KEYBOARDLAB_ASSETS": found.root.path])
    #expect(explicit.root.path == found.root.path)
    #expect(throws: AssetLocator.MissingAsset.self) {
      try AssetLocator.locate(environment: ["KEYBOARDLAB_ASSETS": "/nonexistent/assets"])
    }
    do {
      _ = try AssetLocator.locate(environment: ["KEYBOARDLAB_ASSETS": "/nonexistent/assets"])
    } catch {
      #expect(error.description.contains("/nonexistent/assets"))
    }
  }

  @Test("The package root is found from the executable's directory or the current one")
  func packageRoot() throws {
    let found = try AssetLocator.locate(
      environment: [:], executable: URL(fileURLWithPath: "/nowhere/bin/keyboard-lab"),
      currentDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
    #expect(FileManager.default.fileExists(atPath: found.root.appendingPathComponent("Fonts/NanumGothic.ttf").path))
    #expect(FileManager.default.fileExists(atPath: found.root.appendingPathComponent("Fonts/OFL.txt").path))
    #expect(throws: AssetLocator.MissingAsset.self) {
      try AssetLocator.locate(
        environment: [:], executable: URL(fileURLWithPath: "/nowhere/bin/keyboard-lab"),
        currentDirectory: URL(fileURLWithPath: "/"))
    }
  }

  @Test("A missing file is an error with its full path")
  func missingFile() throws {
    let assets = try AssetLocator.locate()
    do {
      _ = try assets.file("Fonts/Missing.ttf", what: "font")
      Issue.record("expected an error")
    } catch {
      #expect(error.path.hasSuffix("Assets/Fonts/Missing.ttf"))
      #expect(error.description.hasPrefix("missing asset: font not found at /"))
    }
  }
}
