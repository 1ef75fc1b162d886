import Foundation
import Testing
import UIKit
import UIKitTesting

/// A form in a scroll view: the keyboard's end frame converted into the view gives the
/// bottom content and indicator insets, and the active field is scrolled into view
/// (Apple's "Managing the keyboard" recipe, in the form Hacking with Swift writes it).
private final class ScrollFormController: UIViewController, UITextFieldDelegate {
  let scrollView = UIScrollView()
  let stack = UIStackView()
  var fields: [UITextField] = []
  weak var activeField: UITextField?
  private var observers: [NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.axis = .vertical
    stack.spacing = 16
    view.addSubview(scrollView)
    scrollView.addSubview(stack)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -20),
      stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
      stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
    ])
    for index in 0..<12 {
      let field = UITextField()
      field.placeholder = "Field \(index + 1)"
      field.borderStyle = .roundedRect
      field.delegate = self
      field.heightAnchor.constraint(equalToConstant: 44).isActive = true
      stack.addArrangedSubview(field)
      fields.append(field)
    }
    for name in [UIResponder.keyboardWillHideNotification, UIResponder.keyboardWillChangeFrameNotification] {
      observers.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
          self?.adjustForKeyboard(note)
        })
    }
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    activeField = textField
  }

  private func adjustForKeyboard(_ notification: Notification) {
    guard let keyboardValue = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
    else { return }
    let keyboardScreenEndFrame = keyboardValue.cgRectValue
    let keyboardViewEndFrame = view.convert(keyboardScreenEndFrame, from: view.window)
    if notification.name == UIResponder.keyboardWillHideNotification {
      scrollView.contentInset = .zero
    } else {
      scrollView.contentInset = UIEdgeInsets(
        top: 0, left: 0, bottom: keyboardViewEndFrame.height - view.safeAreaInsets.bottom, right: 0)
    }
    scrollView.scrollIndicatorInsets = scrollView.contentInset
    if let field = activeField {
      scrollView.scrollRectToVisible(field.convert(field.bounds, to: scrollView), animated: true)
    }
  }

  deinit {
    observers.forEach { NotificationCenter.default.removeObserver($0) }
  }
}

@MainActor
@Suite struct ScrollViewInsetsTests {
  @Test(arguments: Devices.all)
  func theActiveFieldIsScrolledAboveTheKeyboard(device: DeviceProfile) throws {
    let screen = ScrollFormController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    // A field low on the screen but on it: the last one whose bottom is inside the
    // scroll view at rest.
    let safeBottom = device.size.height - device.safeAreaInsets.bottom
    let low = try #require(screen.fields.last { tester.frame(of: $0).maxY <= safeBottom })
    #expect(tester.frame(of: low).maxY > Devices.keyboardTop(device))
    try tester.tap(low)
    try tester.settle()
    // The inset is the part of the scroll view the keyboard covers.
    #expect(screen.scrollView.contentInset.bottom == device.keyboardHeight - device.safeAreaInsets.bottom)
    #expect(screen.scrollView.verticalScrollIndicatorInsets.bottom == screen.scrollView.contentInset.bottom)
    // The field is fully above the keyboard, and just so (scrollRectToVisible scrolls
    // as little as it must).
    let field = tester.frame(of: low)
    #expect(field.maxY <= Devices.keyboardTop(device) + 0.001)
    #expect(field.maxY >= Devices.keyboardTop(device) - 0.001)
    #expect(tester.isVisible(low))

    tester.press(.escape)
    try tester.settle()
    #expect(screen.scrollView.contentInset == .zero)
  }
}
