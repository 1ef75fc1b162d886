import Foundation
import Testing
import UIKit
import UIKitTesting

/// A photo with a caption field: a double tap likes the photo, a single tap hides the
/// keyboard. The single tap is made to wait for the double tap to fail, as every photo
/// app's tutorial does, so that liking does not also dismiss.
private final class PhotoCaptionController: UIViewController {
  let photoView = UIView(frame: CGRect(x: 0, y: 60, width: 375, height: 300))
  let captionField = UITextField(frame: CGRect(x: 20, y: 380, width: 335, height: 44))
  var likes = 0
  var singleTaps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    photoView.backgroundColor = .systemGray5
    view.addSubview(photoView)
    captionField.borderStyle = .roundedRect
    captionField.placeholder = "Write a caption"
    view.addSubview(captionField)

    let doubleTap = UITapGestureRecognizer(
      target: self, action: Selector("photoDoubleTapped:", Self.photoDoubleTapped(_:)))
    doubleTap.numberOfTapsRequired = 2
    photoView.addGestureRecognizer(doubleTap)
    let singleTap = UITapGestureRecognizer(target: self, action: Selector("photoTapped", Self.photoTapped))
    singleTap.require(toFail: doubleTap)
    photoView.addGestureRecognizer(singleTap)
  }

  func photoDoubleTapped(_ recognizer: UITapGestureRecognizer) {
    guard recognizer.state == .ended else { return }
    likes += 1
  }

  func photoTapped() {
    singleTaps += 1
    view.endEditing(true)
  }
}

@MainActor
@Suite struct DoubleTapRequireFailTests {
  @Test(arguments: Devices.all)
  func aSingleTapWaitsForTheDoubleTapToFail(device: DeviceProfile) throws {
    let screen = PhotoCaptionController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    try tester.tap(screen.captionField)
    try tester.settle()

    // Apple, `require(toFail:)`: the receiver's transition out of `.possible` "is
    // delayed until otherGestureRecognizer transitions to UIGestureRecognizer.State.failed".
    // One tap is not yet a single tap: a second may follow.
    tester.tap(at: CGPoint(x: 187, y: 210))
    tester.pump()
    #expect(screen.singleTaps == 0)
    #expect(tester.firstResponder === screen.captionField)
    // Once no second tap can come, the double tap fails and the single tap recognizes.
    tester.pump(for: 0.5)
    #expect(screen.singleTaps == 1)
    #expect(screen.likes == 0)
    #expect(tester.firstResponder == nil)
    try tester.settle()
    #expect(tester.keyboardFrameOnScreen == nil)

    // Two taps in quick succession are the double tap's alone: the single tap fails
    // with it, and the keyboard brought back up stays.
    try tester.tap(screen.captionField)
    try tester.settle()
    tester.tap(at: CGPoint(x: 187, y: 210))
    tester.pump(frames: 6)
    tester.tap(at: CGPoint(x: 187, y: 210))
    try tester.settle()
    #expect(screen.likes == 1)
    #expect(screen.singleTaps == 1)
    #expect(tester.firstResponder === screen.captionField)
    #expect(tester.keyboardFrameOnScreen?.minY == Devices.keyboardTop(device))
  }
}
