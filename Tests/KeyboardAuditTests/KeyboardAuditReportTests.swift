import Foundation
import KeyboardLab
import Testing
import UIKit

/// The report as the user's tests and the command read it: the table, the JSON, the
/// per-case accessors, and the one wall-clock rule.
@MainActor
@Suite struct KeyboardAuditReportTests {
  @Test func theTableHasARowPerCaseWithItsCountsAndThenEveryFinding() {
    let report = KeyboardAudit.run(
      LabScreen("pinned") { PinnedUnderKeyboardViewController() }, devices: [.iPhoneSE, .iPhone14],
      orientations: [.portrait], measurement: .labFonts)
    let lines = report.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "keyboard audit: 1 screen, 2 cases, 2 findings")
    #expect(lines[2].hasPrefix("screen  device             orientation  keyboard  inputs  covered  clipped  drift"))
    #expect(lines[3].hasPrefix("pinned  iphone-se-3rd-gen  portrait     software  1       1        ·"))
    #expect(lines[4].hasPrefix("pinned  iphone-14          portrait     software  1       1        ·"))
    #expect(lines.contains("findings:"))
    #expect(
      report.findings.map(\.description).allSatisfy { line in lines.contains { $0 == "  \(line)" } })
  }

  @Test func theJSONCarriesEveryFindingWithItsRectanglesAndTheCounts() throws {
    let report = KeyboardAudit.run(
      LabScreen("pinned") { PinnedUnderKeyboardViewController() }, devices: [.iPhone14], orientations: [.portrait],
      keyboards: [.software, .hardware], measurement: .labFonts)
    let json = try #require(try JSONSerialization.jsonObject(with: report.jsonData()) as? [String: Any])
    let cases = try #require(json["cases"] as? [[String: Any]])
    #expect(cases.map { $0["keyboard"] as? String } == ["software", "hardware"])
    #expect(cases.first?["inputs"] as? [String] == ["UITextField \"Promo code\""])
    let findings = try #require(json["findings"] as? [[String: Any]])
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding["kind"] as? String == "covered")
    #expect(finding["device"] as? String == "iphone-14")
    #expect(finding["orientation"] as? String == "portrait")
    let rects = try #require(finding["rects"] as? [[String: Any]])
    // The field 20 points above the safe area's bottom (844 − 34 − 20 = 790), 44 high;
    // the keyboard 291 high from 553.
    let input = try #require(rects.first { $0["role"] as? String == "input" })
    #expect(input["y"] as? Double == 746)
    #expect(input["height"] as? Double == 44)
    let keyboard = try #require(rects.first { $0["role"] as? String == "keyboard" })
    #expect(keyboard["y"] as? Double == 553)
    #expect(keyboard["height"] as? Double == 291)
    let counts = try #require(json["counts"] as? [String: Int])
    #expect(
      counts == [
        "covered": 1, "clipped": 0, "drift": 0, "conflict": 0, "jump": 0, "chromeDisplaced": 0, "gap": 0,
        "slowFrame": 0,
      ])
  }

  @Test func anOrientationTheScreenDoesNotSupportIsSkippedAndSaysWhy() {
    let report = KeyboardAudit.run(
      LabScreen("clipped") { ClippedByScrollViewController() }, devices: [.iPhone14], measurement: .labFonts)
    #expect(report.cases.map(\.skipped) == [nil, "the screen does not support landscape"])
    #expect(report.description.contains("skipped: the screen does not support landscape"))
  }

  @Test func slowFramesAreReportedOnlyWhenTimed() {
    let screen = LabScreen("slow") { SlowLayoutViewController() }
    let timed = KeyboardAudit.run(
      screen, devices: [.iPhone14], orientations: [.portrait], timing: true, measurement: .labFonts)
    #expect(Set(timed.findings.map(\.kind)) == [.slowFrame], "\(timed)")
    #expect(timed.findings.allSatisfy { $0.detail.contains("ms to lay out and draw (over 16.7 ms)") })
    let untimed = KeyboardAudit.run(screen, devices: [.iPhone14], orientations: [.portrait], measurement: .labFonts)
    #expect(untimed.isClean, "\(untimed)")
  }
}

/// The audit measures text with what it is given, and the report says which.
@MainActor
@Suite struct AuditMeasurementTests {
  @Test func fixedWidthByDefaultAndTheLabsFontsWhenAsked() {
    let screen = LabScreen("pinned") { PinnedUnderKeyboardViewController() }
    let plain = KeyboardAudit.run(screen, devices: [.iPhone14], orientations: [.portrait])
    let lab = KeyboardAudit.run(screen, devices: [.iPhone14], orientations: [.portrait], measurement: .labFonts)
    #expect(plain.textMeasurement == "fixed-width")
    #expect(lab.textMeasurement == "the lab's fonts")
    // The field is pinned under the keyboard whatever the text is measured with.
    #expect(plain.findings.map(\.kind) == lab.findings.map(\.kind))
  }
}
