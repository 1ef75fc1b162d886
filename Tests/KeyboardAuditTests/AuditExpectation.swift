import Foundation
import KeyboardLab
import Testing
import UIKit

/// Audits `screen` on every phone, both orientations and both keyboards with the lab's
/// fonts, and expects exactly `expected(case)` as the kinds found in each case; a
/// landscape case is skipped exactly when `skipsLandscape` (a portrait-only screen).
/// Returns the report for further checks.
@MainActor
@discardableResult
func expectAuditKinds(
  _ screen: LabScreen, skipsLandscape: Bool = false, sourceLocation: SourceLocation = #_sourceLocation,
  _ expected: (KeyboardAuditCase) -> Set<KeyboardAuditFinding.Kind>
) -> KeyboardAuditReport {
  let report = KeyboardAudit.run(
    screen, devices: DeviceProfile.phones, keyboards: KeyboardAudit.KeyboardMode.allCases, measurement: .labFonts)
  #expect(report.cases.count == DeviceProfile.phones.count * 2 * 2, sourceLocation: sourceLocation)
  for audited in report.cases {
    let skips = skipsLandscape && audited.orientation.isLandscape
    #expect((audited.skipped != nil) == skips, "\(audited)", sourceLocation: sourceLocation)
    guard audited.skipped == nil else { continue }
    let found = Set(report.findings(for: audited).map(\.kind))
    let want = expected(audited)
    let place = "\(audited.device.name) \(KeyboardAudit.name(of: audited.orientation)) \(audited.keyboard.rawValue)"
    #expect(
      found == want,
      "\(place): want \(want.map(\.rawValue).sorted()), found \(report.findings(for: audited)) notes \(audited.notes)",
      sourceLocation: sourceLocation)
  }
  return report
}

/// Whether the case types on the on-screen keyboard.
func isSoftware(_ audited: KeyboardAuditCase) -> Bool { audited.keyboard == .software }
