import Foundation
import Testing
import UIKit
import UIKitTesting

/// Apple's keyboard sample: the end frame, in the screen's coordinate space (the
/// notification's object is the screen), converted into the view and intersected with
/// it; the overlap becomes the bottom offset, changed inside the keyboard's animation.
private final class ConvertedFrameController: UIViewController {
  let panel = UIView()
  let field = UITextField()
  var movingBottomConstraint: NSLayoutConstraint!
  private var observer: NSObjectProtocol?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    panel.translatesAutoresizingMaskIntoConstraints = false
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(panel)
    panel.addSubview(field)
    movingBottomConstraint = view.bottomAnchor.constraint(equalTo: panel.bottomAnchor)
    NSLayoutConstraint.activate([
      panel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      panel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      panel.heightAnchor.constraint(equalToConstant: 60),
      movingBottomConstraint,
      field.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 16),
      field.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -16),
      field.topAnchor.constraint(equalTo: panel.topAnchor, constant: 8),
      field.heightAnchor.constraint(equalToConstant: 44),
    ])
    observer = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main
    ) { [weak self] notification in
      self?.keyboardWillChangeFrame(notification)
    }
  }

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    if movingBottomConstraint.constant == 0 { movingBottomConstraint.constant = view.safeAreaInsets.bottom }
  }

  private func keyboardWillChangeFrame(_ notification: Notification) {
    guard let userInfo = notification.userInfo,
      let screen = notification.object as? UIScreen,
      let keyboardFrameEnd = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
    else { return }
    let fromCoordinateSpace = screen.coordinateSpace
    let toCoordinateSpace: UICoordinateSpace = view
    let convertedKeyboardFrameEnd = fromCoordinateSpace.convert(keyboardFrameEnd, to: toCoordinateSpace)
    var bottomOffset = view.safeAreaInsets.bottom
    let viewIntersection = view.bounds.intersection(convertedKeyboardFrameEnd)
    if !viewIntersection.isEmpty {
      bottomOffset = viewIntersection.size.height
    }
    movingBottomConstraint.constant = bottomOffset
    view.layoutIfNeeded()
  }

  deinit {
    if let observer = observer { NotificationCenter.default.removeObserver(observer) }
  }
}

@MainActor
@Suite struct ScreenCoordinateSpaceTests {
  @Test(arguments: Devices.all)
  func theOverlapWithTheViewBecomesTheOffset(device: DeviceProfile) throws {
    let screen = ConvertedFrameController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    let safeBottom = device.size.height - device.safeAreaInsets.bottom
    #expect(tester.frame(of: screen.panel).maxY == safeBottom)
    try tester.tap(screen.field)
    try tester.settle()
    #expect(screen.movingBottomConstraint.constant == device.keyboardHeight)
    #expect(tester.frame(of: screen.panel).maxY == Devices.keyboardTop(device))
    tester.press(.escape)
    try tester.settle()
    #expect(screen.movingBottomConstraint.constant == device.safeAreaInsets.bottom)
    #expect(tester.frame(of: screen.panel).maxY == safeBottom)
  }
}
