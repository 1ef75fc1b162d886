import Foundation
import KeyboardLab
import Testing
import UIKit

/// Everyday screens in the styles the other sets leave out (RxSwift,
/// SnapKit, a will-change-frame-only handler, a property animator, a hard-coded keyboard
/// height, a restoring scroll form, clipping cards, overlays, an accessory on a text view,
/// a portrait-only screen, sideways pages, a growing text view). Each fixture's comment
/// derives the kinds per case from iOS behaviour and DeviceProfile+Catalogue.swift's
/// numbers, written before the audit was run; for every case the kinds found must be
/// exactly those.
@MainActor
@Suite struct OtherStyleScreenAuditTests {
  @Test func rxWillChangeFrameBoundToTheBottomConstantIsClean() {
    expectAuditKinds(LabScreen("rx") { RxKeyboardHeightViewController() }) { _ in [] }
  }

  @Test func snapKitUpdateConstraintsWithTheKeyboardsHeightIsClean() {
    expectAuditKinds(LabScreen("snapkit") { SnapKitUpdateConstraintsViewController() }) { _ in [] }
  }

  @Test func willChangeFrameOverlapFollowsShowHideAndTheNumberPadsHeight() {
    expectAuditKinds(LabScreen("change-frame") { ChangeFrameOverlapViewController() }) { _ in [] }
  }

  @Test func propertyAnimatorOnTheKeyboardsCurveIsClean() {
    expectAuditKinds(LabScreen("animator") { PropertyAnimatorViewController() }) { _ in [] }
  }

  @Test func hardCoded216IsCoveredOnFaceIDPhonesAndOutrunsTheKeysInLandscape() {
    let report = expectAuditKinds(LabScreen("216") { HardCodedHeightViewController() }) {
      guard isSoftware($0) else { return [] }
      if $0.orientation.isLandscape { return [.jump] }
      return $0.device == .iPhoneSE ? [] : [.covered]
    }
    // iPhone 14 portrait: the field at 534–578 against the keys from 553.
    let iPhone14 = report.findings.first {
      $0.device == .iPhone14 && $0.orientation == .portrait && $0.kind == .covered
    }
    #expect(iPhone14?.detail.contains("25 of 44 pt under the keyboard") == true, "\(String(describing: iPhone14))")
  }

  @Test func stackFormInAScrollViewThatRestoresItsOffsetIsClean() {
    expectAuditKinds(LabScreen("stack-scroll") { StackScrollRestoringViewController() }) { _ in [] }
  }

  @Test func clippingCardThatRidesTheGuideIsClean() {
    expectAuditKinds(LabScreen("moving-card") { MovingCardViewController() }) { _ in [] }
  }

  @Test func fieldThatLeavesItsClippingCardIsClipped() {
    expectAuditKinds(LabScreen("stuck-card") { StuckCardViewController() }) { isSoftware($0) ? [.clipped] : [] }
  }

  @Test func opaqueBadgeAndClearCatcherCoverButGlassAndAFadedViewDoNot() {
    let report = expectAuditKinds(LabScreen("overlays") { OverlaysViewController() }) { _ in [.covered] }
    for audited in report.cases {
      let covered = report.findings(for: audited).filter { $0.kind == .covered }
      let byInput = Dictionary(grouping: covered, by: \.input)
      #expect(
        Set(byInput.keys) == ["UITextField \"Partly covered\"", "UITextField \"Under a clear catcher\""],
        "\(audited): \(covered)")
      #expect(byInput["UITextField \"Under a clear catcher\""]?.allSatisfy { $0.phase == "reach" } == true)
      #expect(
        byInput["UITextField \"Partly covered\""]?.contains { $0.detail.hasPrefix("60×24 pt") } == true, "\(covered)")
    }
  }

  @Test func customAccessoryOnATextViewOnTheGuideIsCleanWithEitherKeyboard() {
    expectAuditKinds(LabScreen("accessory-note") { AccessoryNoteViewController() }) { _ in [] }
  }

  @Test func portraitOnlyScreenSkipsLandscapeAndIsClean() {
    expectAuditKinds(LabScreen("portrait-only") { PortraitOnlyViewController() }, skipsLandscape: true) { _ in [] }
  }

  @Test func fieldsOnSidewaysPagesAreReachedAndClean() {
    expectAuditKinds(LabScreen("pages") { HorizontalPagesViewController() }) { _ in [] }
  }

  @Test func growingTextViewOnTheGuideIsClean() {
    expectAuditKinds(LabScreen("growing-text") { GrowingTextViewController() }) { _ in [] }
  }
}

extension OtherStyleScreenAuditTests {
  @Test func propertyAnimatorOnEaseInOutRunsAheadOfTheKeys() {
    expectAuditKinds(LabScreen("animator-ease") { PropertyAnimatorEaseInOutViewController() }) {
      isSoftware($0) ? [.jump] : []
    }
  }

  @Test func bannerThatLetsTouchesThroughStillCovers() {
    let report = expectAuditKinds(LabScreen("pass-through") { PassThroughCoversViewController() }) { _ in [.covered]
    }
    for audited in report.cases {
      let covered = report.findings(for: audited).filter { $0.kind == .covered }
      #expect(Set(covered.map(\.input)) == ["UITextField \"Behind a banner\""], "\(audited): \(covered)")
      #expect(covered.allSatisfy { $0.phase != "reach" }, "\(covered)")
    }
  }

}

extension OtherStyleScreenAuditTests {
  @Test func textViewWhoseCaretLineClearsTheKeysIsClean() {
    expectAuditKinds(LabScreen("caret-visible") { CaretLineVisibleTextViewController() }) { _ in [] }
  }

  @Test func textViewWhoseCaretLineIsUnderTheKeysIsCovered() {
    let report = expectAuditKinds(LabScreen("caret-hidden") { CaretLineHiddenTextViewController() }) {
      isSoftware($0) ? [.covered] : []
    }
    #expect(
      report.findings.allSatisfy { $0.phase == "tap" && $0.detail.hasPrefix("the line with the caret is") },
      "\(report.findings.map(\.detail))")
  }
}

extension OtherStyleScreenAuditTests {
  @Test func hardCoded216WithAnAccessoryIsCoveredInPortraitAndJumpsOnAHardwareKeyboard() {
    let report = expectAuditKinds(LabScreen("216-accessory") { HardCodedHeightAccessoryViewController() }) {
      if !isSoftware($0) { return [.jump] }
      return $0.orientation.isLandscape ? [] : [.covered]
    }
    let se = report.findings.first { $0.device == .iPhoneSE && $0.orientation == .portrait && $0.kind == .covered }
    #expect(se?.detail.contains("28 of 44 pt under the keyboard's accessory view") == true, "\(String(describing: se))")
  }
}
