import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Records what the presentation tells its delegate as the window's traits change.
@MainActor
private final class AdaptationLog: UIAdaptivePresentationControllerDelegate {
  var styles: [UIModalPresentationStyle] = []
  func presentationController(
    _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  ) {
    styles.append(style)
  }
}

/// A presentation under way adapts when its window's width class changes (Apple's
/// `UIAdaptivePresentationControllerDelegate`: "how to respond to trait changes"). On the
/// 11-inch iPad Pro in portrait (834×1210, bands 24 and 20) the form sheet is 580×640 at
/// ((834 − 580) / 2, (1210 − 640) / 2); a third of Split View is 320 points wide,
/// compact, where a sheet is the iPhone's card, 10 points under the 24-point status bar.
@MainActor
@Suite struct PresentationAdaptationTests {
  let formSheet = CGRect(x: 127, y: 285, width: 580, height: 640)
  let compactSheet = CGRect(x: 0, y: 34, width: 320, height: 1210 - 34)

  private func present(_ style: UIModalPresentationStyle, delegate: AdaptationLog) throws -> (
    ScreenTester, UIViewController, UIViewController
  ) {
    let home = UIViewController()
    let source = UIView(frame: CGRect(x: 600, y: 100, width: 100, height: 44))
    home.view.addSubview(source)
    let tester = ScreenTester(home, device: .iPadPro11)
    try tester.settle()
    let presented = UIViewController()
    presented.view.backgroundColor = .white
    presented.modalPresentationStyle = style
    presented.preferredContentSize = style == .popover ? CGSize(width: 300, height: 200) : .zero
    presented.popoverPresentationController?.sourceView = source
    presented.presentationController?.delegate = delegate
    home.present(presented, animated: false)
    try tester.settle()
    return (tester, home, presented)
  }

  private func arrange(_ tester: ScreenTester, _ arrangement: AppWindowArrangement) throws {
    tester.run { tester.window.screen.arrangeAppWindow(arrangement) }
    try tester.settle()
  }

  @Test func aFormSheetBecomesTheIPhoneSheetInAThirdAndComesBack() throws {
    let log = AdaptationLog()
    let (tester, _, sheet) = try present(.formSheet, delegate: log)
    defer { tester.tearDown() }
    #expect(tester.frame(of: sheet.view) == formSheet)
    try arrange(tester, .splitView(.third))
    #expect(tester.window.traitCollection.horizontalSizeClass == .compact)
    #expect(tester.frame(of: sheet.view) == compactSheet)
    #expect(sheet.view.layer.cornerRadius == 10)
    try arrange(tester, .fullScreen)
    #expect(tester.frame(of: sheet.view) == formSheet)
    #expect(log.styles == [.pageSheet, .none])
  }

  @Test func halfOfSplitViewIsCompactOnThe11InchPro() throws {
    // (834 − 10) / 2 = 412 points: compact, below 678.
    let log = AdaptationLog()
    let (tester, _, sheet) = try present(.formSheet, delegate: log)
    defer { tester.tearDown() }
    try arrange(tester, .splitView(.half))
    #expect(tester.frame(of: sheet.view) == CGRect(x: 0, y: 34, width: 412, height: 1176))
  }

  @Test func twoThirdsStaysRegularAndKeepsTheFormSheet() throws {
    // 834 − 10 − 320 = 504 points: compact too on the 11-inch Pro in portrait; in
    // landscape (1210 wide) two thirds is 1210 − 10 − 375 = 825: regular.
    let log = AdaptationLog()
    let (tester, _, sheet) = try present(.formSheet, delegate: log)
    defer { tester.tearDown() }
    tester.run { _ = tester.window.screen.rotate(to: .landscapeRight) }
    try tester.settle()
    try arrange(tester, .splitView(.twoThirds))
    #expect(tester.window.traitCollection.horizontalSizeClass == .regular)
    #expect(log.styles.isEmpty)
    // Still a centred 580×640 card in the 825×834 window.
    #expect(tester.frame(of: sheet.view).size == CGSize(width: 580, height: 640))
  }

  @Test func aPopoverBecomesASheetInAThirdAndComesBackAsAPopover() throws {
    let log = AdaptationLog()
    let (tester, _, popover) = try present(.popover, delegate: log)
    defer { tester.tearDown() }
    #expect(tester.frame(of: popover.view).size == CGSize(width: 300, height: 200))
    try arrange(tester, .splitView(.third))
    #expect(tester.frame(of: popover.view) == compactSheet)
    try arrange(tester, .fullScreen)
    #expect(tester.frame(of: popover.view).size == CGSize(width: 300, height: 200))
    #expect(log.styles == [.pageSheet, .none])
  }
}

/// A turn of the screen with a form sheet up: the sheet is centred in the turned window
/// ((1 210 − 580) / 2, (834 − 640) / 2), not left where portrait had it.
@MainActor
@Test func aTurnedIPadCentresTheFormSheetAgain() throws {
  let home = UIViewController()
  let tester = ScreenTester(home, device: .iPadPro11)
  defer { tester.tearDown() }
  try tester.settle()
  let sheet = UIViewController()
  sheet.modalPresentationStyle = .formSheet
  home.present(sheet, animated: false)
  try tester.settle()
  tester.run { _ = tester.window.screen.rotate(to: .landscapeRight) }
  try tester.settle()
  #expect(tester.frame(of: sheet.view) == CGRect(x: 315, y: 97, width: 580, height: 640))
}
