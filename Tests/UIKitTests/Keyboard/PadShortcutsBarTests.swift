import Foundation
import Testing
import UIKitTestSupport
import UIKitTesting

@testable import UIKit

@MainActor
private final class FieldScreen: UIViewController {
  let field = UITextField()
  let bar = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    field.frame = CGRect(x: 20, y: 100, width: 300, height: 40)
    view.addSubview(field)
    bar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 44),
      bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
    ])
  }
}

/// An iPad with a hardware keyboard keeps iPadOS's shortcuts bar at the bottom: a plain
/// field brings it up with a show, the frame the whole keyboard's (289 points on the
/// 11-inch Pro) placed so that only the bar's 68.5 points are on screen, as iOS places a
/// keyboard whose accessory alone shows; a phone brings up nothing.
@MainActor
@Suite(.serialized)
struct PadShortcutsBarTests {
  @Test("iPad: the bar comes up with will-show; the frame's top is 1 210 − 68.5 = 1 141.5")
  func padBar() throws {
    let screen = FieldScreen()
    let tester = ScreenTester(screen, device: .iPadPro11)
    defer { tester.tearDown() }
    tester.keyboard.isHardwareKeyboardAttached = true
    let log = tester.recordKeyboardNotifications()
    try tester.tap(screen.field)
    try tester.settle()
    #expect(log.shortNames == ["WillChangeFrame", "WillShow", "DidShow", "DidChangeFrame"])
    let frame = CGRect(x: 0, y: 1141.5, width: 834, height: 289)
    #expect(log.entries.allSatisfy { $0.endFrame == frame })
    #expect(tester.keyboard.keyboardFrame == frame)
    #expect(tester.keyboard.keyboardView.shortcutsBarHeight == 68.5)
    #expect(!tester.keyboard.keyboardView.isHidden)
    // The guide's top is the bar's.
    #expect(tester.frame(of: screen.bar).maxY == 1141.5)
    // Detached, the keys come up in its place: a show with the docked frame.
    let detach = tester.recordKeyboardNotifications()
    tester.keyboard.isHardwareKeyboardAttached = false
    try tester.settle()
    #expect(detach.shortNames == ["WillChangeFrame", "WillShow", "DidShow", "DidChangeFrame"])
    #expect(detach.entries.allSatisfy { $0.endFrame == CGRect(x: 0, y: 921, width: 834, height: 289) })
    #expect(tester.keyboard.keyboardView.shortcutsBarHeight == 0)
  }

  @Test("A phone keeps nothing: a plain field with a hardware keyboard posts nothing")
  func phoneNothing() throws {
    let screen = FieldScreen()
    let tester = ScreenTester(screen, device: .iPhone14)
    defer { tester.tearDown() }
    tester.keyboard.isHardwareKeyboardAttached = true
    let log = tester.recordKeyboardNotifications()
    try tester.tap(screen.field)
    try tester.settle()
    #expect(log.shortNames.isEmpty)
    #expect(!tester.keyboard.isOnScreen)
  }
}
