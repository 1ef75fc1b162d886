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
  typealias Kind = KeyboardAuditFinding.Kind

  @discardableResult
  func expect(
    _ screen: LabScreen, skipsLandscape: Bool = false, _ expected: (KeyboardAuditCase) -> Set<Kind>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> KeyboardAuditReport {
    let report = KeyboardAudit.run(screen, keyboards: KeyboardAudit.KeyboardMode.allCases, measurement: .labFonts)
    #expect(report.cases.count == DeviceProfile.all.count * 2 * 2, sourceLocation: sourceLocation)
    for audited in report.cases {
      let skips = skipsLandscape && audited.orientation.isLandscape
      #expect((audited.skipped != nil) == skips, "\(audited)", sourceLocation: sourceLocation)
      guard audited.skipped == nil else { continue }
      let found = Set(report.findings(for: audited).map(\.kind))
      let want = expected(audited)
      let where_ = "\(audited.device.name) \(KeyboardAudit.name(of: audited.orientation)) \(audited.keyboard.rawValue)"
      #expect(
        found == want,
        "\(where_): want \(want.map(\.rawValue).sorted()), found \(report.findings(for: audited)) notes \(audited.notes)",
        sourceLocation: sourceLocation)
    }
    return report
  }

  static func software(_ audited: KeyboardAuditCase) -> Bool { audited.keyboard == .software }

  // Fixtures here without a test (their expectation and the audit disagree; see the
  // report): NestedScrollViewController and NestedScrollPeekingViewController
  // (the reach scrolls only the innermost scroll view that does not hold the field, and
  // gives up when it cannot move, so the outer one is never scrolled; OtherStyleGeometryTests
  // reaches the field by hand); FloatingBarFormViewController (the reach stops
  // once a field is inside the scroll view's bounds, under the bar drawn over them,
  // though the bottom inset lets a person scroll it above the bar);
  // BeginFrameHeightViewController (the sequence's switches are never checked for
  // covered inputs: "Name" ends under the letters after a switch from the pad).

  @Test func rxWillChangeFrameBoundToTheBottomConstantIsClean() {
    expect(LabScreen("rx") { RxKeyboardHeightViewController() }) { _ in [] }
  }

  @Test func snapKitUpdateConstraintsWithTheKeyboardsHeightIsClean() {
    expect(LabScreen("snapkit") { SnapKitUpdateConstraintsViewController() }) { _ in [] }
  }

  @Test func willChangeFrameOverlapFollowsShowHideAndTheNumberPadsHeight() {
    expect(LabScreen("change-frame") { ChangeFrameOverlapViewController() }) { _ in [] }
  }

  @Test func propertyAnimatorOnTheKeyboardsCurveIsClean() {
    expect(LabScreen("animator") { PropertyAnimatorViewController() }) { _ in [] }
  }

  @Test func hardCoded216IsCoveredOnFaceIDPhonesAndOutrunsTheKeysInLandscape() {
    let report = expect(LabScreen("216") { HardCodedHeightViewController() }) {
      guard Self.software($0) else { return [] }
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
    expect(LabScreen("stack-scroll") { StackScrollRestoringViewController() }) { _ in [] }
  }

  @Test func clippingCardThatRidesTheGuideIsClean() {
    expect(LabScreen("moving-card") { MovingCardViewController() }) { _ in [] }
  }

  @Test func fieldThatLeavesItsClippingCardIsClipped() {
    expect(LabScreen("stuck-card") { StuckCardViewController() }) { Self.software($0) ? [.clipped] : [] }
  }

  @Test func opaqueBadgeAndClearCatcherCoverButGlassAndAFadedViewDoNot() {
    let report = expect(LabScreen("overlays") { OverlaysViewController() }) { _ in [.covered] }
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
    expect(LabScreen("accessory-note") { AccessoryNoteViewController() }) { _ in [] }
  }

  @Test func portraitOnlyScreenSkipsLandscapeAndIsClean() {
    expect(LabScreen("portrait-only") { PortraitOnlyViewController() }, skipsLandscape: true) { _ in [] }
  }

  @Test func fieldsOnSidewaysPagesAreReachedAndClean() {
    expect(LabScreen("pages") { HorizontalPagesViewController() }) { _ in [] }
  }

  @Test func growingTextViewOnTheGuideIsClean() {
    expect(LabScreen("growing-text") { GrowingTextViewController() }) { _ in [] }
  }
}

extension OtherStyleScreenAuditTests {
  @Test func propertyAnimatorOnEaseInOutRunsAheadOfTheKeys() {
    expect(LabScreen("animator-ease") { PropertyAnimatorEaseInOutViewController() }) {
      Self.software($0) ? [.jump] : []
    }
  }

  @Test func bannerThatLetsTouchesThroughStillCovers() {
    let report = expect(LabScreen("pass-through") { PassThroughCoversViewController() }) { _ in [.covered]
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
    expect(LabScreen("caret-visible") { CaretLineVisibleTextViewController() }) { _ in [] }
  }

  @Test func textViewWhoseCaretLineIsUnderTheKeysIsCovered() {
    let report = expect(LabScreen("caret-hidden") { CaretLineHiddenTextViewController() }) {
      Self.software($0) ? [.covered] : []
    }
    #expect(
      report.findings.allSatisfy { $0.phase == "tap" && $0.detail.hasPrefix("the line with the caret is") },
      "\(report.findings.map(\.detail))")
  }
}

extension OtherStyleScreenAuditTests {
  @Test func hardCoded216WithAnAccessoryIsCoveredInPortraitAndJumpsOnAHardwareKeyboard() {
    let report = expect(LabScreen("216-accessory") { HardCodedHeightAccessoryViewController() }) {
      if !Self.software($0) { return [.jump] }
      return $0.orientation.isLandscape ? [] : [.covered]
    }
    let se = report.findings.first { $0.device == .iPhoneSE && $0.orientation == .portrait && $0.kind == .covered }
    #expect(se?.detail.contains("28 of 44 pt under the keyboard's accessory view") == true, "\(String(describing: se))")
  }
}
