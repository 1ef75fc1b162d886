import Foundation
import KeyboardLab
import Testing
import UIKit

/// Each fixture screen fails the audit one way, or not at all: for every case (all seven
/// phones, both orientations, both keyboards) the kinds the audit reports must be
/// exactly those the fixture's comment derives from its geometry. A kind too many is a
/// false positive, a kind missing is a miss.
@MainActor
@Suite struct KeyboardAuditFixtureTests {
  typealias Kind = KeyboardAuditFinding.Kind

  /// Runs `screen` everywhere and compares, case by case, the kinds found with `expected`.
  func expect(
    _ screen: LabScreen, _ expected: (KeyboardAuditCase) -> Set<Kind>, sourceLocation: SourceLocation = #_sourceLocation
  ) -> KeyboardAuditReport {
    let report = KeyboardAudit.run(screen, keyboards: KeyboardAudit.KeyboardMode.allCases, measurement: .labFonts)
    #expect(report.cases.count == DeviceProfile.all.count * 2 * 2, sourceLocation: sourceLocation)
    for audited in report.cases where audited.skipped == nil {
      let found = Set(report.findings(for: audited).map(\.kind))
      let want = expected(audited)
      let where_ = "\(audited.device.name) \(KeyboardAudit.name(of: audited.orientation)) \(audited.keyboard.rawValue)"
      #expect(
        found == want, "\(where_): want \(want.map(\.rawValue).sorted()), found \(report.findings(for: audited))",
        sourceLocation: sourceLocation)
    }
    return report
  }

  static func software(_ audited: KeyboardAuditCase) -> Bool { audited.keyboard == .software }

  @Test func aFieldPinnedUnderTheKeyboardIsCoveredWithTheSoftwareKeyboardOnly() {
    let report = expect(LabScreen("pinned") { PinnedUnderKeyboardViewController() }) {
      Self.software($0) ? [.covered] : []
    }
    let iPhone14 = report.findings.first { $0.device == .iPhone14 && $0.orientation == .portrait }
    // Field 746–790, keys from 844 − 291 = 553: all 44 points under them.
    #expect(iPhone14?.detail.contains("44 of 44 pt under the keyboard") == true, "\(String(describing: iPhone14))")
    #expect(iPhone14?.input == "UITextField \"Promo code\"")
    #expect(iPhone14?.rects.contains { $0.role == "keyboard" && $0.rect.minY == 553 } == true)
  }

  /// In landscape the fixed lift is longer than the keyboard (215 points against 162 to
  /// 181): it runs in the keyboard's animation block, so in the slide's fastest frames the
  /// field outruns the keyboard by more than the 2 points the jump rule allows (iPhone 14:
  /// 215/181 of the keyboard's frame step, which is over 11 points at the peak).
  @Test func aFixedLiftHalfCoversTheFieldOnFaceIDPhonesInPortraitAndOutrunsTheKeyboardInLandscape() {
    let report = expect(LabScreen("half") { HalfCoveredViewController() }) {
      guard Self.software($0) else { return [] }
      if $0.orientation.isLandscape { return [.jump] }
      return $0.device != .iPhoneSE ? [.covered] : []
    }
    // Lifted to 531–575 against keys from 553: 22 of 44 points.
    let iPhone14 = report.findings.first { $0.device == .iPhone14 }
    #expect(iPhone14?.detail.contains("22 of 44 pt") == true, "\(String(describing: iPhone14))")
  }

  @Test func aFieldLowOnTheScreenIsCoveredInLandscapeOnly() {
    _ = expect(LabScreen("landscape") { CoveredInLandscapeViewController() }) {
      Self.software($0) && $0.orientation.isLandscape ? [.covered] : []
    }
  }

  @Test func anAccessoryTheHandlerForgotCoversTheFieldWithEitherKeyboard() {
    let report = expect(LabScreen("accessory") { AccessoryCoversViewController() }) { _ in [.covered] }
    #expect(report.findings.allSatisfy { $0.detail.contains("accessory view") }, "\(report)")
  }

  @Test func aScrollViewThatShrinksAboveTheKeyboardClipsTheFieldItDoesNotScroll() {
    let report = expect(LabScreen("clipped") { ClippedByScrollViewController() }) {
      Self.software($0) ? [.clipped] : []
    }
    // The fixture is portrait only: its landscape cases are skipped, and said so.
    #expect(report.cases.filter { $0.orientation.isLandscape }.allSatisfy { $0.skipped != nil })
    #expect(report.cases.filter { $0.orientation == .portrait }.allSatisfy { $0.skipped == nil })
  }

  @Test func anOpaqueViewOverTheFieldCoversItAndTheTapReachesTheView() {
    let report = expect(LabScreen("overlay") { OverlayCoversViewController() }) { _ in [.covered] }
    #expect(report.findings.allSatisfy { $0.phase == "reach" && $0.detail.contains("UIView") }, "\(report)")
  }

  @Test func aBarOnTheKeyboardGuideDrawnOverTheFieldCoversIt() {
    _ = expect(LabScreen("toolbar") { KeyboardToolbarOverlayViewController() }) {
      Self.software($0) ? [.covered] : []
    }
  }

  @Test func aHandlerThatTakesOnePointMoreThanItGivesBackDrifts() {
    let report = expect(LabScreen("drift") { DriftingViewController() }) { Self.software($0) ? [.drift] : [] }
    // One cycle (tap, dismiss) leaves the field 1 point up: 167 (safe area 47 + 120) to 166.
    let dismiss = report.findings.first {
      $0.device == .iPhone14 && $0.orientation == .portrait && $0.phase == "dismiss"
    }
    let moved = dismiss?.rects.map(\.rect.minY) ?? []
    #expect(moved == [167, 166], "\(String(describing: dismiss))")
  }

  @Test func aSnapAfterTheKeyboardSettledIsAJump() {
    let report = expect(LabScreen("jump") { JumpingViewController() }) { Self.software($0) ? [.jump] : [] }
    #expect(report.findings.contains { $0.detail.contains("moved 260 pt") }, "\(report)")
  }

  @Test func unsatisfiableConstraintsAreAConflictInEveryCase() {
    let report = expect(LabScreen("conflict") { ConflictingConstraintsViewController() }) { _ in [.conflict] }
    // UIKit breaks the later of the two heights and says so.
    #expect(
      report.findings.allSatisfy {
        $0.detail.hasPrefix("Auto Layout logged \"[LayoutConstraints] Unable to simultaneously satisfy constraints.\"")
          && $0.detail.contains("and broke <NSLayoutConstraint") && $0.detail.contains(".height == 50.0>")
      }, "\(report.findings.first.map(\.detail) ?? "")")
  }

  @Test func aFieldOnTheKeyboardLayoutGuideIsClean() {
    _ = expect(LabScreen("guide") { KeyboardLayoutGuideViewController() }) { _ in [] }
  }

  @Test func scrollInsetsWithTheFieldScrolledIntoViewAreClean() {
    _ = expect(LabScreen("insets") { ScrollInsetsViewController() }) { _ in [] }
  }
}
