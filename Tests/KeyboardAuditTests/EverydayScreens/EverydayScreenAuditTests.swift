import Foundation
import KeyboardLab
import SeedScreens
import Testing
import UIKit

/// Everyday screens: written the way iOS tutorials and apps write keyboard code,
/// each with the kinds the audit must find per case derived from iOS behaviour and the
/// geometry (DeviceProfile+Catalogue.swift), not from a run of the audit. For every case
/// (seven phones × portrait/landscape × software/hardware) the set of kinds found must be
/// exactly the expected one.
@MainActor
@Suite struct EverydayScreenAuditTests {
  typealias Kind = KeyboardAuditFinding.Kind

  func expect(
    _ screen: LabScreen, _ expected: (KeyboardAuditCase) -> Set<Kind>, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let report = KeyboardAudit.run(screen, keyboards: KeyboardAudit.KeyboardMode.allCases, measurement: .labFonts)
    #expect(report.cases.count == DeviceProfile.all.count * 2 * 2, sourceLocation: sourceLocation)
    for audited in report.cases {
      #expect(audited.skipped == nil, "\(audited)", sourceLocation: sourceLocation)
      let found = Set(report.findings(for: audited).map(\.kind))
      let want = expected(audited)
      let where_ = "\(audited.device.name) \(KeyboardAudit.name(of: audited.orientation)) \(audited.keyboard.rawValue)"
      #expect(
        found == want,
        "\(where_): want \(want.map(\.rawValue).sorted()), found \(report.findings(for: audited)) notes \(audited.notes)",
        sourceLocation: sourceLocation)
    }
  }

  static func software(_ audited: KeyboardAuditCase) -> Bool { audited.keyboard == .software }

  // Fixtures here without a test (their expectation and the audit disagree; see the
  // review's report): TableFormViewController (UIKit keeps an out-of-range offset
  // after the inset goes), DidShowSnapViewController (the audit checks before a
  // pending layout pass), LongTextViewController (UIKit's text view scrolls the
  // tapped line to the top), KeyboardBoundLoginConflictViewController (UIKit's
  // keyboard guide yields to required constraints instead of a logged conflict),
  // LongTableFormViewController (the audit counts a row that leaves the window as a
  // jump to the window's origin).

  @Test func frameOriginShiftPushesTheTopFieldOutOfTheWindow() {
    expect(LabScreen("frame-shift") { FrameShiftViewController() }) {
      Self.software($0) ? [.covered] : []
    }
  }

  @Test func bottomConstraintWithTheNotificationsCurveIsClean() {
    expect(LabScreen("bottom-constraint") { BottomConstraintViewController() }) { _ in [] }
  }

  @Test func unanimatedLayoutInTheHandlerRidesTheKeyboardsAnimation() {
    expect(LabScreen("unanimated") { UnanimatedConstraintViewController() }) { _ in [] }
  }

  @Test func scrollInsetFormLeavesItsOffsetBehind() {
    expect(LabScreen("scroll-inset") { ScrollInsetFormViewController() }) {
      Self.software($0) ? [.drift] : []
    }
  }

  @Test func stackFormAtTheTopIsCoveredInLandscapeOnShortScreens() {
    expect(LabScreen("stack-form") { StackFormViewController() }) {
      guard Self.software($0), $0.orientation.isLandscape else { return [] }
      return [.iPhone16Plus, .iPhone16ProMax].contains($0.device) ? [] : [.covered]
    }
  }

  @Test func chatBarOnTheKeyboardLayoutGuideIsClean() {
    expect(LabScreen("chat") { ChatViewController() }) { _ in [] }
  }

  @Test func centredLoginIsCoveredInLandscapeOnMiddleSizedPhones() {
    expect(LabScreen("centred-login") { CenteredLoginViewController() }) {
      guard Self.software($0), $0.orientation.isLandscape else { return [] }
      return [.iPhone13Mini, .iPhone14, .iPhone16, .iPhone16Pro].contains($0.device) ? [.covered] : []
    }
  }

  @Test func fullScreenTextViewOnTheGuideIsClean() {
    expect(LabScreen("full-text") { FullScreenTextViewController() }) { _ in [] }
  }

  @Test func accessoryToolbarCountedInTheKeyboardFrameIsClean() {
    expect(LabScreen("accessory-toolbar") { AccessoryToolbarViewController() }) { _ in [] }
  }

  @Test func hiddenFieldIsNotAnInput() {
    expect(LabScreen("hidden") { HiddenFieldViewController() }) { _ in [] }
  }

  @Test func disabledFieldIsNotAnInput() {
    expect(LabScreen("disabled") { DisabledFieldViewController() }) { _ in [] }
  }

  @Test func fieldInsideAClippingCardIsClean() {
    expect(LabScreen("clipping-card") { ClippingCardViewController() }) { _ in [] }
  }

  @Test func frameShiftOnSafeAreaPinnedFieldsJumps() {
    expect(LabScreen("frame-shift-safe-area") { FrameShiftSafeAreaViewController() }) {
      Self.software($0) ? [.jump] : []
    }
  }

  @Test func unanimatedScrollInTheWillShowHandlerRidesTheKeyboard() {
    expect(LabScreen("scroll-inset-unanimated") { ScrollInsetUnanimatedViewController() }) {
      Self.software($0) ? [.drift] : []
    }
  }

  @Test func slowGlideAfterTheKeyboardSettlesIsNotAJump() {
    expect(LabScreen("did-show-glide") { DidShowAnimatedViewController() }) { _ in [] }
  }

  @Test func fastGlideAfterTheKeyboardSettlesIsAJump() {
    expect(LabScreen("did-show-fast") { DidShowFastViewController() }) {
      Self.software($0) ? [.jump] : []
    }
  }

  @Test func edgeToEdgeFieldsUnderTheScrollIndicatorAreNotCovered() {
    expect(LabScreen("scroll-inset-edge") { ScrollInsetEdgeToEdgeViewController() }) {
      Self.software($0) ? [.drift] : []
    }
  }

  @Test func tallTextViewWithTheCaretLineAboveTheKeysIsClean() {
    expect(LabScreen("tall-text") { TallTextViewController() }) { _ in [] }
  }

  @Test func loginKeptAboveTheGuideWithALowerCentringPriorityIsClean() {
    expect(LabScreen("login-guide") { KeyboardBoundLoginViewController() }) { _ in [] }
  }

  @Test func customInputViewOnTheGuideIsCleanWithEitherKeyboard() {
    expect(LabScreen("input-view") { CustomInputViewController() }) { _ in [] }
  }

  @Test func customInputViewCoversAPinnedFieldWithEitherKeyboard() {
    expect(LabScreen("input-view-pinned") { CustomInputPinnedViewController() }) { _ in [.covered] }
  }

  /// A keyboardDidShow handler's constant change takes the layout pass after the slide:
  /// the audit settles only when no change is pending, so it sees the snap (a jump) and
  /// the field's place after it (not covered, back on hide).
  @Test func didShowHandlerSnapsTheFieldAfterTheSlide() {
    expect(LabScreen("did-show-snap") { DidShowSnapViewController() }) {
      Self.software($0) ? [.jump] : []
    }
  }

  /// Rows that scroll out of the table leave the window: no jump to the window's origin.
  @Test func longTableViewControllerFormLeavesItsOffsetBehind() {
    expect(LabScreen("long-table") { LongTableFormViewController() }) {
      Self.software($0) ? [.drift] : []
    }
  }

  /// A five-row table that scrolled its edited row above the keyboard comes back to the
  /// top when the keyboard's inset goes, as iOS's table does: nothing drifts.
  @Test func tableViewControllerFormIsClean() {
    expect(LabScreen("table-form") { TableFormViewController() }) { _ in [] }
  }

  @Test func longTextViewOnTheGuideKeepsTheCaretLineVisible() {
    expect(LabScreen("long-text") { LongTextViewController() }) { _ in [] }
  }
}
