import Foundation
import KeyboardLab
import Testing
import UIKit

extension OtherStyleScreenAuditTests {
  /// A field below the fold of nested scroll views is in reach (a person scrolls the
  /// outer one to it), so nothing is found before the tap: the hardware cases are clean,
  /// the software ones covered after the tap (phase tap). OtherStyleGeometryTests reaches
  /// it by hand.
  @Test func fieldBelowTheFoldInNestedScrollViewsIsReachedThenCovered() {
    let report = expectAuditKinds(LabScreen("nested-scroll") { NestedScrollViewController() }) {
      isSoftware($0) ? [.covered] : []
    }
    #expect(report.findings.allSatisfy { $0.phase == "tap" }, "\(report.findings)")
  }
}

extension OtherStyleScreenAuditTests {
  /// The same with the field half below the fold: covered after the tap, not clipped or
  /// covered before it.
  @Test func fieldHalfBelowTheFoldInNestedScrollViewsIsReachedThenCovered() {
    let report = expectAuditKinds(LabScreen("nested-peek") { NestedScrollPeekingViewController() }) {
      isSoftware($0) ? [.covered] : []
    }
    #expect(report.findings.allSatisfy { $0.phase == "tap" }, "\(report.findings)")
  }
}

extension OtherStyleScreenAuditTests {
  /// Fields resting under a floating bar that the scroll view's bottom inset lets a person
  /// scroll above it are in reach: clean in all 28 cases.
  @Test func formUnderAFloatingBarWithItsInsetIsClean() {
    expectAuditKinds(LabScreen("floating-bar") { FloatingBarFormViewController() }) { _ in [] }
  }
}

extension OtherStyleScreenAuditTests {
  /// After a switch from "PIN" (the pad) to "Name", the screen sizes itself by the begin
  /// frame's height and leaves "Name" under the letters (29 of 44 pt on the iPhone 14
  /// portrait, OtherStyleGeometryTests.beginFrameHeightLeavesNameUnderTheLettersAfterThePad):
  /// the sequence's switches are checked for occlusion as pass 1's taps are, so it is
  /// covered there, beside the jump.
  @Test func beginFrameHeightLeavesNameCoveredAfterASwitchFromThePad() {
    let report = expectAuditKinds(LabScreen("begin-frame") { BeginFrameHeightViewController() }) {
      isSoftware($0) ? [.covered, .jump] : []
    }
    #expect(
      report.findings.filter { $0.kind == .covered }.allSatisfy {
        $0.phase == "sequence" && $0.input == "UITextField \"Name\""
      })
  }
}
