import Foundation
import Testing
import UIKit
import UIKitTesting

/// A form sheet with unsaved changes, written as iOS 13's "discard changes?" pattern is:
/// `isModalInPresentation` while there are edits, and the presentation controller's
/// delegate hearing the refused swipe.
final class EditSheetViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
  let nameField = UITextField()
  private(set) var events: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    nameField.borderStyle = .roundedRect
    nameField.placeholder = "Name"
    nameField.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(nameField)
    NSLayoutConstraint.activate([
      nameField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 60),
      nameField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      nameField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
    ])
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    events.append("willDismiss")
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    events.append("didDismiss")
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    events.append("didAttemptToDismiss")
  }
}

@MainActor
@Suite struct SheetDragTests {
  func present(
    on device: DeviceProfile, detents: [UISheetPresentationController.Detent]
  ) throws -> (ScreenTester, UIViewController, EditSheetViewController) {
    let home = UIViewController()
    let tester = ScreenTester(home, device: device)
    try tester.settle()
    let sheet = EditSheetViewController()
    sheet.sheetPresentationController?.detents = detents
    sheet.presentationController?.delegate = sheet
    home.present(sheet, animated: true)
    try tester.settle()
    return (tester, home, sheet)
  }

  /// FB17890661: a sheet below its largest detent expands to it when its field is focused.
  /// The card's top goes from half the screen (422 on an iPhone 14) to 10 points under the
  /// status bar (57) with the keys, never back down in between.
  @Test(arguments: Devices.all)
  func aMediumSheetGoesToLargeWithTheKeyboard(device: DeviceProfile) throws {
    let (tester, _, sheet) = try present(on: device, detents: [.medium(), .large()])
    defer { tester.tearDown() }
    #expect(tester.frame(of: sheet.view).minY == device.size.height / 2)
    try tester.tap(sheet.nameField)
    var top = tester.presentedFrame(of: sheet.view).minY
    var frames = 0
    while !tester.runtime.isSettled(), frames < 120 {
      tester.pump()
      frames += 1
      let now = tester.presentedFrame(of: sheet.view).minY
      #expect(now <= top + 0.01, "frame \(frames): \(top) → \(now)")
      top = now
    }
    try tester.settle()
    #expect(tester.frame(of: sheet.view).minY == device.safeAreaInsets.top + 10)
    #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == .large)
    #expect(tester.isKeyboardShown)
  }

  /// Down 400 points in 10 frames (2 400 points a second): projected a fifth of a second on,
  /// past the screen's bottom, nearer than the large detent: dismissed, the delegate told.
  @Test(arguments: Devices.all)
  func aSwipeDownDismissesTheSheetAndTellsTheDelegate(device: DeviceProfile) throws {
    let (tester, home, sheet) = try present(on: device, detents: [.large()])
    defer { tester.tearDown() }
    let top = device.safeAreaInsets.top + 10
    tester.drag(from: CGPoint(x: 100, y: top + 20), to: CGPoint(x: 100, y: top + 420))
    try tester.settle()
    #expect(home.presentedViewController == nil)
    #expect(sheet.view.window == nil)
    #expect(sheet.events == ["willDismiss", "didDismiss"])
  }

  /// The same swipe with unsaved edits: the card follows a third of the finger (400 / 3),
  /// springs back to the large detent, and the delegate hears the attempt.
  @Test(arguments: Devices.all)
  func aModalSheetResistsTheSwipeAndTheDelegateHearsTheAttempt(device: DeviceProfile) throws {
    let (tester, home, sheet) = try present(on: device, detents: [.large()])
    defer { tester.tearDown() }
    sheet.isModalInPresentation = true
    let top = device.safeAreaInsets.top + 10
    let start = CGPoint(x: 100, y: top + 20)
    tester.touchDown(at: start)
    for step in 1...10 {
      tester.moveTouch(to: CGPoint(x: 100, y: start.y + CGFloat(step) * 40))
      tester.pump()
    }
    #expect(abs(tester.frame(of: sheet.view).minY - (top + 400 / 3)) < 0.01)
    tester.liftTouch(at: CGPoint(x: 100, y: start.y + 400))
    try tester.settle()
    #expect(home.presentedViewController === sheet)
    #expect(tester.frame(of: sheet.view).minY == top)
    #expect(sheet.events == ["didAttemptToDismiss"])
  }

  /// From large, down 200 points in 10 frames (1 200 a second): 57 + 200 + 240 = 497 on an
  /// iPhone 14, nearer the medium detent (422) than the screen's bottom (844): medium.
  @Test func aDragDownFromLargeRestsAtMedium() throws {
    let (tester, _, sheet) = try present(on: .iPhone14, detents: [.medium(), .large()])
    defer { tester.tearDown() }
    let controller = try #require(sheet.sheetPresentationController)
    controller.selectedDetentIdentifier = .large
    try tester.settle()
    tester.drag(from: CGPoint(x: 100, y: 77), to: CGPoint(x: 100, y: 277))
    try tester.settle()
    #expect(tester.frame(of: sheet.view).minY == 422)
    #expect(controller.selectedDetentIdentifier == .medium)
    #expect(sheet.events.isEmpty)
  }
}
