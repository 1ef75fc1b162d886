import Foundation
import SwiftPort
import Testing

@Suite struct PortCommandTests {
  func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("port-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
    var out = ""
    var err = ""
    let status = PortCommand.main(arguments, output: { out += $0 }, errors: { err += $0 })
    return (status, out, err)
  }

  let source = """
    import UIKit

    final class VC: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        let tap = UITapGestureRecognizer(target: self, action: #selector(dismiss))
        view.addGestureRecognizer(tap)
      }

      @objc func dismiss() {
        view.endEditing(true)
      }
    }

    """

  @Test func itRewritesInPlaceAndPrintsTheDiff() throws {
    let dir = try temporaryDirectory()
    let file = dir.appendingPathComponent("VC.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let result = run([file.path])
    #expect(result.status == 0)
    #expect(result.err == "")
    // Hand-written: two hunks' worth of change in one hunk (the lines are 4 apart).
    #expect(
      result.out == """
        --- \(file.path)
        +++ \(file.path)
        @@ -3,11 +3,11 @@
         final class VC: UIViewController {
           override func viewDidLoad() {
             super.viewDidLoad()
        -    let tap = UITapGestureRecognizer(target: self, action: #selector(dismiss))
        +    let tap = UITapGestureRecognizer(target: self, action: Selector("dismiss", Self.dismiss))
             view.addGestureRecognizer(tap)
           }
         
        -  @objc func dismiss() {
        +  func dismiss() {
             view.endEditing(true)
           }
         }

        """)
    let written = try String(contentsOf: file, encoding: .utf8)
    #expect(written.contains("Selector(\"dismiss\", Self.dismiss)"))
    // A second run changes nothing and prints nothing.
    let again = run([file.path])
    #expect(again.status == 0)
    #expect(again.out == "")
    #expect(try String(contentsOf: file, encoding: .utf8) == written)
  }

  @Test func aRelativePathIsPrintedAsGitPrintsIt() {
    let diff = UnifiedDiff.make(old: "a\nb\n", new: "a\nc\n", path: "Sources/V.swift")
    #expect(diff == "--- a/Sources/V.swift\n+++ b/Sources/V.swift\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n")
    #expect(
      UnifiedDiff.make(old: "x", new: "y", path: "f")
        == "--- a/f\n+++ b/f\n@@ -1 +1 @@\n-x\n\\ No newline at end of file\n+y\n\\ No newline at end of file\n")
  }

  @Test func aDryRunChangesNoFile() throws {
    let dir = try temporaryDirectory()
    let file = dir.appendingPathComponent("VC.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let result = run(["--dry-run", file.path])
    #expect(result.status == 0)
    #expect(result.out.contains("+    let tap = UITapGestureRecognizer(target: self, action: Selector("))
    #expect(try String(contentsOf: file, encoding: .utf8) == source)
  }

  @Test func aFileThatCannotBeReadStopsBeforeAnyIsWritten() throws {
    let dir = try temporaryDirectory()
    let file = dir.appendingPathComponent("VC.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let result = run([file.path, dir.appendingPathComponent("missing.swift").path])
    #expect(result.status == 2)
    #expect(result.err.contains("cannot read"))
    #expect(try String(contentsOf: file, encoding: .utf8) == source)
  }

  @Test func whatCannotBePortedIsNamedAndTheRestIsRewritten() throws {
    let dir = try temporaryDirectory()
    let file = dir.appendingPathComponent("K.swift")
    try "let a = #selector(go)\nlet b = #keyPath(View.frame)\n".write(to: file, atomically: true, encoding: .utf8)
    let result = run([file.path])
    #expect(result.status == 1)
    #expect(
      result.err
        == "\(file.path):2: cannot port: #keyPath needs the Objective-C runtime; write a Swift key path (\\Type.property)\n"
    )
    #expect(
      try String(contentsOf: file, encoding: .utf8)
        == "let a = Selector(\"go\", Self.go)\nlet b = #keyPath(View.frame)\n")
  }

  @Test func usageErrors() {
    #expect(run([]).status == 2)
    #expect(run(["--frobnicate", "x.swift"]).status == 2)
    #expect(run(["--help"]).status == 0)
  }
}
