import Foundation
import Testing
import UIKit
import UIKitTesting

/// A comments sheet laid out with frames and dragged by a pan recognizer, the way
/// Apple's own pan samples move a view: the translation is added to its `center` and
/// reset to zero on every change. Starting a drag ends typing; on release the sheet
/// closes if it went down far or fast, else springs back.
private final class CommentsSheetController: UIViewController {
  let sheet = UIView()
  let commentField = UITextField()
  var restingTop: CGFloat = 0
  var closes = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    restingTop = view.bounds.height - 400
    sheet.frame = CGRect(x: 0, y: restingTop, width: view.bounds.width, height: 400)
    sheet.backgroundColor = .systemGray6
    view.addSubview(sheet)
    commentField.frame = CGRect(x: 16, y: 20, width: view.bounds.width - 32, height: 44)
    commentField.borderStyle = .roundedRect
    commentField.placeholder = "Add a comment"
    sheet.addSubview(commentField)

    let pan = UIPanGestureRecognizer(
      target: self,
      action: Selector("handleSheetPan:", Self.handleSheetPan(_:)))
    sheet.addGestureRecognizer(pan)
  }

  func handleSheetPan(_ gesture: UIPanGestureRecognizer) {
    guard let sheet = gesture.view else { return }
    switch gesture.state {
    case .began:
      view.endEditing(true)
    case .changed:
      let translation = gesture.translation(in: view)
      sheet.center.y = max(restingTop + sheet.bounds.height / 2, sheet.center.y + translation.y)
      gesture.setTranslation(.zero, in: view)
    case .ended:
      if sheet.frame.minY - restingTop > 150 || gesture.velocity(in: view).y > 1000 {
        closes += 1
        UIView.animate(withDuration: 0.25) { sheet.frame.origin.y = self.view.bounds.height }
      } else {
        UIView.animate(withDuration: 0.25) { sheet.frame.origin.y = self.restingTop }
      }
    default:
      break
    }
  }
}

@MainActor
@Suite struct PanSheetTests {
  @Test(arguments: Devices.all)
  func aSlowShortDragFollowsTheFingerAndSpringsBack(device: DeviceProfile) throws {
    let screen = CommentsSheetController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    let restingTop = device.size.height - 400
    #expect(tester.frame(of: screen.sheet).minY == restingTop)
    try tester.tap(screen.commentField)
    try tester.settle()
    #expect(tester.firstResponder === screen.commentField)

    // Down 60 points, 6 a frame (360 points a second), from between the field and the
    // keyboard's top.
    let start = CGPoint(x: 180, y: restingTop + 80)
    tester.touchDown(at: start)
    for step in 1...10 {
      tester.pump()
      tester.moveTouch(to: CGPoint(x: 180, y: start.y + 6 * CGFloat(step)))
    }
    // The pan began past its hysteresis and ended editing there; each change adds what
    // the finger travelled since the last (the first counts from touch-down), so the
    // sheet is exactly under the finger.
    #expect(tester.firstResponder == nil)
    #expect(tester.frame(of: screen.sheet).minY == restingTop + 60)
    tester.liftTouch(at: CGPoint(x: 180, y: start.y + 60))
    try tester.settle()
    #expect(screen.closes == 0)
    #expect(tester.frame(of: screen.sheet).minY == restingTop)
    #expect(tester.keyboardFrameOnScreen == nil)
  }

  @Test(arguments: Devices.all)
  func aFlingDownClosesTheSheet(device: DeviceProfile) throws {
    let screen = CommentsSheetController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    let restingTop = device.size.height - 400
    // 100 points in 4 frames: 1 500 points a second, less than the 150 points of a
    // slow close but faster than 1 000.
    tester.drag(
      from: CGPoint(x: 180, y: restingTop + 150), to: CGPoint(x: 180, y: restingTop + 250), steps: 4)
    #expect(tester.frame(of: screen.sheet).minY == device.size.height)
    try tester.settle()
    #expect(screen.closes == 1)
    #expect(tester.presentedFrame(of: screen.sheet).minY == device.size.height)

    // Upward drags never lift it above its resting place.
    let again = CommentsSheetController()
    tester.show(again)
    tester.drag(from: CGPoint(x: 180, y: restingTop + 150), to: CGPoint(x: 180, y: restingTop + 50), steps: 10)
    try tester.settle()
    #expect(again.closes == 0)
    #expect(tester.frame(of: again.sheet).minY == restingTop)
  }
}
