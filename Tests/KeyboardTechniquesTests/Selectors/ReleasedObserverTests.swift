import Foundation
import Testing
import UIKit
import UIKitTesting

/// Watches the keyboard for whoever made it, through a selector observer it registers
/// for itself: a helper object of the kind apps pull out of their controllers.
private final class KeyboardWatcher: NSObject {
  private let onShow: (CGFloat) -> Void

  init(onShow: @escaping (CGFloat) -> Void) {
    self.onShow = onShow
    super.init()
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardWillShow:", Self.keyboardWillShow(_:)),
      name: UIResponder.keyboardWillShowNotification, object: nil)
  }

  private func keyboardWillShow(_ notification: Notification) {
    let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
    onShow(frame?.cgRectValue.height ?? 0)
  }
}

/// A search screen with two watchers: one kept in a property, one made in
/// `viewDidLoad` and kept by nothing, the slip that makes "my observer is never
/// called". The notification center holds neither.
private final class WatchedSearchController: UIViewController {
  let searchField = UITextField(frame: CGRect(x: 20, y: 80, width: 335, height: 44))
  var watcher: KeyboardWatcher?
  var heard: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    searchField.borderStyle = .roundedRect
    view.addSubview(searchField)
    watcher = KeyboardWatcher { [weak self] height in self?.heard.append("kept \(height)") }
    _ = KeyboardWatcher { [weak self] height in self?.heard.append("dropped \(height)") }
  }
}

@MainActor
@Suite struct ReleasedObserverTests {
  @Test(arguments: Devices.all)
  func anObserverNobodyHoldsIsNotCalled(device: DeviceProfile) throws {
    let screen = WatchedSearchController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }

    // Apple, `addObserver(_:selector:name:object:)`: "The notification center does not
    // retain the observer", and since iOS 9 one that is deallocated is not sent to. The
    // dropped watcher went away at the end of `viewDidLoad`; only the kept one hears.
    try tester.tap(screen.searchField)
    try tester.settle()
    #expect(screen.heard == ["kept \(device.keyboardHeight)"])

    screen.watcher = nil
    screen.view.endEditing(true)
    try tester.settle()
    try tester.tap(screen.searchField)
    try tester.settle()
    #expect(screen.heard == ["kept \(device.keyboardHeight)"])
    #expect(tester.keyboardFrameOnScreen?.minY == Devices.keyboardTop(device))
  }
}
