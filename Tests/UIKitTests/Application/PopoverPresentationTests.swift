import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// A screen with a button to present from and another that stays usable beside a popover.
final class PopoverHomeViewController: UIViewController {
  let source = UIButton(type: .system)
  let other = UIButton(type: .system)
  private(set) var otherTaps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    source.setTitle("Share", for: .normal)
    other.setTitle("Other", for: .normal)
    other.frame = CGRect(x: 600, y: 100, width: 100, height: 44)
    other.addAction(UIAction { [weak self] _ in self?.otherTaps += 1 }, for: .touchUpInside)
    view.addSubview(source)
    view.addSubview(other)
  }
}

/// A popover's content, and its delegate.
final class PopoverContentViewController: UIViewController, UIPopoverPresentationControllerDelegate {
  let field = UITextField()
  var keepsPopoverInCompactWidth = false
  private(set) var events: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    field.borderStyle = .roundedRect
    field.frame = CGRect(x: 10, y: 10, width: 200, height: 34)
    view.addSubview(field)
  }

  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    keepsPopoverInCompactWidth ? .none : .automatic
  }
  func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
    events.append("prepare")
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    events.append("willDismiss")
  }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    events.append("didDismiss")
  }
  func popoverPresentationControllerDidDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {
    events.append("didDismissPopover")
  }
}

/// Popovers on the iPad Pro 11-inch (834×1210, status bar 24, home indicator 20): the area
/// a popover may use is the safe area less 10 points a side, (10, 34) to (824, 1180); the
/// docked keyboard's top rests at 921, so above it the area ends at 911.
@MainActor
@Suite struct PopoverPresentationTests {
  func present(
    on device: DeviceProfile = .iPadPro11, from sourceFrame: CGRect, size: CGSize,
    permitted: UIPopoverArrowDirection = .any, keeps: Bool = false
  ) throws -> (ScreenTester, PopoverHomeViewController, PopoverContentViewController) {
    let home = PopoverHomeViewController()
    let tester = ScreenTester(home, device: device)
    try tester.settle()
    home.source.frame = sourceFrame
    let content = PopoverContentViewController()
    content.keepsPopoverInCompactWidth = keeps
    content.modalPresentationStyle = .popover
    content.preferredContentSize = size
    let popover = try #require(content.popoverPresentationController)
    popover.sourceView = home.source
    popover.permittedArrowDirections = permitted
    popover.passthroughViews = [home.other]
    popover.delegate = content
    home.present(content, animated: true)
    try tester.settle()
    return (tester, home, content)
  }

  /// Below a button at (40, 100, 80, 44): the card's top 13 under it (157), centred on its
  /// middle (80 − 150) and slid right to the area's edge (10); the arrow, 26 wide, centred on
  /// 80 and pointing up from the card's top edge. No dimming behind it.
  @Test func aPopoverHangsBelowItsSourceWithAnArrow() throws {
    let (tester, _, content) = try present(
      from: CGRect(x: 40, y: 100, width: 80, height: 44), size: .init(width: 300, height: 200))
    defer { tester.tearDown() }
    #expect(tester.frame(of: content.view) == CGRect(x: 10, y: 157, width: 300, height: 200))
    #expect(content.view.layer.cornerRadius == 13)
    #expect(content.popoverPresentationController?.arrowDirection == .up)
    let arrow = try #require(tester.views(of: PopoverArrowView.self).first)
    #expect(tester.isVisible(arrow))
    #expect(tester.frame(of: arrow) == CGRect(x: 67, y: 144, width: 26, height: 13))
    // Drawn as 13 one-point strips in the card's colour, 2 points wide at the tip, the
    // arrow's 26 at the base.
    let strips = tester.drawCommands().compactMap { command -> CGRect? in
      guard case .fill(let rect, _, let color, _) = command, color == .white, rect.height == 1,
        CGRect(x: 67, y: 144, width: 26, height: 13).contains(rect)
      else { return nil }
      return rect
    }
    #expect(strips.count == 13)
    #expect(strips.first?.width == 2)
    #expect(strips.last == CGRect(x: 67, y: 156, width: 26, height: 1))
    #expect(content.view.superview?.backgroundColor == nil)
    #expect(content.sheetPresentationController == nil)
    #expect(content.presentationController === content.popoverPresentationController)
    #expect(content.events == ["prepare"])
  }

  /// Only `.left` permitted: the card to the button's right (120 + 13), centred on its
  /// middle (122 − 100, slid down to the area's top, 34); the arrow on its left edge at
  /// 122 − 13.
  @Test func thePermittedDirectionsChooseTheSide() throws {
    let (tester, _, content) = try present(
      from: CGRect(x: 40, y: 100, width: 80, height: 44), size: .init(width: 300, height: 200), permitted: .left)
    defer { tester.tearDown() }
    #expect(tester.frame(of: content.view) == CGRect(x: 133, y: 34, width: 300, height: 200))
    #expect(content.popoverPresentationController?.arrowDirection == .left)
    let arrow = try #require(tester.views(of: PopoverArrowView.self).first)
    #expect(tester.frame(of: arrow) == CGRect(x: 120, y: 109, width: 13, height: 26))
  }

  /// No preferred size: 320 wide and 1100 tall, the documented default. Below the button
  /// there are only 1180 − 157 points, so it goes beside it, where 1100 fits.
  @Test func aPopoverWithoutAPreferredSizeIsTheDefault() throws {
    let (tester, _, content) = try present(from: CGRect(x: 40, y: 100, width: 80, height: 44), size: .zero)
    defer { tester.tearDown() }
    #expect(tester.frame(of: content.view) == CGRect(x: 133, y: 34, width: 320, height: 1100))
    #expect(content.popoverPresentationController?.arrowDirection == .left)
  }

  /// From a bar button item: below the item's frame on the navigation bar.
  @Test func aPopoverPointsAtABarButtonItem() throws {
    let root = UIViewController()
    let item = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
    root.navigationItem.rightBarButtonItem = item
    let navigation = UINavigationController(rootViewController: root)
    let tester = ScreenTester(navigation, device: .iPadPro11)
    defer { tester.tearDown() }
    try tester.settle()
    let content = PopoverContentViewController()
    content.modalPresentationStyle = .popover
    content.preferredContentSize = CGSize(width: 300, height: 200)
    content.popoverPresentationController?.barButtonItem = item
    navigation.present(content, animated: false)
    try tester.settle()
    let itemFrame = try #require(navigation.navigationBar.frameInWindow(of: item))
    let frame = tester.frame(of: content.view)
    #expect(frame.minY == itemFrame.maxY + 13)
    #expect(frame.maxX == 824)  // slid left to the area's edge
    #expect(content.popoverPresentationController?.arrowDirection == .up)
  }

  /// A tap beside the popover dismisses it and tells the delegate (the deprecated popover
  /// callback too); a tap on a passthrough view reaches the view and dismisses nothing.
  @Test func aTapOutsideDismissesThePopoverButNotOnAPassthroughView() throws {
    let (tester, home, content) = try present(
      from: CGRect(x: 40, y: 100, width: 80, height: 44), size: .init(width: 300, height: 200))
    defer { tester.tearDown() }
    try tester.tap(home.other)
    try tester.settle()
    #expect(home.otherTaps == 1)
    #expect(home.presentedViewController === content)
    tester.tap(at: CGPoint(x: 100, y: 200))  // on the card
    try tester.settle()
    #expect(home.presentedViewController === content)
    tester.tap(at: CGPoint(x: 500, y: 800))
    try tester.settle()
    #expect(home.presentedViewController == nil)
    #expect(content.view.window == nil)
    #expect(content.events == ["prepare", "willDismiss", "didDismiss", "didDismissPopover"])
  }

  /// On an iPhone the popover adapts to the sheet (across the screen from 57)...
  @Test func anIPhonePopoverAdaptsToTheSheet() throws {
    let (tester, _, content) = try present(
      on: .iPhone14, from: CGRect(x: 40, y: 100, width: 80, height: 44), size: .init(width: 300, height: 200))
    defer { tester.tearDown() }
    #expect(tester.frame(of: content.view) == CGRect(x: 0, y: 57, width: 390, height: 787))
    #expect(tester.views(of: PopoverArrowView.self).isEmpty)
  }

  /// ... unless the delegate says `.none`: then it is a popover there too, inside the
  /// iPhone 14's safe area (47 and 34) less 10 points.
  @Test func aDelegateKeepsThePopoverOnAnIPhone() throws {
    let (tester, _, content) = try present(
      on: .iPhone14, from: CGRect(x: 40, y: 100, width: 80, height: 44), size: .init(width: 300, height: 200),
      keeps: true)
    defer { tester.tearDown() }
    #expect(tester.frame(of: content.view) == CGRect(x: 10, y: 157, width: 300, height: 200))
    #expect(content.popoverPresentationController?.arrowDirection == .up)
  }

  /// Below a button at y 300–344, a 600-point popover reaches 957, past the keyboard's
  /// top (921, the area ending at 911): it cannot move up without leaving its button, so
  /// it shrinks to 911 − 357 = 554, and is 600 again when the keyboard goes.
  @Test func thePopoverBelowItsSourceShrinksAboveTheKeyboard() throws {
    let (tester, _, content) = try present(
      from: CGRect(x: 40, y: 300, width: 80, height: 44), size: .init(width: 300, height: 600))
    defer { tester.tearDown() }
    #expect(tester.frame(of: content.view) == CGRect(x: 10, y: 357, width: 300, height: 600))
    try tester.tap(content.field)
    try tester.settle()
    #expect(tester.keyboardTop == 921)
    #expect(tester.frame(of: content.view) == CGRect(x: 10, y: 357, width: 300, height: 554))
    #expect(content.popoverPresentationController?.arrowDirection == .up)
    content.field.resignFirstResponder()
    try tester.settle()
    #expect(tester.frame(of: content.view) == CGRect(x: 10, y: 357, width: 300, height: 600))
  }

  /// Beside a button whose middle is at 722, a 500-point popover is centred on it (472 to
  /// 972): with the keyboard up it slides up to end at 911 (top 411), its arrow still at
  /// 722 − 13; a 1000-point one, already against the area's bottom, is cut to the area's
  /// 877 points from its top (34).
  @Test func thePopoverBesideItsSourceMovesUpOrShrinksAboveTheKeyboard() throws {
    let (tester, _, content) = try present(
      from: CGRect(x: 40, y: 700, width: 80, height: 44), size: .init(width: 300, height: 500), permitted: .left)
    defer { tester.tearDown() }
    #expect(tester.frame(of: content.view) == CGRect(x: 133, y: 472, width: 300, height: 500))
    try tester.tap(content.field)
    try tester.settle()
    #expect(tester.frame(of: content.view) == CGRect(x: 133, y: 411, width: 300, height: 500))
    let arrow = try #require(tester.views(of: PopoverArrowView.self).first)
    #expect(tester.frame(of: arrow) == CGRect(x: 120, y: 709, width: 13, height: 26))
    content.preferredContentSize = CGSize(width: 300, height: 1000)
    try tester.settle()
    #expect(tester.frame(of: content.view) == CGRect(x: 133, y: 34, width: 300, height: 877))
  }

  /// Near the bottom (a button at y 1100–1144) there is no room below: the card goes
  /// above, its bottom 13 over the button (1087), the arrow under it pointing down.
  @Test func aPopoverWithNoRoomBelowGoesAbove() {
    let placement = PopoverGeometry.place(
      content: CGSize(width: 300, height: 200), anchor: CGRect(x: 400, y: 1100, width: 80, height: 44),
      in: CGRect(x: 10, y: 34, width: 814, height: 1146), permitted: .any)
    #expect(placement.frame == CGRect(x: 290, y: 887, width: 300, height: 200))
    #expect(placement.arrowDirection == .down)
    #expect(placement.arrowFrame == CGRect(x: 427, y: 1087, width: 26, height: 13))
  }

  /// Without a source view or bar button item UIKit raises; here the popover is centred
  /// in its area, without an arrow, and the warning is logged.
  @Test func aPopoverWithoutASourceIsCentredAndWarns() throws {
    let home = PopoverHomeViewController()
    let tester = ScreenTester(home, device: .iPadPro11)
    defer { tester.tearDown() }
    try tester.settle()
    let content = PopoverContentViewController()
    content.modalPresentationStyle = .popover
    content.preferredContentSize = CGSize(width: 300, height: 200)
    home.present(content, animated: false)
    try tester.settle()
    #expect(tester.frame(of: content.view) == CGRect(x: 267, y: 507, width: 300, height: 200))
    #expect(content.popoverPresentationController?.arrowDirection == .unknown)
    #expect(tester.views(of: PopoverArrowView.self).allSatisfy { !tester.isVisible($0) })
    #expect(tester.layoutMessages.contains { $0.contains("should have a non-nil sourceView or barButtonItem") })
  }

  /// UIKit's raw values, which code that stores or logs them sees.
  @Test func theArrowDirectionsHaveUIKitsRawValues() {
    #expect(
      [UIPopoverArrowDirection.up, .down, .left, .right, .any, .unknown].map(\.rawValue)
        == [1, 2, 4, 8, 15, UInt.max])
  }
}
