import KeyboardLab
import ProfileScreens
import Testing
import UIKit

/// The profile form keeps every input visible and comes back where it was, on every
/// phone, in both orientations, with either keyboard: the keyboard audit from a user's
/// own test target.
@MainActor
@Suite struct ProfileAuditTests {
  @Test func theProfileFormPassesTheKeyboardAudit() {
    let report = KeyboardAudit.run(
      LabScreen("profile") { ProfileViewController() }, devices: DeviceProfile.all,
      keyboards: [.software, .hardware], measurement: .labFonts)
    #expect(report.cases.count == DeviceProfile.all.count * 2 * 2)
    #expect(report.cases.allSatisfy { $0.inputs.count == 5 })
    #expect(report.findings.isEmpty, "\(report)")
  }
}
