import Foundation
import KeyboardLab
import Testing
import UIKit

/// Screens inside navigation and tab bar controllers, audited on every phone, both
/// orientations and both keyboards: `chromeDisplaced` and `gap` on the fixtures written as
/// the issue threads show them, nothing on the ways that are right.
@MainActor
@Suite struct ContainerAuditTests {
  /// The bottom safe area of `audited`'s phone and orientation, with the keyboard down.
  func bottomInset(_ audited: KeyboardAuditCase) -> CGFloat {
    audited.orientation.isLandscape
      ? audited.device.landscapeSafeAreaInsets.bottom : audited.device.safeAreaInsets.bottom
  }

  @Test func liftingTheNavigationControllersViewMovesItsBarOffItsPlace() {
    let report = expectAuditKinds(LabScreen("nav-shift") { NavigationViewShiftViewController.inNavigationController() })
    {
      isSoftware($0) ? [.chromeDisplaced] : []
    }
    // iPhone 14 portrait: the bar, 44 pt under the 47-pt status bar, goes up by the
    // keyboard's 291 pt: from y 47 to 47 − 291 = −244.
    let bar = report.findings.first {
      $0.kind == .chromeDisplaced && $0.device == .iPhone14 && $0.orientation == .portrait
        && $0.detail.hasPrefix("UINavigationBar")
    }
    #expect(bar?.rects.map(\.rect.minY) == [47, -244], "\(String(describing: bar))")
    #expect(bar?.detail.contains("outside the window") == true)
  }

  @Test func liftingAControllersViewInsideANavigationControllerSlidesContentUnderTheBars() {
    let report = expectAuditKinds(
      LabScreen("nav-content") { ContentUnderNavigationBarViewController.inNavigationController() }
    ) {
      isSoftware($0) ? [.chromeDisplaced, .covered] : []
    }
    // The navigation bar itself stays: what is reported is content under it.
    #expect(report.findings(of: .chromeDisplaced).allSatisfy { $0.detail.contains("was moved") }, "\(report)")
    #expect(report.findings(of: .chromeDisplaced).allSatisfy { $0.rects.first?.role.hasPrefix("content") == true })
  }

  @Test func aBarRaisedByTheWholeKeyboardHeightFloatsByTheHomeIndicatorsInset() {
    let report = expectAuditKinds(LabScreen("docked") { DockedBarViewController() }) {
      isSoftware($0) && bottomInset($0) > 0 ? [.gap] : []
    }
    // iPhone 14 portrait: keys from 844 − 291 = 553; the bar ends 34 above, at 519.
    let gap = report.findings.first { $0.kind == .gap && $0.device == .iPhone14 && $0.orientation == .portrait }
    #expect(gap?.detail.contains("ends 34 pt above the keyboard's top (553)") == true, "\(String(describing: gap))")
    #expect(gap?.rects.first?.rect.maxY == 519)
    let landscape = report.findings.first { $0.kind == .gap && $0.device == .iPhone14 && $0.orientation.isLandscape }
    #expect(landscape?.detail.contains("ends 21 pt above") == true, "\(String(describing: landscape))")
  }

  @Test func aBarRaisedByTheWholeKeyboardHeightInATabBarControllerFloatsByTheTabBar() {
    let report = expectAuditKinds(LabScreen("docked-tabs") { DockedBarViewController.inTabBarController() }) {
      isSoftware($0) ? [.gap] : []
    }
    // The tab bar is 49 pt plus the bottom safe area: 83 on the iPhone 14 in portrait, 49
    // on the iPhone SE.
    for (device, gap) in [(DeviceProfile.iPhone14, 83), (.iPhoneSE, 49)] {
      let finding = report.findings.first { $0.kind == .gap && $0.device == device && $0.orientation == .portrait }
      #expect(finding?.detail.contains("ends \(gap) pt above") == true, "\(String(describing: finding))")
      #expect(finding?.detail.contains("UITabBar") == true)
    }
  }

  @Test func aBarOnTheKeyboardLayoutGuideInsideTabsAndANavigationControllerIsClean() {
    expectAuditKinds(LabScreen("guide-tabs") { OverlapBarViewController.inTabs(.keyboardLayoutGuide) }) { _ in [] }
  }

  @Test func aBarRaisedByTheConvertedOverlapLessTheSafeAreaIsClean() {
    expectAuditKinds(LabScreen("overlap-tabs") { OverlapBarViewController.inTabs(.convertedOverlap) }) { _ in [] }
  }
}
