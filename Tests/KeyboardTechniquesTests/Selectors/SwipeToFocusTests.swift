import Foundation
import Testing
import UIKit
import UIKitTesting

/// A quick-note screen: swipe up over the card to start typing, swipe down to put the
/// keyboard away. Two swipe recognizers, one per direction, share one action that reads
/// which direction it was made for: a recognizer with several directions cannot say
/// which one the finger took.
private final class QuickNoteController: UIViewController {
  let card = UIView(frame: CGRect(x: 20, y: 160, width: 335, height: 240))
  let noteField = UITextField(frame: CGRect(x: 20, y: 90, width: 335, height: 44))
  var swipes: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    noteField.borderStyle = .roundedRect
    noteField.placeholder = "Note"
    view.addSubview(noteField)
    card.backgroundColor = .systemYellow
    view.addSubview(card)
    for direction in [UISwipeGestureRecognizer.Direction.up, .down] {
      let swipe = UISwipeGestureRecognizer(target: self, action: Selector("cardSwiped:", Self.cardSwiped(_:)))
      swipe.direction = direction
      card.addGestureRecognizer(swipe)
    }
  }

  func cardSwiped(_ gesture: UISwipeGestureRecognizer) {
    if gesture.direction == .up {
      swipes.append("up")
      noteField.becomeFirstResponder()
    } else {
      swipes.append("down")
      noteField.resignFirstResponder()
    }
  }
}

@MainActor
@Suite struct SwipeToFocusTests {
  @Test(arguments: Devices.all)
  func upFocusesDownDismissesSidewaysDoesNothing(device: DeviceProfile) throws {
    let screen = QuickNoteController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }

    // 100 points up in 4 frames: a quick, straight stroke.
    tester.drag(from: CGPoint(x: 187, y: 350), to: CGPoint(x: 187, y: 250), steps: 4)
    try tester.settle()
    #expect(screen.swipes == ["up"])
    #expect(tester.firstResponder === screen.noteField)
    #expect(tester.keyboardFrameOnScreen?.minY == Devices.keyboardTop(device))

    // Sideways matches neither recognizer's direction: both fail, nothing changes.
    tester.drag(from: CGPoint(x: 60, y: 200), to: CGPoint(x: 300, y: 200), steps: 4)
    try tester.settle()
    #expect(screen.swipes == ["up"])
    #expect(tester.firstResponder === screen.noteField)

    tester.drag(from: CGPoint(x: 187, y: 180), to: CGPoint(x: 187, y: 280), steps: 4)
    try tester.settle()
    #expect(screen.swipes == ["up", "down"])
    #expect(tester.firstResponder == nil)
    #expect(tester.keyboardFrameOnScreen == nil)
  }
}
