import Foundation
import RxCocoa
import RxSwift
import Testing
import UIKit
import UIKitTesting

/// RxKeyboard's idea written by hand: a stream of the keyboard's visible height, bound to
/// a bottom constraint.
private final class VisibleHeightController: UIViewController {
  let toolbar = UIView()
  let field = UITextField()
  var toolbarBottom: NSLayoutConstraint!
  private let disposeBag = DisposeBag()

  static var visibleHeight: Observable<CGFloat> {
    Observable.merge(
      NotificationCenter.default.rx.notification(UIResponder.keyboardWillChangeFrameNotification)
        .map { notification -> CGFloat in
          let frame =
            (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
            .cgRectValue ?? .zero
          return max(0, UIScreen.main.bounds.height - frame.origin.y)
        },
      NotificationCenter.default.rx.notification(UIResponder.keyboardWillHideNotification)
        .map { _ -> CGFloat in 0 }
    )
    .distinctUntilChanged()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    toolbar.translatesAutoresizingMaskIntoConstraints = false
    field.frame = CGRect(x: 20, y: 120, width: 300, height: 44)
    view.addSubview(field)
    view.addSubview(toolbar)
    toolbarBottom = toolbar.bottomAnchor.constraint(equalTo: view.bottomAnchor)
    NSLayoutConstraint.activate([
      toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      toolbar.heightAnchor.constraint(equalToConstant: 44),
      toolbarBottom,
    ])
    Self.visibleHeight
      .subscribe(onNext: { [weak self] height in
        guard let self = self else { return }
        self.toolbarBottom.constant = -height
        self.view.layoutIfNeeded()
      })
      .disposed(by: disposeBag)
  }
}

@MainActor
@Suite struct VisibleHeightStreamTests {
  @Test(arguments: Devices.all)
  func theToolbarSitsOnTheKeyboardEveryFrame(device: DeviceProfile) throws {
    let screen = VisibleHeightController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    #expect(tester.frame(of: screen.toolbar).maxY == device.size.height)
    try tester.tap(screen.field)
    // The constant changes inside the keyboard's block: the toolbar moves with it.
    for _ in 0..<15 {
      tester.pump()
      let keyboardTop = try #require(tester.keyboardFrameOnScreen).minY
      #expect(abs(tester.presentedFrame(of: screen.toolbar).maxY - keyboardTop) < 0.001)
    }
    try tester.settle()
    #expect(screen.toolbarBottom.constant == -device.keyboardHeight)
    tester.press(.escape)
    try tester.settle()
    #expect(screen.toolbarBottom.constant == 0)
    #expect(tester.frame(of: screen.toolbar).maxY == device.size.height)
  }
}
