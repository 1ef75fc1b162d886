import Foundation
import Testing
import UIKit
import UIKitTesting

/// A comment box pinned to the bottom whose constraint follows
/// `keyboardWillChangeFrame`, the one notification that covers a keyboard showing,
/// hiding and changing height, animated with the notification's own duration and curve.
/// The selector is split over lines, as formatters leave a long `addObserver` call.
private final class CommentBoxController: UIViewController {
  let box = UIView()
  let commentField = UITextField()
  var boxBottom: NSLayoutConstraint!
  var durations: [Double] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    box.backgroundColor = .systemGray6
    box.translatesAutoresizingMaskIntoConstraints = false
    commentField.translatesAutoresizingMaskIntoConstraints = false
    commentField.borderStyle = .roundedRect
    commentField.placeholder = "Add a comment"
    view.addSubview(box)
    box.addSubview(commentField)
    boxBottom = box.bottomAnchor.constraint(equalTo: view.bottomAnchor)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      box.heightAnchor.constraint(equalToConstant: 60),
      boxBottom,
      commentField.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 16),
      commentField.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -16),
      commentField.topAnchor.constraint(equalTo: box.topAnchor, constant: 12),
      commentField.heightAnchor.constraint(equalToConstant: 36),
    ])

    NotificationCenter.default.addObserver(
      self,
      selector: Selector("keyboardWillChangeFrame:", Self.keyboardWillChangeFrame(_:)),
      name: UIResponder.keyboardWillChangeFrameNotification,
      object: nil)
  }

  func keyboardWillChangeFrame(_ notification: Notification) {
    guard let userInfo = notification.userInfo,
      let endFrame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
      let duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue,
      let curve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue
    else { return }
    // The end frame is in screen coordinates: what of it lies over this view is what the
    // box must clear (nothing once the keyboard has gone below the screen).
    let keyboard = view.convert(endFrame, from: view.window)
    boxBottom.constant = -max(0, view.bounds.maxY - keyboard.minY)
    durations.append(duration)
    UIView.animate(
      withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16),
      animations: { self.view.layoutIfNeeded() })
  }
}

@MainActor
@Suite struct KeyboardWillChangeFrameTests {
  /// Pumps frames until the keyboard has stopped, checking on each that the box's bottom
  /// is drawn on the keyboard's top; returns how many frames it took.
  private func followSlide(_ tester: ScreenTester, _ screen: CommentBoxController) -> Int {
    var frames = 0
    repeat {
      tester.pump()
      frames += 1
      // The same duration and curve as the keyboard's own animation (Apple's "Managing
      // the keyboard" sample animates with both): the two move as one, frame for frame.
      #expect(abs(tester.presentedFrame(of: screen.box).maxY - tester.keyboardTop) < 1e-6, "frame \(frames)")
    } while tester.keyboard.isAnimating
    return frames
  }

  @Test(arguments: Devices.all)
  func theBoxRidesOnTheKeyboardUpAndDown(device: DeviceProfile) throws {
    let screen = CommentBoxController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    #expect(tester.frame(of: screen.box).maxY == device.size.height)

    try tester.tap(screen.commentField)
    // The observer runs as the keyboard starts up: the model frame is final at once, the
    // drawn one starts where it was.
    #expect(screen.durations == [0.25])
    #expect(screen.boxBottom.constant == -device.keyboardHeight)
    #expect(tester.frame(of: screen.box).maxY == Devices.keyboardTop(device))
    #expect(tester.presentedFrame(of: screen.box).maxY == device.size.height)
    // 0.25 s at 60 frames a second.
    #expect(followSlide(tester, screen) == 15)
    #expect(tester.presentedFrame(of: screen.box).maxY == Devices.keyboardTop(device))

    // Hiding posts the same notification, with an end frame below the screen.
    screen.view.endEditing(true)
    #expect(screen.durations == [0.25, 0.25])
    #expect(screen.boxBottom.constant == 0)
    #expect(followSlide(tester, screen) == 15)
    try tester.settle()
    #expect(tester.presentedFrame(of: screen.box).maxY == device.size.height)
    #expect(tester.layoutMessages.isEmpty)
  }
}
