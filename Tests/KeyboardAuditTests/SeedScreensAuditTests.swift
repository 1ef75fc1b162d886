import Foundation
import KeyboardLab
import SeedScreensTestSupport
import Testing
import UIKit

/// The seed screens through the audit, against numbers worked out by hand from their
/// posts' layouts and the phones' published keyboard heights.
@MainActor
@Suite struct SeedScreensAuditTests {
  init() { SeedLabScreens.register() }

  /// Seed 002: the field's top is 150 points below the view's top, 120 with the keyboard
  /// up; it is 80 high, then 16 points, then the 200-point text view, whose caret line
  /// starts 8 points in (the default text container inset) and is 20 high: 224–244,
  /// whatever the phone, since the view's top is the window's. With the keyboard up it
  /// must end above the keyboard's top, height − keyboard: in portrait the keyboard is
  /// 216–301 high on 667–956-point screens (its top 451 or lower), clear. In landscape
  /// (162, 171 or 181 points high) the top is at 375 − 162 = 213 (SE), 375 − 171 = 204
  /// (mini), 390 − 181 = 209 (14), 393 − 181 = 212 (16), 402 − 181 = 221 (16 Pro): all
  /// five hide the whole line; 430 − 181 = 249 (Plus) and 440 − 181 = 259 (Pro Max) clear it.
  @Test func theTodoScreensShiftOfThirtyLeavesItsTextViewUnderTheLandscapeKeyboardOnFivePhones() {
    let report = KeyboardAudit.run(AppScreens.named("todo")!, measurement: .labFonts)
    let expectedTops: [String: CGFloat] = [
      "iphone-se-3rd-gen": 213, "iphone-13-mini": 204, "iphone-14": 209, "iphone-16": 212, "iphone-16-pro": 221,
    ]
    #expect(report.findings.count == expectedTops.count, "\(report)")
    for finding in report.findings {
      #expect(finding.kind == .covered && finding.orientation == .landscapeRight && finding.input == "UITextView")
      #expect(finding.rects.first { $0.role == "input" }?.rect.minY == 224)
      #expect(finding.rects.first { $0.role == "keyboard" }?.rect.minY == expectedTops[finding.device.name])
      #expect(finding.detail.contains("is 20 of 20 pt under the keyboard"))
    }
  }

  /// Seed 004: after the keyboard goes, the post's own 0.1 s scroll "to the bottom" sets
  /// the offset to content height − bounds height, which the post measures at −51 on an
  /// iPhone 14; the screen opened at −17, resting against its 17-point adjusted top
  /// inset. The content ends 34 points lower than it began.
  @Test func theMemoScreensScrollToTheBottomAfterAHideLeavesItsContentThirtyFourPointsLower() {
    let report = KeyboardAudit.run(
      AppScreens.named("memo")!, devices: [.iPhone14], orientations: [.portrait], measurement: .labFonts)
    let drift = report.findings.filter { $0.kind == .drift }
    #expect(drift.map(\.phase) == ["dismiss", "sequence"], "\(report)")
    #expect(drift.allSatisfy { $0.detail.contains("UIScrollView offset (0, -17) → (0, -51)") }, "\(report)")
  }

  /// Seed 004 on an 11-inch iPad Pro (834×1210, bands 24 and 20): the scroll view starts
  /// 30 points down, below the 24-point band, so its adjusted top inset is 0 and it opens
  /// at offset 0. Its content is the text view (half the screen, 605), the seed's spacer
  /// (1 210 − (30 + 605 + 80 + 30 + 24 + 20) = 421), the 80-point button and 30 points,
  /// with 3 gaps of 10: 1 166, in 1 210 − 30 = 1 180 points of scroll view. After a hide the
  /// post scrolls to 1 166 − 1 180 = −14: 14 points of blank above the text view.
  @Test func theMemoScreenOnAnIPadLeavesFourteenPointsOfBlankAfterAHide() {
    let report = KeyboardAudit.run(
      AppScreens.named("memo")!, devices: [.iPadPro11], orientations: [.portrait], measurement: .labFonts)
    let drift = report.findings.filter { $0.kind == .drift }
    #expect(drift.map(\.phase) == ["dismiss", "sequence"], "\(report)")
    #expect(drift.allSatisfy { $0.detail.contains("UIScrollView offset (0, 0) → (0, -14)") }, "\(report)")
    #expect(report.findings.count == 2, "\(report)")
  }

  /// Seed 002 on every iPad: the lowest keyboard top is the mini's in landscape, 744 − 376 =
  /// 368, below the caret line's 224–244 (and the field's): nothing is covered.
  @Test func theTodoScreenIsCleanOnEveryIPad() {
    let report = KeyboardAudit.run(AppScreens.named("todo")!, devices: DeviceProfile.pads, measurement: .labFonts)
    #expect(report.cases.count == 10)
    #expect(report.findings.isEmpty, "\(report)")
  }

  /// Seed 002 with the keyboard undocked: a lifted keyboard posts no will-show, so the
  /// field stays at 150 (150–230, the caret line 254–274). Undocked in landscape on the
  /// 11-inch Pro (1 210×834) the keyboard is 376 − 20 = 356 high, 834 / 3 = 278 up: its top
  /// at 834 − 278 − 356 = 200, over 30 points of the field and the whole caret line. On the
  /// 13-inch Air (1 366×1 024): 448 − 20 = 428 high, 341 up, its top at 255: the caret
  /// line's last 19 points only.
  @Test func anUndockedKeyboardCoversTheTodoFieldsItNeverAnnounced() {
    let report = KeyboardAudit.run(
      AppScreens.named("todo")!, devices: [.iPadPro11, .iPadAir13], orientations: [.landscapeRight],
      keyboards: [.undocked], measurement: .labFonts)
    let pro = report.findings.filter { $0.device == .iPadPro11 }
    #expect(pro.map(\.input) == ["UITextField \"Todo title\"", "UITextView"], "\(report)")
    #expect(pro.allSatisfy { $0.rects.first { $0.role == "keyboard" }?.rect.minY == 200 })
    #expect(pro.first?.detail.contains("30 of 80 pt") == true)
    let air = report.findings.filter { $0.device == .iPadAir13 }
    #expect(air.map(\.input) == ["UITextView"] && air.first?.detail.contains("19 of 20 pt") == true, "\(report)")
  }

  /// Seed 004 on an iPad with a hardware keyboard: the shortcuts bar comes up with a show
  /// whose frame is the whole 289-point keyboard, only 68.5 of it on screen; the post's
  /// wrapper takes the frame's height, so the content ends 289 − 68.5 = 220.5 points above
  /// the bar, a gap.
  @Test func theMemoWrapperTakesTheWholeKeyboardsHeightOverTheShortcutsBar() {
    let report = KeyboardAudit.run(
      AppScreens.named("memo")!, devices: [.iPadPro11], orientations: [.portrait], keyboards: [.hardware],
      measurement: .labFonts)
    let gap = report.findings.filter { $0.kind == .gap }
    #expect(gap.count == 1 && gap.first?.detail.contains("ends 220.5 pt above the keyboard's top (1141.5)") == true)
  }

  /// Phones have no lifted keyboard: those modes run no case there.
  @Test func liftedModesRunOnIPadsOnly() {
    let report = KeyboardAudit.run(
      AppScreens.named("login")!, devices: [.iPhone14, .iPadMini], orientations: [.portrait],
      keyboards: [.software, .undocked, .split, .floating])
    #expect(report.cases.map(\.keyboard) == [.software, .software, .undocked, .split, .floating])
  }
}
