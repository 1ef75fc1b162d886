import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// A form with one field at its top, as a sheet's content usually starts, recording the
/// keyboard's will-show end frames.
final class PadFormViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
  let field = UITextField()
  private(set) var keyboardEndFrames: [CGRect] = []
  private(set) var events: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    field.borderStyle = .roundedRect
    field.frame = CGRect(x: 20, y: 20, width: 200, height: 34)
    view.addSubview(field)
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardWillShow:", PadFormViewController.keyboardWillShow(_:)),
      name: UIResponder.keyboardWillShowNotification, object: nil)
  }

  func keyboardWillShow(_ notification: Notification) {
    if let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect {
      keyboardEndFrames.append(frame)
    }
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

/// An iPad's form and page sheets in a regular-width window, and what the docked
/// keyboard does to a form sheet. The iPad Pro 11-inch is 834×1210 with a 24-point status
/// bar; its docked keyboard without the bar is 289 points, so its top rests at 921.
@MainActor
@Suite struct FormSheetPresentationTests {
  func present(
    _ style: UIModalPresentationStyle, on device: DeviceProfile, size: CGSize = .zero
  ) throws -> (ScreenTester, UIViewController, PadFormViewController) {
    let home = UIViewController()
    let tester = ScreenTester(home, device: device)
    try tester.settle()
    let sheet = PadFormViewController()
    sheet.modalPresentationStyle = style
    sheet.preferredContentSize = size
    sheet.presentationController?.delegate = sheet
    home.present(sheet, animated: true)
    try tester.settle()
    return (tester, home, sheet)
  }

  /// iPadOS 16's default form sheet on a screen whose longer side is between 1024 and
  /// 1590 points is 580×640, centred: ((834 − 580) / 2, (1210 − 640) / 2), its corners
  /// rounded 10, the screen behind dimmed.
  @Test func aFormSheetIsACentredCardOnTheIPadPro11() throws {
    let (tester, _, sheet) = try present(.formSheet, on: .iPadPro11)
    defer { tester.tearDown() }
    #expect(tester.frame(of: sheet.view) == CGRect(x: 127, y: 285, width: 580, height: 640))
    #expect(sheet.view.layer.cornerRadius == 10)
    #expect(sheet.view.superview?.backgroundColor == PresentationContainerView.dimming)
  }

  /// Every current iPad's screen is 1133 to 1376 points long: 580×640 on each, centred,
  /// in portrait and in landscape.
  @Test(arguments: DeviceProfile.pads, [false, true])
  func everyIPadCentresTheDefaultFormSheet(pad: DeviceProfile, landscape: Bool) throws {
    let device = landscape ? pad.oriented(.landscapeRight) : pad
    let (tester, _, sheet) = try present(.formSheet, on: device)
    defer { tester.tearDown() }
    let size = device.size
    #expect(
      tester.frame(of: sheet.view)
        == CGRect(x: (size.width - 580) / 2, y: (size.height - 640) / 2, width: 580, height: 640))
  }

  /// `preferredContentSize` replaces the default when both sides are given, and a change
  /// while presented resizes the card about its centre.
  @Test func thePreferredContentSizeSizesTheFormSheet() throws {
    let (tester, _, sheet) = try present(.formSheet, on: .iPadPro11, size: CGSize(width: 400, height: 300))
    defer { tester.tearDown() }
    #expect(tester.frame(of: sheet.view) == CGRect(x: 217, y: 455, width: 400, height: 300))
    sheet.preferredContentSize = CGSize(width: 600, height: 700)
    try tester.settle()
    #expect(tester.frame(of: sheet.view) == CGRect(x: 117, y: 255, width: 600, height: 700))
    // One side zero: the default size.
    sheet.preferredContentSize = CGSize(width: 600, height: 0)
    try tester.settle()
    #expect(tester.frame(of: sheet.view) == CGRect(x: 127, y: 285, width: 580, height: 640))
  }

  /// The field brings the docked keyboard up (its top at 1210 − 289 = 921, as the
  /// will-show notification says): the sheet, 4 points under it where it stood, is
  /// centred above it, at (921 − 640) / 2 = 140.5, moving with the keys (the same
  /// fraction of its way at every frame), and goes back to 285 with them.
  @Test func theKeyboardLiftsAFormSheetAboveItAndLetsItBack() throws {
    let (tester, _, sheet) = try present(.formSheet, on: .iPadPro11)
    defer { tester.tearDown() }
    try tester.tap(sheet.field)
    var frames = 0
    while tester.keyboard.isAnimating, frames < 60 {
      tester.pump()
      frames += 1
      let keys = (1210 - tester.keyboard.keyboardPresentationFrame.minY) / 289
      let card = (285 - tester.presentedFrame(of: sheet.view).minY) / (285 - 140.5)
      #expect(abs(keys - card) < 0.01, "frame \(frames): keys \(keys), card \(card)")
    }
    #expect(frames > 5)
    try tester.settle()
    #expect(sheet.keyboardEndFrames == [CGRect(x: 0, y: 921, width: 834, height: 289)])
    #expect(tester.frame(of: sheet.view) == CGRect(x: 127, y: 140.5, width: 580, height: 640))
    #expect(tester.frame(of: sheet.view).maxY < tester.keyboardTop)
    sheet.field.resignFirstResponder()
    try tester.settle()
    #expect(!tester.isKeyboardShown)
    #expect(tester.frame(of: sheet.view) == CGRect(x: 127, y: 285, width: 580, height: 640))
  }

  /// A sheet taller than the room above the keyboard goes no higher than the status bar
  /// (24) and keeps its size: (921 − 1000) / 2 is above it.
  @Test func aTallFormSheetStopsAtTheStatusBar() throws {
    let (tester, _, sheet) = try present(.formSheet, on: .iPadPro11, size: CGSize(width: 500, height: 1000))
    defer { tester.tearDown() }
    #expect(tester.frame(of: sheet.view) == CGRect(x: 167, y: 105, width: 500, height: 1000))
    try tester.tap(sheet.field)
    try tester.settle()
    #expect(tester.frame(of: sheet.view) == CGRect(x: 167, y: 24, width: 500, height: 1000))
  }

  /// In landscape the 13-inch iPad Air's keyboard is 448 without the bar (top 1024 − 448
  /// = 576): the 640-point sheet cannot fit above it and stops at the status bar.
  @Test func aLandscapeFormSheetStopsAtTheStatusBarAboveTheKeyboard() throws {
    let (tester, _, sheet) = try present(.formSheet, on: DeviceProfile.iPadAir13.oriented(.landscapeRight))
    defer { tester.tearDown() }
    #expect(tester.frame(of: sheet.view) == CGRect(x: 393, y: 192, width: 580, height: 640))
    try tester.tap(sheet.field)
    try tester.settle()
    #expect(tester.keyboardTop == 576)
    #expect(tester.frame(of: sheet.view) == CGRect(x: 393, y: 24, width: 580, height: 640))
  }

  /// `.automatic` and `.pageSheet` are the page sheet: 704 wide and centred ((834 − 704)
  /// / 2 = 65), from 10 points under the status bar (34) to the bottom.
  @Test(arguments: [UIModalPresentationStyle.automatic, .pageSheet])
  func thePageSheetIsACentredColumn(style: UIModalPresentationStyle) throws {
    let (tester, _, sheet) = try present(style, on: .iPadPro11)
    defer { tester.tearDown() }
    #expect(tester.frame(of: sheet.view) == CGRect(x: 65, y: 34, width: 704, height: 1176))
  }

  /// On the iPad mini (744 wide) the column keeps 25 points either side: 694.
  @Test func thePageSheetKeepsItsSidePaddingOnTheIPadMini() throws {
    let (tester, _, sheet) = try present(.pageSheet, on: .iPadMini)
    defer { tester.tearDown() }
    #expect(tester.frame(of: sheet.view) == CGRect(x: 25, y: 34, width: 694, height: 1099))
  }

  /// A tap on the dimming beside the card dismisses it, the delegate told; a controller
  /// with unsaved changes refuses, and the delegate hears the attempt.
  @Test func aTapBesideTheFormSheetDismissesItUnlessItIsModal() throws {
    let (tester, home, sheet) = try present(.formSheet, on: .iPadPro11)
    defer { tester.tearDown() }
    sheet.isModalInPresentation = true
    tester.tap(at: CGPoint(x: 60, y: 1100))
    try tester.settle()
    #expect(home.presentedViewController === sheet)
    #expect(sheet.events == ["didAttemptToDismiss"])
    sheet.isModalInPresentation = false
    tester.tap(at: CGPoint(x: 400, y: 600))  // on the card: nothing
    try tester.settle()
    #expect(home.presentedViewController === sheet)
    tester.tap(at: CGPoint(x: 60, y: 1100))
    try tester.settle()
    #expect(home.presentedViewController == nil)
    #expect(sheet.events == ["didAttemptToDismiss", "willDismiss", "didDismiss"])
  }

  /// On an iPhone a form sheet is the iPhone's sheet, as before: across the screen from
  /// 10 points under the status bar.
  @Test func anIPhoneFormSheetIsTheIPhoneSheet() throws {
    let (tester, _, sheet) = try present(.formSheet, on: .iPhone14)
    defer { tester.tearDown() }
    #expect(tester.frame(of: sheet.view) == CGRect(x: 0, y: 57, width: 390, height: 787))
  }

  /// A delegate adapting a compact-width sheet to `.fullScreen` gets the whole window.
  @Test func aDelegateCanAdaptTheIPhoneSheetToFullScreen() throws {
    final class FullScreenDelegate: UIAdaptivePresentationControllerDelegate {
      func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .fullScreen
      }
    }
    let home = UIViewController()
    let tester = ScreenTester(home, device: .iPhone14)
    defer { tester.tearDown() }
    try tester.settle()
    let delegate = FullScreenDelegate()
    let sheet = PadFormViewController()
    sheet.modalPresentationStyle = .formSheet
    sheet.presentationController?.delegate = delegate
    home.present(sheet, animated: false)
    try tester.settle()
    #expect(tester.frame(of: sheet.view) == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(home.view.window == nil)
  }
}
