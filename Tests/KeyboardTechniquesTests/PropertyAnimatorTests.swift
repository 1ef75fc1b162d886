import Foundation
import Testing
import UIKit
import UIKitTesting

/// A bottom constraint animated with `UIViewPropertyAnimator`, built from the keyboard's
/// duration and curve (the curve read as a raw value, as iOS 10-era code does).
private final class PropertyAnimatorController: UIViewController {
  let composer = UIView()
  let field = UITextField()
  var composerBottom: NSLayoutConstraint!
  /// The curves the notifications brought, as raw values.
  var curves: [Int] = []
  private var tokens: [NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    composer.translatesAutoresizingMaskIntoConstraints = false
    field.frame = CGRect(x: 20, y: 120, width: 300, height: 44)
    view.addSubview(field)
    view.addSubview(composer)
    composerBottom = composer.bottomAnchor.constraint(equalTo: view.bottomAnchor)
    NSLayoutConstraint.activate([
      composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      composer.heightAnchor.constraint(equalToConstant: 50),
      composerBottom,
    ])
    let center = NotificationCenter.default
    tokens.append(
      center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) {
        [weak self] note in self?.animate(with: note, bottom: -(self?.keyboardHeight(note) ?? 0))
      })
    tokens.append(
      center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) {
        [weak self] note in self?.animate(with: note, bottom: 0)
      })
  }

  private func keyboardHeight(_ note: Notification) -> CGFloat {
    (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.height ?? 0
  }

  private func animate(with note: Notification, bottom: CGFloat) {
    guard let info = note.userInfo,
      let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue,
      let curveValue = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue,
      let curve = UIView.AnimationCurve(rawValue: curveValue)
    else { return }
    curves.append(curve.rawValue)
    composerBottom.constant = bottom
    let animator = UIViewPropertyAnimator(duration: duration, curve: curve) {
      self.view.layoutIfNeeded()
    }
    animator.startAnimation()
  }

  deinit {
    tokens.forEach { NotificationCenter.default.removeObserver($0) }
  }
}

@MainActor
@Suite struct PropertyAnimatorTests {
  @Test(arguments: Devices.all)
  func theComposerMovesWithTheKeyboardOnEveryFrame(device: DeviceProfile) throws {
    let screen = PropertyAnimatorController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    try tester.tap(screen.field)
    // The model frame is final as soon as the animator starts, as on iOS.
    #expect(tester.frame(of: screen.composer).maxY == Devices.keyboardTop(device))
    // Same duration, same curve (7), same distance: the composer's bottom is the
    // keyboard's top on every frame.
    for _ in 0..<15 {
      tester.pump()
      let top = try #require(tester.keyboardFrameOnScreen).minY
      #expect(abs(tester.presentedFrame(of: screen.composer).maxY - top) < 0.001)
    }
    try tester.settle()
    #expect(tester.frame(of: screen.composer).maxY == Devices.keyboardTop(device))
    tester.press(.escape)
    #expect(tester.frame(of: screen.composer).maxY == device.size.height)
    // The keyboard's curve has no name: raw value 7, both ways.
    #expect(screen.curves == [7, 7])
    for _ in 0..<15 {
      tester.pump()
      guard let top = tester.keyboardFrameOnScreen?.minY else { break }
      #expect(abs(tester.presentedFrame(of: screen.composer).maxY - top) < 0.001)
    }
    try tester.settle()
    #expect(tester.presentedFrame(of: screen.composer).maxY == device.size.height)
  }
}
