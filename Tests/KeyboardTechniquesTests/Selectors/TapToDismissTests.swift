import Foundation
import Testing
import UIKit
import UIKitTesting

/// A pad that leaves a dot where a touch lifts, from `touchesEnded`: a view that
/// handles touches itself, as drawing and signature views do.
private final class SignaturePad: UIView {
  var dots: [CGPoint] = []
  var cancelled = 0

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    dots.append(touch.location(in: self))
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    cancelled += 1
  }
}

/// A delivery form with a signature pad, a Confirm button beside it and a tap on the
/// view that ends editing with no method of the controller's own: the recognizer's
/// target is the view and its action `UIView.endEditing(_:)`, which gets the recognizer
/// as its Boolean argument, a non-nil object and so true.
private final class DeliveryFormController: UIViewController {
  let noteField = UITextField(frame: CGRect(x: 20, y: 80, width: 335, height: 44))
  let pad = SignaturePad(frame: CGRect(x: 20, y: 140, width: 335, height: 160))
  let confirmButton = UIButton(type: .system)
  var confirmations = 0
  private let cancelsTouches: Bool

  init(cancelsTouches: Bool) {
    self.cancelsTouches = cancelsTouches
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    noteField.borderStyle = .roundedRect
    noteField.placeholder = "Note for the driver"
    view.addSubview(noteField)
    pad.backgroundColor = .systemGray6
    view.addSubview(pad)
    confirmButton.frame = CGRect(x: 20, y: 310, width: 335, height: 44)
    confirmButton.setTitle("Confirm", for: .normal)
    confirmButton.addTarget(self, action: Selector("confirmTapped:", Self.confirmTapped(_:)), for: .touchUpInside)
    view.addSubview(confirmButton)

    let tap = UITapGestureRecognizer(target: view, action: Selector("endEditing:", UIView.endEditing(_:)))
    tap.cancelsTouchesInView = cancelsTouches
    view.addGestureRecognizer(tap)
  }

  func confirmTapped(_ sender: UIButton) {
    confirmations += 1
  }
}

@MainActor
@Suite struct TapToDismissTests {
  @Test(arguments: Devices.all)
  func theBackgroundTapDismissesAndCancelsOnlyWhenAskedTo(device: DeviceProfile) throws {
    for cancels in [true, false] {
      let screen = DeliveryFormController(cancelsTouches: cancels)
      let tester = ScreenTester(screen, device: device)
      defer { tester.tearDown() }
      try tester.tap(screen.noteField)
      try tester.settle()

      // The button's single tap is its own (Apple lists UIButton among the controls
      // whose default action beats a recognizer on a superview): Confirm runs and the
      // keyboard stays, whatever the recognizer's `cancelsTouchesInView`.
      try tester.tap(screen.confirmButton)
      try tester.settle()
      #expect(screen.confirmations == 1)
      #expect(tester.firstResponder === screen.noteField)
      #expect(tester.keyboardFrameOnScreen?.minY == Devices.keyboardTop(device))

      // A tap on the pad is the recognizer's too: editing ends either way. With
      // `cancelsTouchesInView` true (the default) the pad is sent `touchesCancelled` in
      // place of `touchesEnded` and leaves no dot; false lets the touch finish there.
      tester.tap(at: CGPoint(x: 120, y: 200))
      try tester.settle()
      #expect(tester.firstResponder == nil)
      #expect(tester.keyboardFrameOnScreen == nil)
      if cancels {
        #expect(screen.pad.dots == [])
        #expect(screen.pad.cancelled == 1)
      } else {
        #expect(screen.pad.dots == [CGPoint(x: 100, y: 60)])
        #expect(screen.pad.cancelled == 0)
      }
    }
  }
}
