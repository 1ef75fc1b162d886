import Foundation
import Testing
import UIKit
import UIKitTesting

/// A message bar whose bottom constraint follows the keyboard, animated with the
/// notification's own duration and curve (the curve shifted into the options, as
/// Apple's forums and most chat apps write it).
private final class ChatBarController: UIViewController {
  let inputBar = UIView()
  let messageField = UITextField()
  var bottomConstraint: NSLayoutConstraint!
  private var observers: [NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    inputBar.backgroundColor = .systemGray6
    inputBar.translatesAutoresizingMaskIntoConstraints = false
    messageField.translatesAutoresizingMaskIntoConstraints = false
    messageField.placeholder = "Message"
    view.addSubview(inputBar)
    inputBar.addSubview(messageField)
    bottomConstraint = inputBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
    NSLayoutConstraint.activate([
      inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      inputBar.heightAnchor.constraint(equalToConstant: 56),
      bottomConstraint,
      messageField.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 12),
      messageField.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -12),
      messageField.centerYAnchor.constraint(equalTo: inputBar.centerYAnchor),
      messageField.heightAnchor.constraint(equalToConstant: 36),
    ])
    for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
      observers.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
          self?.keyboardWillChange(note)
        })
    }
  }

  private func keyboardWillChange(_ notification: Notification) {
    guard let userInfo = notification.userInfo,
      let endFrame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
      let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
      let curveRaw = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
    else { return }
    let isShowing = notification.name == UIResponder.keyboardWillShowNotification
    bottomConstraint.constant = isShowing ? -(endFrame.height - view.safeAreaInsets.bottom) : 0
    UIView.animate(
      withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curveRaw << 16),
      animations: { self.view.layoutIfNeeded() })
  }

  deinit {
    observers.forEach { NotificationCenter.default.removeObserver($0) }
  }
}

@MainActor
@Suite struct BottomConstraintTests {
  /// Frames until the keyboard's slide ends, checking on each that the bar has covered the
  /// same fraction of its way as the keyboard of its own: the bar's bottom is within a
  /// point of where that puts it (257 points of way on the 14, the keyboard 291; where
  /// there is no home-indicator band, the SE, the two coincide). Returns the frame count.
  private func followSlide(
    _ tester: ScreenTester, _ screen: ChatBarController, device: DeviceProfile, showing: Bool
  ) throws -> Int {
    let safeBottom = device.size.height - device.safeAreaInsets.bottom
    let finalTop = Devices.keyboardTop(device)
    var frames = 0
    while tester.keyboard.isAnimating || frames == 0 {
      tester.pump()
      frames += 1
      let keyboardTop = tester.keyboardFrameOnScreen?.minY ?? device.size.height
      let keyboardProgress = (device.size.height - keyboardTop) / device.keyboardHeight
      let barBottom = tester.presentedFrame(of: screen.inputBar).maxY
      let expected = safeBottom - keyboardProgress * (safeBottom - finalTop)
      // Within a point is what the eye needs; the same duration and curve make it exact.
      #expect(abs(barBottom - expected) < 1e-6, "\(showing ? "show" : "hide") frame \(frames)")
    }
    return frames
  }

  @Test(arguments: Devices.all)
  func theBarRidesOnTheKeyboardFrameForFrame(device: DeviceProfile) throws {
    let screen = ChatBarController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    let safeBottom = device.size.height - device.safeAreaInsets.bottom
    #expect(tester.frame(of: screen.inputBar).maxY == safeBottom)

    try tester.tap(screen.messageField)
    // iOS sets the model frame at once: code reading the bar's frame now sees where it ends.
    #expect(tester.frame(of: screen.inputBar).maxY == Devices.keyboardTop(device))
    #expect(tester.presentedFrame(of: screen.inputBar).maxY == safeBottom)
    #expect(try followSlide(tester, screen, device: device, showing: true) == 15)
    #expect(tester.presentedFrame(of: screen.inputBar).maxY == Devices.keyboardTop(device))
    #expect(screen.bottomConstraint.constant == -(device.keyboardHeight - device.safeAreaInsets.bottom))

    tester.press(.escape)
    #expect(tester.frame(of: screen.inputBar).maxY == safeBottom)
    #expect(try followSlide(tester, screen, device: device, showing: false) == 15)
    try tester.settle()
    #expect(tester.presentedFrame(of: screen.inputBar).maxY == safeBottom)
    #expect(tester.layoutMessages.isEmpty)
  }
}
