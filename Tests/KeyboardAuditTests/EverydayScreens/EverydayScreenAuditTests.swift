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
  @Test func frameOriginShiftPushesTheTopFieldOutOfTheWindow() {
    expectAuditKinds(LabScreen("frame-shift") { FrameShiftViewController() }) {
      isSoftware($0) ? [.covered] : []
    }
  }

  @Test func bottomConstraintWithTheNotificationsCurveIsClean() {
    expectAuditKinds(LabScreen("bottom-constraint") { BottomConstraintViewController() }) { _ in [] }
  }

  @Test func unanimatedLayoutInTheHandlerRidesTheKeyboardsAnimation() {
    expectAuditKinds(LabScreen("unanimated") { UnanimatedConstraintViewController() }) { _ in [] }
  }

  @Test func scrollInsetFormLeftScrolledInsideItsContentIsClean() {
    expectAuditKinds(LabScreen("scroll-inset") { ScrollInsetFormViewController() }) { _ in [] }
  }

  @Test func stackFormAtTheTopIsCoveredInLandscapeOnShortScreens() {
    expectAuditKinds(LabScreen("stack-form") { StackFormViewController() }) {
      guard isSoftware($0), $0.orientation.isLandscape else { return [] }
      return [.iPhone16Plus, .iPhone16ProMax].contains($0.device) ? [] : [.covered]
    }
  }

  @Test func scrollFormOnTheKeyboardLayoutGuideIsClean() {
    expectAuditKinds(LabScreen("scroll-guide") { ScrollFormOnTheGuideViewController() }) { _ in [] }
  }

  @Test func chatBarOnTheKeyboardLayoutGuideIsClean() {
    expectAuditKinds(LabScreen("chat") { ChatViewController() }) { _ in [] }
  }

  @Test func centredLoginIsCoveredInLandscapeOnMiddleSizedPhones() {
    expectAuditKinds(LabScreen("centred-login") { CenteredLoginViewController() }) {
      guard isSoftware($0), $0.orientation.isLandscape else { return [] }
      return [.iPhone13Mini, .iPhone14, .iPhone16, .iPhone16Pro].contains($0.device) ? [.covered] : []
    }
  }

  @Test func fullScreenTextViewOnTheGuideIsClean() {
    expectAuditKinds(LabScreen("full-text") { FullScreenTextViewController() }) { _ in [] }
  }

  @Test func accessoryToolbarCountedInTheKeyboardFrameIsClean() {
    expectAuditKinds(LabScreen("accessory-toolbar") { AccessoryToolbarViewController() }) { _ in [] }
  }

  @Test func hiddenFieldIsNotAnInput() {
    expectAuditKinds(LabScreen("hidden") { HiddenFieldViewController() }) { _ in [] }
  }

  @Test func disabledFieldIsNotAnInput() {
    expectAuditKinds(LabScreen("disabled") { DisabledFieldViewController() }) { _ in [] }
  }

  @Test func fieldInsideAClippingCardIsClean() {
    expectAuditKinds(LabScreen("clipping-card") { ClippingCardViewController() }) { _ in [] }
  }

  @Test func frameShiftOnSafeAreaPinnedFieldsJumps() {
    expectAuditKinds(LabScreen("frame-shift-safe-area") { FrameShiftSafeAreaViewController() }) {
      isSoftware($0) ? [.jump] : []
    }
  }

  @Test func unanimatedScrollInTheWillShowHandlerRidesTheKeyboard() {
    expectAuditKinds(LabScreen("scroll-inset-unanimated") { ScrollInsetUnanimatedViewController() }) { _ in [] }
  }

  @Test func slowGlideAfterTheKeyboardSettlesIsNotAJump() {
    expectAuditKinds(LabScreen("did-show-glide") { DidShowAnimatedViewController() }) { _ in [] }
  }

  @Test func fastGlideAfterTheKeyboardSettlesIsAJump() {
    expectAuditKinds(LabScreen("did-show-fast") { DidShowFastViewController() }) {
      isSoftware($0) ? [.jump] : []
    }
  }

  @Test func edgeToEdgeFieldsUnderTheScrollIndicatorAreNotCovered() {
    expectAuditKinds(LabScreen("scroll-inset-edge") { ScrollInsetEdgeToEdgeViewController() }) { _ in [] }
  }

  @Test func tallTextViewWithTheCaretLineAboveTheKeysIsClean() {
    expectAuditKinds(LabScreen("tall-text") { TallTextViewController() }) { _ in [] }
  }

  @Test func loginKeptAboveTheGuideWithALowerCentringPriorityIsClean() {
    expectAuditKinds(LabScreen("login-guide") { KeyboardBoundLoginViewController() }) { _ in [] }
  }

  @Test func customInputViewOnTheGuideIsCleanWithEitherKeyboard() {
    expectAuditKinds(LabScreen("input-view") { CustomInputViewController() }) { _ in [] }
  }

  @Test func customInputViewCoversAPinnedFieldWithEitherKeyboard() {
    expectAuditKinds(LabScreen("input-view-pinned") { CustomInputPinnedViewController() }) { _ in [.covered] }
  }

  /// A keyboardDidShow handler's constant change takes the layout pass after the slide:
  /// the audit settles only when no change is pending, so it sees the snap (a jump) and
  /// the field's place after it (not covered, back on hide).
  @Test func didShowHandlerSnapsTheFieldAfterTheSlide() {
    expectAuditKinds(LabScreen("did-show-snap") { DidShowSnapViewController() }) {
      isSoftware($0) ? [.jump] : []
    }
  }

  /// Rows that scroll out of the table leave the window: no jump to the window's origin;
  /// the offset left scrolled inside the rows is iOS's rest, not a drift.
  @Test func longTableViewControllerFormLeftScrolledIsClean() {
    expectAuditKinds(LabScreen("long-table") { LongTableFormViewController() }) { _ in [] }
  }

  /// A five-row table that scrolled its edited row above the keyboard comes back to the
  /// top when the keyboard's inset goes, as iOS's table does: nothing drifts.
  @Test func tableViewControllerFormIsClean() {
    expectAuditKinds(LabScreen("table-form") { TableFormViewController() }) { _ in [] }
  }

  @Test func longTextViewOnTheGuideKeepsTheCaretLineVisible() {
    expectAuditKinds(LabScreen("long-text") { LongTextViewController() }) { _ in [] }
  }
}
