import Foundation
import Testing
import UIKit
import UIKitTesting

/// The first technique most tutorials show: move the controller's whole view up by the
/// keyboard's height, and back to 0 when it hides.
private final class MoveWholeViewUpController: UIViewController {
  let emailField = UITextField()
  private var observers: [NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    emailField.borderStyle = .roundedRect
    emailField.placeholder = "Email"
    emailField.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(emailField)
    NSLayoutConstraint.activate([
      emailField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      emailField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      emailField.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
      emailField.heightAnchor.constraint(equalToConstant: 44),
    ])

    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
      ) { [weak self] notification in
        guard let self = self,
          let keyboardSize = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
            .cgRectValue
        else { return }
        if self.view.frame.origin.y == 0 {
          self.view.frame.origin.y -= keyboardSize.height
        }
      })
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main
      ) { [weak self] _ in
        if self?.view.frame.origin.y != 0 {
          self?.view.frame.origin.y = 0
        }
      })
  }

  deinit {
    observers.forEach { NotificationCenter.default.removeObserver($0) }
  }
}

@MainActor
@Suite struct MoveWholeViewUpTests {
  @Test(arguments: Devices.all)
  func theViewRidesUpWithTheKeyboardAndComesBack(device: DeviceProfile) throws {
    let screen = MoveWholeViewUpController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    let restingField = tester.frame(of: screen.emailField)
    // Above the home-indicator band by 20: e.g. 844 − 34 − 20 − 44 = 746 on the 14.
    #expect(restingField.minY == device.size.height - device.safeAreaInsets.bottom - 20 - 44)

    try tester.tap(screen.emailField)
    // The frame is set inside the keyboard's animation block, so the view slides with the
    // keyboard: on every frame its bottom is where the keyboard's top is drawn.
    for _ in 0..<15 {
      tester.pump()
      let keyboardTop = try #require(tester.keyboardFrameOnScreen).minY
      #expect(abs(tester.presentedFrame(of: screen.view).maxY - keyboardTop) < 0.001)
    }
    try tester.settle()
    #expect(screen.view.frame.origin.y == -device.keyboardHeight)
    #expect(tester.isVisible(screen.emailField))

    tester.press(.escape)
    try tester.settle()
    #expect(screen.view.frame.origin.y == 0)
    #expect(tester.frame(of: screen.emailField) == restingField)
  }
}
