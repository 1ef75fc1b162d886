import Foundation
import Testing
import UIKit
import UIKitTesting

/// iOS 15's keyboard layout guide: a bar pinned on top of it, no notifications at all;
/// with iOS 17's `usesBottomSafeArea` on (the default) and off.
private final class GuideBarController: UIViewController {
  let bar = UIView()
  let field = UITextField()
  let usesBottomSafeArea: Bool

  init(usesBottomSafeArea: Bool) {
    self.usesBottomSafeArea = usesBottomSafeArea
    super.init(nibName: nil, bundle: nil)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    bar.translatesAutoresizingMaskIntoConstraints = false
    field.frame = CGRect(x: 20, y: 120, width: 300, height: 44)
    view.addSubview(field)
    view.addSubview(bar)
    view.keyboardLayoutGuide.usesBottomSafeArea = usesBottomSafeArea
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 44),
      bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
    ])
  }
}

@MainActor
@Suite struct KeyboardLayoutGuideTests {
  @Test(arguments: Devices.all, [true, false])
  func theBarSitsOnTheGuide(device: DeviceProfile, usesBottomSafeArea: Bool) throws {
    let screen = GuideBarController(usesBottomSafeArea: usesBottomSafeArea)
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    let safeBottom = device.size.height - device.safeAreaInsets.bottom
    // At rest: on the safe area's bottom, or on the screen's bottom without it.
    let resting = usesBottomSafeArea ? safeBottom : device.size.height
    #expect(tester.frame(of: screen.bar).maxY == resting)
    try tester.tap(screen.field)
    // On every frame of the slide: on the keyboard's top, never below the resting line.
    for _ in 0..<15 {
      tester.pump()
      let keyboardTop = try #require(tester.keyboardFrameOnScreen).minY
      #expect(abs(tester.presentedFrame(of: screen.bar).maxY - min(keyboardTop, resting)) < 0.001)
    }
    try tester.settle()
    #expect(tester.frame(of: screen.bar).maxY == Devices.keyboardTop(device))
    tester.press(.escape)
    try tester.settle()
    #expect(tester.frame(of: screen.bar).maxY == resting)
  }
}
