import Foundation
import Testing
import UIKit
import UIKitTesting

/// A login controller written for a storyboard — `@IBOutlet` properties, `@IBAction`
/// methods — and then built in code in `loadView`, wiring the actions as the storyboard
/// did: what a project moving off storyboards looks like halfway. The outlets are weak,
/// as Interface Builder makes them; the view hierarchy keeps the views.
private final class StoryboardLoginController: UIViewController {
  weak var emailField: UITextField!
  weak var loginButton: UIButton!
  private weak var statusLabel: UILabel!
  var logins: [String] = []

  init() {
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func loadView() {
    let root = UIView(frame: UIScreen.main.bounds)
    root.backgroundColor = .white
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 335, height: 44))
    field.borderStyle = .roundedRect
    field.keyboardType = .emailAddress
    field.autocapitalizationType = .none
    root.addSubview(field)
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 160, width: 335, height: 44)
    button.setTitle("Log in", for: .normal)
    root.addSubview(button)
    let label = UILabel(frame: CGRect(x: 20, y: 220, width: 335, height: 24))
    root.addSubview(label)
    view = root
    emailField = field
    loginButton = button
    statusLabel = label

    emailField.addTarget(self, action: Selector("emailChanged:", Self.emailChanged(_:)), for: .editingChanged)
    loginButton.addTarget(self, action: Selector("loginTapped:", Self.loginTapped(_:)), for: .touchUpInside)
    let tap = UITapGestureRecognizer(target: self, action: Selector("backgroundTapped:", Self.backgroundTapped(_:)))
    tap.cancelsTouchesInView = false
    root.addGestureRecognizer(tap)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    loginButton.isEnabled = false
  }

  func emailChanged(_ sender: UITextField) {
    loginButton.isEnabled = sender.text?.contains("@") ?? false
  }

  func loginTapped(_ sender: UIButton) {
    logins.append(emailField.text ?? "")
    statusLabel.text = "Signing in…"
    view.endEditing(true)
  }

  private func backgroundTapped(_ sender: UITapGestureRecognizer) {
    view.endEditing(true)
  }
}

@MainActor
@Suite struct InterfaceBuilderAnnotatedTests {
  @Test(arguments: Devices.all)
  func theOutletsAndActionsWorkWithoutAStoryboard(device: DeviceProfile) throws {
    let screen = StoryboardLoginController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    // Held by the hierarchy alone, the weak outlets still point at the views.
    #expect(screen.emailField.superview === screen.view)
    #expect(!screen.loginButton.isEnabled)

    // A disabled control does not track touches (Apple, `isEnabled`: "If the enabled
    // state is false, the control ignores touch events"), so no action is sent.
    try tester.tap(screen.loginButton)
    #expect(screen.logins.isEmpty)

    try tester.tap(screen.emailField)
    try tester.settle()
    try tester.typeOnKeyboard("ada@example")
    #expect(screen.loginButton.isEnabled)
    try tester.tap(screen.loginButton)
    try tester.settle()
    #expect(screen.logins == ["ada@example"])
    #expect(!tester.views(showing: "Signing in…").isEmpty)
    #expect(tester.firstResponder == nil)
    #expect(tester.keyboardFrameOnScreen == nil)

    // The background recognizer lets touches through; it ends editing when the field is
    // tapped into again and then the background is.
    try tester.tap(screen.emailField)
    try tester.settle()
    #expect(tester.firstResponder === screen.emailField)
    tester.tap(at: CGPoint(x: 200, y: 350))
    try tester.settle()
    #expect(tester.firstResponder == nil)
  }
}
