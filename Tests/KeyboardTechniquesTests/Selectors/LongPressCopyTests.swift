import Foundation
import Testing
import UIKit
import UIKitTesting

/// A chat transcript whose message bubbles copy their text on a long press, for the
/// reply field below to paste. The handler acts on `.began` only: a long press is
/// continuous and sends its action again as the finger moves and lifts.
private final class TranscriptController: UIViewController {
  let messageLabel = UILabel(frame: CGRect(x: 20, y: 100, width: 240, height: 44))
  let dateLabel = UILabel(frame: CGRect(x: 20, y: 60, width: 240, height: 30))
  let replyField = UITextField(frame: CGRect(x: 20, y: 360, width: 335, height: 44))
  var states: [UIGestureRecognizer.State] = []
  var copies = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    messageLabel.text = "See you at 6"
    messageLabel.backgroundColor = .systemGray5
    // Labels ignore touches unless told otherwise, and so do their recognizers.
    messageLabel.isUserInteractionEnabled = true
    view.addSubview(messageLabel)
    dateLabel.text = "Today 17:02"
    view.addSubview(dateLabel)
    replyField.borderStyle = .roundedRect
    view.addSubview(replyField)

    let press = UILongPressGestureRecognizer(target: self, action: Selector("bubblePressed:", Self.bubblePressed(_:)))
    messageLabel.addGestureRecognizer(press)
    // Forgot `isUserInteractionEnabled`: this one never hears a touch.
    let datePress = UILongPressGestureRecognizer(
      target: self, action: Selector("bubblePressed:", Self.bubblePressed(_:)))
    dateLabel.addGestureRecognizer(datePress)
  }

  func bubblePressed(_ recognizer: UILongPressGestureRecognizer) {
    states.append(recognizer.state)
    guard recognizer.state == .began, let label = recognizer.view as? UILabel else { return }
    UIPasteboard.general.string = label.text
    copies += 1
  }
}

@MainActor
@Suite struct LongPressCopyTests {
  @Test(arguments: Devices.all)
  func aLongPressCopiesOnceAndTheReplyPastesIt(device: DeviceProfile) throws {
    let screen = TranscriptController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    try tester.tap(screen.replyField)
    try tester.settle()

    // Shorter than the press duration (Apple: `minimumPressDuration` defaults to 0.5 s)
    // the recognizer fails, and a failure sends no action.
    tester.hold(at: CGPoint(x: 140, y: 122), for: 0.3)
    #expect(screen.states.isEmpty)

    // Held long enough: `.began` while the finger is still down, `.ended` as it lifts.
    tester.touchDown(at: CGPoint(x: 140, y: 122))
    tester.pump(for: 0.6)
    #expect(screen.states == [.began])
    #expect(screen.copies == 1)
    tester.liftTouch(at: CGPoint(x: 140, y: 122))
    #expect(screen.states == [.began, .ended])
    #expect(screen.copies == 1)
    #expect(tester.pasteboard.string == "See you at 6")

    // A label takes no first responder: the reply field kept the keyboard, and ⌘V
    // pastes what was copied.
    #expect(tester.firstResponder === screen.replyField)
    #expect(tester.press(.character("v"), modifiers: .command))
    #expect(screen.replyField.text == "See you at 6")

    // Past its start the press follows the finger: a move is a change, however far.
    tester.touchDown(at: CGPoint(x: 140, y: 122))
    tester.pump(for: 0.6)
    tester.moveTouch(to: CGPoint(x: 200, y: 300))
    tester.liftTouch(at: CGPoint(x: 200, y: 300))
    #expect(screen.states == [.began, .ended, .began, .changed, .ended])
    #expect(screen.copies == 2)

    // Moving more than `allowableMovement` (10 points by default) before the duration
    // is up fails it.
    tester.touchDown(at: CGPoint(x: 140, y: 122))
    tester.pump()
    tester.moveTouch(to: CGPoint(x: 160, y: 122))
    tester.pump(for: 0.6)
    tester.liftTouch(at: CGPoint(x: 160, y: 122))
    #expect(screen.copies == 2)

    // The date label has `isUserInteractionEnabled` false (UILabel's default), so the
    // hit test passes over it and its recognizer never begins.
    tester.hold(at: CGPoint(x: 140, y: 75), for: 0.8)
    #expect(screen.copies == 2)
    #expect(screen.states.count == 5)
  }
}
