import Foundation
import Testing
import UIKit
import UIKitTesting

/// Five stars in a row, set by where a tap lifts: a control of the app's own, which
/// iOS's rule that a button's single tap is the button's does not cover.
private final class StarRatingControl: UIControl {
  private(set) var rating = 0

  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard let touch, bounds.contains(touch.location(in: self)) else { return }
    rating = min(5, Int(touch.location(in: self).x / (bounds.width / 5)) + 1)
    sendActions(for: .valueChanged)
  }
}

/// A review form with "tap anywhere to dismiss" on its view. Left alone, the
/// recognizer takes a tap on the stars and cancels the control's touch; its delegate's
/// `gestureRecognizer(_:shouldReceive:)` keeps touches on controls away from it, as
/// answers to that complaint write it.
private final class ReviewFormController: UIViewController, UIGestureRecognizerDelegate {
  let ratingControl = StarRatingControl(frame: CGRect(x: 20, y: 100, width: 250, height: 50))
  let reviewField = UITextField(frame: CGRect(x: 20, y: 170, width: 335, height: 44))
  var ratingsSent: [Int] = []
  var dismissals = 0
  private let excludesControls: Bool

  init(excludesControls: Bool) {
    self.excludesControls = excludesControls
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    ratingControl.addTarget(self, action: Selector("ratingChanged:", Self.ratingChanged(_:)), for: .valueChanged)
    view.addSubview(ratingControl)
    reviewField.borderStyle = .roundedRect
    reviewField.placeholder = "Your review"
    view.addSubview(reviewField)

    let tap = UITapGestureRecognizer(target: self, action: Selector("dismissKeyboard:", Self.dismissKeyboard(_:)))
    if excludesControls { tap.delegate = self }
    view.addGestureRecognizer(tap)
  }

  func ratingChanged(_ sender: StarRatingControl) {
    ratingsSent.append(sender.rating)
  }

  func dismissKeyboard(_ recognizer: UITapGestureRecognizer) {
    dismissals += 1
    view.endEditing(true)
  }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    !(touch.view is UIControl)
  }
}

@MainActor
@Suite struct GestureDelegateExcludesControlsTests {
  @Test(arguments: Devices.all)
  func theDelegateLetsTheStarsHaveTheirTap(device: DeviceProfile) throws {
    for excludesControls in [false, true] {
      let screen = ReviewFormController(excludesControls: excludesControls)
      let tester = ScreenTester(screen, device: device)
      defer { tester.tearDown() }
      try tester.tap(screen.reviewField)
      try tester.settle()

      // The fourth star: 50 points each from x = 20.
      tester.tap(at: CGPoint(x: 195, y: 125))
      try tester.settle()
      if excludesControls {
        // The recognizer never saw the touch: the control has it all, and the keyboard
        // stays for the review.
        #expect(screen.ratingsSent == [4])
        #expect(screen.dismissals == 0)
        #expect(tester.firstResponder === screen.reviewField)
      } else {
        // Apple ("Interacting with other user interface controls") lists the controls
        // whose single tap beats a recognizer on a superview: UIButton, UISwitch,
        // UIStepper, UISegmentedControl, UIPageControl. A control of one's own is not
        // among them, so the recognizer recognizes and, cancelling touches in its view
        // by default, takes the tap from the stars.
        #expect(screen.ratingsSent == [])
        #expect(screen.ratingControl.rating == 0)
        #expect(screen.dismissals == 1)
        #expect(tester.firstResponder == nil)
      }

      // Below the form, the background's tap dismisses either way.
      try tester.tap(screen.reviewField)
      try tester.settle()
      tester.tap(at: CGPoint(x: 200, y: 300))
      try tester.settle()
      #expect(tester.firstResponder == nil)
      #expect(tester.keyboardFrameOnScreen == nil)
    }
  }
}
