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
  /// Runs `screen` everywhere and compares, case by case, the kinds found with `expected`.
  @Test func aFieldPinnedUnderTheKeyboardIsCoveredWithTheSoftwareKeyboardOnly() {
    let report = expectAuditKinds(LabScreen("pinned") { PinnedUnderKeyboardViewController() }) {
      isSoftware($0) ? [.covered] : []
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
    let report = expectAuditKinds(LabScreen("half") { HalfCoveredViewController() }) {
      guard isSoftware($0) else { return [] }
      if $0.orientation.isLandscape { return [.jump] }
      return $0.device != .iPhoneSE ? [.covered] : []
    }
    // Lifted to 531–575 against keys from 553: 22 of 44 points.
    let iPhone14 = report.findings.first { $0.device == .iPhone14 }
    #expect(iPhone14?.detail.contains("22 of 44 pt") == true, "\(String(describing: iPhone14))")
  }

  @Test func aFieldLowOnTheScreenIsCoveredInLandscapeOnly() {
    _ = expectAuditKinds(LabScreen("landscape") { CoveredInLandscapeViewController() }) {
      isSoftware($0) && $0.orientation.isLandscape ? [.covered] : []
    }
  }

  @Test func anAccessoryTheHandlerForgotCoversTheFieldWithEitherKeyboard() {
    let report = expectAuditKinds(LabScreen("accessory") { AccessoryCoversViewController() }) { _ in [.covered] }
    #expect(report.findings.allSatisfy { $0.detail.contains("accessory view") }, "\(report)")
  }

  @Test func aScrollViewThatShrinksAboveTheKeyboardClipsTheFieldItDoesNotScroll() {
    // The fixture is portrait only: its landscape cases are skipped, and said so.
    expectAuditKinds(LabScreen("clipped") { ClippedByScrollViewController() }, skipsLandscape: true) {
      isSoftware($0) ? [.clipped] : []
    }
  }

  @Test func anOpaqueViewOverTheFieldCoversItAndTheTapReachesTheView() {
    let report = expectAuditKinds(LabScreen("overlay") { OverlayCoversViewController() }) { _ in [.covered] }
    #expect(report.findings.allSatisfy { $0.phase == "reach" && $0.detail.contains("UIView") }, "\(report)")
  }

  @Test func aBarOnTheKeyboardGuideDrawnOverTheFieldCoversIt() {
    _ = expectAuditKinds(LabScreen("toolbar") { KeyboardToolbarOverlayViewController() }) {
      isSoftware($0) ? [.covered] : []
    }
  }

  @Test func aHandlerThatTakesOnePointMoreThanItGivesBackDrifts() {
    let report = expectAuditKinds(LabScreen("drift") { DriftingViewController() }) { isSoftware($0) ? [.drift] : [] }
    // One cycle (tap, dismiss) leaves the field 1 point up: 167 (safe area 47 + 120) to 166.
    let dismiss = report.findings.first {
      $0.device == .iPhone14 && $0.orientation == .portrait && $0.phase == "dismiss"
    }
    let moved = dismiss?.rects.map(\.rect.minY) ?? []
    #expect(moved == [167, 166], "\(String(describing: dismiss))")
  }

  @Test func aSnapAfterTheKeyboardSettledIsAJump() {
    let report = expectAuditKinds(LabScreen("jump") { JumpingViewController() }) { isSoftware($0) ? [.jump] : [] }
    #expect(report.findings.contains { $0.detail.contains("moved 260 pt") }, "\(report)")
  }

  @Test func unsatisfiableConstraintsAreAConflictInEveryCase() {
    let report = expectAuditKinds(LabScreen("conflict") { ConflictingConstraintsViewController() }) { _ in [.conflict] }
    // UIKit breaks the later of the two heights and says so.
    #expect(
      report.findings.allSatisfy {
        $0.detail.hasPrefix("Auto Layout logged \"[LayoutConstraints] Unable to simultaneously satisfy constraints.\"")
          && $0.detail.contains("and broke <NSLayoutConstraint") && $0.detail.contains(".height == 50.0>")
      }, "\(report.findings.first.map(\.detail) ?? "")")
  }

  @Test func aFieldOnTheKeyboardLayoutGuideIsClean() {
    _ = expectAuditKinds(LabScreen("guide") { KeyboardLayoutGuideViewController() }) { _ in [] }
  }

  @Test func scrollInsetsWithTheFieldScrolledIntoViewAreClean() {
    _ = expectAuditKinds(LabScreen("insets") { ScrollInsetsViewController() }) { _ in [] }
  }
}
