import Foundation
import Testing
import UIKit
import UIKitTesting

/// A controller built in code with what it shows passed to its initialiser, as apps
/// without storyboards write it: `super.init(nibName: nil, bundle: nil)` and the
/// `init?(coder:)` stub Xcode's fix-it inserts.
private final class SignUpController: UIViewController {
  private let placeholders: [String]
  private(set) var fields: [UITextField] = []

  init(placeholders: [String]) {
    self.placeholders = placeholders
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    var previous = view.safeAreaLayoutGuide.topAnchor
    for placeholder in placeholders {
      let field = UITextField()
      field.placeholder = placeholder
      field.borderStyle = .roundedRect
      field.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(field)
      NSLayoutConstraint.activate([
        field.topAnchor.constraint(equalTo: previous, constant: 20),
        field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
        field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        field.heightAnchor.constraint(equalToConstant: 44),
      ])
      previous = field.bottomAnchor
      fields.append(field)
    }
  }
}

@MainActor
@Suite struct InjectedControllerTests {
  @Test(arguments: Devices.all)
  func theInjectedFieldsAreLaidOutAndTakeTheKeyboard(device: DeviceProfile) throws {
    let screen = SignUpController(placeholders: ["Name", "Email", "Password"])
    #expect(screen.nibName == nil)
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    #expect(screen.fields.count == 3)
    // 20 below the safe area's top, then 44 + 20 each.
    let top = device.safeAreaInsets.top
    for (index, field) in screen.fields.enumerated() {
      #expect(
        tester.frame(of: field)
          == CGRect(x: 20, y: top + 20 + CGFloat(index) * 64, width: device.size.width - 40, height: 44))
    }
    try tester.tap(screen.fields[1])
    try tester.settle()
    #expect(screen.fields[1].isFirstResponder)
    #expect(tester.keyboardFrameOnScreen?.minY == Devices.keyboardTop(device))
  }
}
