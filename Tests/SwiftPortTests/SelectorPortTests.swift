import Foundation
import SwiftPort
import Testing

/// The port's rewrites, each against the text an iOS developer would write by hand for
/// this UIKit, and the test files of this repository that are themselves ported code.
@Suite struct SelectorPortTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let repository = root.deletingLastPathComponent().deletingLastPathComponent()

  func port(_ source: String) -> SelectorPort { SelectorPort(source) }

  @Test func everyFormOfSelectorBecomesASelectorThatCarriesItsMethod() {
    let source = """
      class A {
        @objc func bare() {}
        @objc func one(_ n: Notification) {}
        @objc func labelled(notification: Notification) {}
        @objc(customTap:) func tap(_ r: UITapGestureRecognizer) {}
        func wire() {
          _ = #selector(bare)
          _ = #selector(one)
          _ = #selector(one(_:))
          _ = #selector(self.one(_:))
          _ = #selector(A.labelled(notification:))
          _ = #selector(tap(_:))
          _ = #selector( UIView.endEditing(_:) )
          _ = #selector(
            one(_:)
          )
          _ = #selector(Other.two(_:and:))
        }
      }
      """
    let expected = """
      class A {
        func bare() {}
        func one(_ n: Notification) {}
        func labelled(notification: Notification) {}
        func tap(_ r: UITapGestureRecognizer) {}
        func wire() {
          _ = Selector("bare", Self.bare)
          _ = Selector("one:", Self.one)
          _ = Selector("one:", Self.one(_:))
          _ = Selector("one:", Self.one(_:))
          _ = Selector("labelledWithNotification:", A.labelled(notification:))
          _ = Selector("customTap:", Self.tap(_:))
          _ = Selector("endEditing:", UIView.endEditing(_:))
          _ = Selector("one:", Self.one(_:))
          _ = Selector("two:and:", Other.two(_:and:))
        }
      }
      """
    let result = port(source)
    #expect(result.ported == expected)
    #expect(result.problems == [])
  }

  @Test func stringsAndCommentsAreLeftAlone() {
    let source = #"""
      // #selector(inComment) and @objc in a comment
      /* nested /* #selector(deeper) */ @objc */
      let a = "#selector(inString) @objc"
      let b = #"raw "#selector(x)" \(y)"#
      let c = """
        #selector(multi) @IBAction
        """
      let d = "\(f("#selector(interp)")) @objc"
      @objc func real() {}
      """#
    let result = port(source)
    #expect(result.ported == source.replacingOccurrences(of: "@objc func real", with: "func real"))
  }

  @Test func attributesGoWithTheirSpaceOrTheirLine() {
    let source = """
      @objcMembers class Form: UIViewController {
        @IBOutlet weak var field: UITextField!
        @IBOutlet private var label: UILabel!
        @IBInspectable var radius: CGFloat = 0
        @objc
        func alone() {}
        @objc private func privately() {}
        @IBAction func tapped(_ sender: Any) {}
        @objc(renamed) func named() {}
        @nonobjc func swiftOnly() {}
        @MainActor func kept() {}
      }
      """
    let expected = """
      class Form: UIViewController {
        weak var field: UITextField!
        private var label: UILabel!
        var radius: CGFloat = 0
        func alone() {}
        private func privately() {}
        func tapped(_ sender: Any) {}
        func named() {}
        func swiftOnly() {}
        @MainActor func kept() {}
      }
      """
    #expect(port(source).ported == expected)
  }

  @Test func whatCannotBeRewrittenIsNamedByLineAndLeft() {
    let source = """
      let g = #selector(getter: UIView.frame)
      let s = NSSelectorFromString("go:")
      let k = #keyPath(UIView.frame)
      @objc protocol P {
        @objc optional func maybe()
      }
      let sup = #selector(super.viewDidLoad)
      """
    let result = port(source)
    #expect(result.problems.map(\.line) == [1, 2, 3, 5, 7])
    #expect(result.ported.contains("#selector(getter: UIView.frame)"))
    #expect(result.ported.contains("@objc optional func maybe()"))
    #expect(result.ported.contains("protocol P {"))
    #expect(!result.ported.contains("@objc protocol"))
  }

  @Test func objectiveCNamesFollowSwiftsRule() {
    #expect(SelectorPort.objectiveCName(base: "go", labels: []) == "go")
    #expect(SelectorPort.objectiveCName(base: "go", labels: [nil]) == "go:")
    #expect(SelectorPort.objectiveCName(base: "go", labels: ["to"]) == "goWithTo:")
    #expect(SelectorPort.objectiveCName(base: "go", labels: [nil, "forEvent"]) == "go:forEvent:")
    #expect(SelectorPort.objectiveCName(base: "go", labels: [nil, nil]) == "go::")
  }

  /// The corpus: tests of this repository written with selectors as iOS code would be,
  /// each `Corpus/NAME.ios.txt` beside the one file `NAME.swift` under Tests/ that it
  /// ports to.
  static func corpusNames() -> [String] {
    let corpus = root.appendingPathComponent("Corpus").path
    let files = (try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? []
    return files.filter { $0.hasSuffix(".ios.txt") }.map { String($0.dropLast(".ios.txt".count)) }.sorted()
  }

  /// The files named `NAME.swift` anywhere under Tests/, relative to the repository.
  static func portedFiles(named name: String) -> [String] {
    let tests = repository.appendingPathComponent("Tests")
    guard let enumerator = FileManager.default.enumerator(atPath: tests.path) else { return [] }
    var found: [String] = []
    for case let path as String in enumerator where URL(fileURLWithPath: path).lastPathComponent == "\(name).swift" {
      found.append("Tests/" + path)
    }
    return found.sorted()
  }

  /// The pairs that came first, where they are; the technique screens in Selectors/ join
  /// them by being there.
  @Test func theCorpusFindsEachPortedFile() {
    let pinned = [
      "SelectorStyleScreenTests": "Tests/KeyboardTechniquesTests/SelectorStyleScreenTests.swift",
      "GestureRecognizerTests": "Tests/UIKitTestingTests/GestureRecognizerTests.swift",
      "TargetActionTests": "Tests/UIKitTestingTests/TargetActionTests.swift",
      "UIToolbarTests": "Tests/UIKitTests/Controls/UIToolbarTests.swift",
      "TutorialSelectorScreensTests": "Tests/KeyboardTechniquesTests/TutorialSelectorScreensTests.swift",
    ]
    for (name, path) in pinned {
      #expect(Self.portedFiles(named: name) == [path])
    }
    let names = Self.corpusNames()
    #expect(Set(pinned.keys).isSubset(of: names))
    let screens = names.filter {
      Self.portedFiles(named: $0).first?.hasPrefix("Tests/KeyboardTechniquesTests/Selectors/") == true
    }
    #expect(screens.count >= 20)
  }

  /// Porting each gives, byte for byte, the test file that compiles and runs here (in
  /// Swift 6 and, for the technique screens, beside code in Swift 5 mode).
  @Test(arguments: corpusNames())
  func theCorpusPortsToTheFilesThatRunHere(name: String) throws {
    let files = Self.portedFiles(named: name)
    let ported = try #require(files.first, "no Tests/**/\(name).swift")
    #expect(files.count == 1, "\(name): \(files)")
    let original = try String(
      contentsOf: Self.root.appendingPathComponent("Corpus/\(name).ios.txt"), encoding: .utf8)
    let expected = try String(contentsOf: Self.repository.appendingPathComponent(ported), encoding: .utf8)
    #expect(original.contains("#selector("))
    let result = port(original)
    #expect(result.problems == [])
    #expect(result.ported == expected)
    // Idempotent: the ported file ports to itself.
    #expect(port(result.ported).ported == result.ported)
    #expect(!port(result.ported).changed)
  }

  /// Every Swift file of the repository's sources (none uses `#selector` or `@objc`)
  /// comes back byte for byte.
  @Test func filesWithoutSelectorsComeBackUnchanged() throws {
    let sources = Self.repository.appendingPathComponent("Sources")
    let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
    var count = 0
    for case let path as String in enumerator where path.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      if text.contains("#selector") || text.contains("@objc") || text.contains("@IB") { continue }
      let result = port(text)
      #expect(!result.changed, "\(path)")
      #expect(result.problems == [], "\(path)")
      count += 1
    }
    #expect(count > 200)
  }
}
