import Foundation
import Testing
import UIKit
import UIKitTesting

/// A sign-up form laid out on the root view's layout margins, the fields a standard
/// spacing apart, the button kept a standard spacing above the keyboard layout guide, as
/// Apple's Auto Layout sample code lays out forms. The phone field brings up the phone
/// pad, the email field the email keyboard; the controller logs the keyboard heights.
private final class SignUpFormController: UIViewController {
  let nameField = UITextField()
  let phoneField = UITextField()
  let emailField = UITextField()
  let submitButton = UIButton(type: .system)
  var keyboardHeights: [CGFloat] = []
  private var observer: NSObjectProtocol?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    nameField.placeholder = "Name"
    phoneField.placeholder = "Phone"
    phoneField.keyboardType = .phonePad
    emailField.placeholder = "Email"
    emailField.keyboardType = .emailAddress
    let margins = view.layoutMarginsGuide
    var previous = margins.topAnchor
    for field in [nameField, phoneField, emailField] {
      field.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(field)
      NSLayoutConstraint.activate([
        field.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        field.topAnchor.constraint(equalToSystemSpacingBelow: previous, multiplier: 1),
        field.heightAnchor.constraint(equalToConstant: 44),
      ])
      previous = field.bottomAnchor
    }
    submitButton.setTitle("Sign up", for: .normal)
    submitButton.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(submitButton)
    let resting = submitButton.bottomAnchor.constraint(equalTo: margins.bottomAnchor)
    resting.priority = .defaultHigh
    NSLayoutConstraint.activate([
      submitButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      submitButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      submitButton.heightAnchor.constraint(equalToConstant: 50),
      view.keyboardLayoutGuide.topAnchor.constraint(
        greaterThanOrEqualToSystemSpacingBelow: submitButton.bottomAnchor, multiplier: 1),
      resting,
    ])
    observer = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main
    ) { [weak self] notification in
      guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
      else { return }
      self?.keyboardHeights.append(frame.height)
    }
  }
}

@MainActor
@Suite struct MarginsFormTests {
  @Test(arguments: Devices.all)
  func theFormSitsOnTheMarginsAndTheButtonRidesAboveEachKeyboard(device: DeviceProfile) throws {
    let screen = SignUpFormController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    // The root view's margins: 16 points at the sides (20 on the 430-point phone), the
    // safe area at top and bottom.
    let side: CGFloat = device.size.width >= 414 ? 20 : 16
    let safeTop = device.safeAreaInsets.top
    let safeBottom = device.size.height - device.safeAreaInsets.bottom
    #expect(
      tester.frame(of: screen.nameField)
        == CGRect(x: side, y: safeTop + 8, width: device.size.width - 2 * side, height: 44))
    #expect(tester.frame(of: screen.phoneField).minY == safeTop + 8 + 44 + 8)
    // At rest the guide is at the safe area's bottom: the button a spacing above it.
    #expect(tester.frame(of: screen.submitButton).maxY == safeBottom - 8)

    // With the predictive bar on the letters are the bar's height taller than the pads, as
    // on iOS; the phone pad is the letter keyboard without it (216, 291 or 301).
    tester.keyboard.isPredictiveBarEnabled = true
    try tester.tap(screen.phoneField)
    for _ in 0..<15 {
      tester.pump()
      let keyboardTop = try #require(tester.keyboardFrameOnScreen).minY
      #expect(abs(tester.presentedFrame(of: screen.submitButton).maxY - (min(keyboardTop, safeBottom) - 8)) < 0.001)
    }
    try tester.settle()
    #expect(tester.frame(of: screen.submitButton).maxY == Devices.keyboardTop(device) - 8)
    try tester.typeOnKeyboard("5550100")
    #expect(screen.phoneField.text == "5550100")

    // The email field: the letter keyboard with its bar (260, 336 or 346) pushes the
    // button up again.
    try tester.tap(screen.emailField)
    try tester.settle()
    let letters = device.keyboardHeights.portraitWithBar
    #expect(tester.frame(of: screen.submitButton).maxY == device.size.height - letters - 8)
    #expect(screen.keyboardHeights == [device.keyboardHeight, letters])
    #expect(tester.isVisible(screen.emailField) && tester.isVisible(screen.submitButton))
  }
}
