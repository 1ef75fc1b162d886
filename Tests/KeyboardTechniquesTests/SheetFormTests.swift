import Foundation
import Testing
import UIKit
import UIKitTesting

/// An address form presented as a sheet, written the usual way: a Done button pinned to
/// the bottom of the safe area, moved up by the part of the keyboard that covers the
/// sheet's view, found by converting the keyboard's screen frame into the view.
final class AddressSheetViewController: UIViewController {
  let streetField = UITextField()
  let doneButton = UIButton(type: .system)
  private var bottomConstraint: NSLayoutConstraint!
  private(set) var appearances: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    streetField.borderStyle = .roundedRect
    streetField.placeholder = "Street"
    doneButton.setTitle("Done", for: .normal)
    for subview in [streetField, doneButton] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    bottomConstraint = doneButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8)
    NSLayoutConstraint.activate([
      streetField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
      streetField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      streetField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      doneButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      bottomConstraint,
    ])
    doneButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardWillChange:", AddressSheetViewController.keyboardWillChange(_:)),
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearances.append("willAppear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    appearances.append("didDisappear")
  }

  func keyboardWillChange(_ notification: Notification) {
    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
    let covered = max(0, view.bounds.maxY - view.convert(frame, from: nil).minY)
    bottomConstraint.constant = -8 - max(0, covered - view.safeAreaInsets.bottom)
    view.layoutIfNeeded()
  }
}

final class PresentingViewController: UIViewController {
  private(set) var appearances: [String] = []
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    appearances.append("willDisappear")
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearances.append("willAppear")
  }
}

@MainActor
@Suite struct SheetFormTests {
  @Test(arguments: Devices.all)
  func aSheetSitsUnderTheStatusBarAndItsButtonRidesTheKeyboard(device: DeviceProfile) throws {
    let home = PresentingViewController()
    let tester = ScreenTester(home, device: device)
    defer { tester.tearDown() }
    try tester.settle()
    let before = home.appearances
    let sheet = AddressSheetViewController()
    home.present(sheet, animated: true)
    #expect(home.presentedViewController === sheet)
    #expect(sheet.presentingViewController === home)
    // It slides up from the bottom edge.
    tester.pump(frames: 10)
    let midway = tester.presentedFrame(of: sheet.view).minY
    try tester.settle()
    let top = device.safeAreaInsets.top + 10
    #expect(midway > top && midway < device.size.height)
    // A card 10 points under the status bar to the bottom: nothing covers its top, the
    // home-indicator band its bottom.
    #expect(
      tester.frame(of: sheet.view) == CGRect(x: 0, y: top, width: device.size.width, height: device.size.height - top))
    #expect(sheet.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: device.safeAreaInsets.bottom, right: 0))
    #expect(tester.frame(of: sheet.streetField).minY == top + 24)
    // The presenting screen stays, and is told nothing (iOS 13's sheets).
    #expect(home.appearances == before)
    #expect(home.view.window != nil)

    try tester.tap(sheet.streetField)
    try tester.settle()
    #expect(tester.frame(of: sheet.doneButton).maxY == Devices.keyboardTop(device) - 8)

    try tester.tap(sheet.doneButton)
    try tester.settle()
    #expect(home.presentedViewController == nil)
    #expect(sheet.view.window == nil)
    #expect(sheet.appearances == ["willAppear", "didDisappear"])
    #expect(!tester.isKeyboardShown)
  }

  @Test func aFullScreenPresentationTakesThePresentingScreenAwayAndBack() throws {
    let home = PresentingViewController()
    let tester = ScreenTester(home)
    defer { tester.tearDown() }
    try tester.settle()
    let sheet = AddressSheetViewController()
    sheet.modalPresentationStyle = .fullScreen
    home.present(sheet, animated: false)
    try tester.settle()
    #expect(tester.frame(of: sheet.view) == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(sheet.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(home.view.window == nil)
    #expect(home.appearances.suffix(1) == ["willDisappear"])
    sheet.dismiss(animated: false)
    #expect(home.view.window != nil)
    #expect(home.appearances.suffix(1) == ["willAppear"])
    // One presentation at a time: a second present is refused with UIKit's warning.
    home.present(AddressSheetViewController(), animated: false)
    home.present(UIViewController(), animated: false)
    #expect(tester.layoutMessages.contains { $0.contains("which is already presenting") })
  }

  /// iOS 15's detents, as apps set them: a medium sheet is half the screen high ("approximately
  /// half the height of the screen"), and `animateChanges` takes it to large.
  @Test(arguments: Devices.all)
  func aMediumSheetIsHalfTheScreenAndGrowsToLarge(device: DeviceProfile) throws {
    let home = PresentingViewController()
    let tester = ScreenTester(home, device: device)
    defer { tester.tearDown() }
    try tester.settle()
    let sheet = AddressSheetViewController()
    if let controller = sheet.sheetPresentationController {
      controller.detents = [.medium(), .large()]
      controller.prefersGrabberVisible = true
    }
    home.present(sheet, animated: true)
    try tester.settle()
    let height = device.size.height
    #expect(tester.frame(of: sheet.view) == CGRect(x: 0, y: height / 2, width: device.size.width, height: height / 2))
    let controller = try #require(sheet.sheetPresentationController)
    controller.animateChanges { controller.selectedDetentIdentifier = .large }
    try tester.settle()
    #expect(tester.frame(of: sheet.view).minY == device.safeAreaInsets.top + 10)
    // A full-screen presentation has no sheet settings.
    let full = UIViewController()
    full.modalPresentationStyle = .fullScreen
    #expect(full.sheetPresentationController == nil)
  }
}
