import Foundation
import Testing
import UIKit
import UIKitTesting

/// A form whose scroll view ends on the keyboard layout guide, scrolled to its last field
/// by keyboardDidShow (`scrollRectToVisible`, as Apple's guide does it): when the keyboard
/// goes, the scroll view grows back and its offset, past the content's new end, comes
/// back to that end. iOS lays out the guide's change inside the keyboard's animation
/// block, so the correction moves with the keys; it must not snap in one frame.
final class GuideScrollFormController: UIViewController, UITextFieldDelegate {
  let scrollView = UIScrollView()
  let fields = (1...14).map { index -> UITextField in
    let field = UITextField()
    field.placeholder = "Field \(index)"
    field.borderStyle = .roundedRect
    return field
  }
  private weak var active: UITextField?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    let stack = UIStackView(arrangedSubviews: fields)
    stack.axis = .vertical
    stack.spacing = 12
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(stack)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
      stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
      stack.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -20),
    ])
    for field in fields {
      field.delegate = self
      field.heightAnchor.constraint(equalToConstant: 44).isActive = true
    }
    NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardDidShowNotification, object: nil, queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated {
        guard let self, let field = self.active else { return }
        self.scrollView.scrollRectToVisible(
          field.convert(field.bounds, to: self.scrollView).insetBy(dx: 0, dy: -8), animated: false)
      }
    }
  }

  func textFieldDidBeginEditing(_ textField: UITextField) { active = textField }
}

@MainActor
@Suite struct ScrollViewOnTheGuideTests {
  @Test(arguments: Devices.all)
  func theOffsetPastTheEndComesBackWithTheKeysNotAtOnce(device: DeviceProfile) throws {
    let screen = GuideScrollFormController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    try tester.settle()
    // 14 fields of 44 points 12 apart, 16 above and below: 14 × 44 + 13 × 12 + 32 = 804.
    #expect(screen.scrollView.contentSize.height == 804)
    let fullHeight = device.size.height - device.safeAreaInsets.top - device.safeAreaInsets.bottom
    #expect(screen.scrollView.bounds.height == fullHeight)
    let last = screen.fields[13]
    screen.scrollView.contentOffset.y = max(0, 804 - fullHeight)
    try tester.tap(last)
    try tester.settle()
    // Above the keys: the field's bottom plus 8 at the scroll view's bottom, the keys' top.
    let keysTop = Devices.keyboardTop(device)
    let raised = 804 - 16 + 8 - (keysTop - device.safeAreaInsets.top)
    #expect(screen.scrollView.contentOffset.y == raised)
    #expect(tester.frame(of: last).maxY == keysTop - 8)

    tester.run { _ = tester.window.endEditing(true) }
    var fieldTop = tester.presentedFrame(of: last).minY
    var keyboardTop = keysTop
    var frames = 0
    while let keys = tester.keyboardFrameOnScreen, frames < 120 {
      tester.pump()
      frames += 1
      let newFieldTop = tester.presentedFrame(of: last).minY
      let newKeyboardTop = tester.keyboardFrameOnScreen?.minY ?? device.size.height
      // The content comes down by at most what the keys did in the frame.
      #expect(
        newFieldTop - fieldTop <= newKeyboardTop - keyboardTop + 0.5,
        "frame \(frames): field \(fieldTop) → \(newFieldTop), keys \(keys.minY) → \(newKeyboardTop)")
      fieldTop = newFieldTop
      keyboardTop = newKeyboardTop
    }
    try tester.settle()
    // Back at the content's end for the full height: 804 − the safe area's height.
    #expect(screen.scrollView.contentOffset.y == max(0, 804 - fullHeight))
  }
}
