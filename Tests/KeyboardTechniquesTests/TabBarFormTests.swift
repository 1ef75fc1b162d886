import Foundation
import Testing
import UIKit
import UIKitTesting

/// A comment field pinned to the bottom of the safe area in a screen inside a navigation
/// controller inside a tab bar controller, moved up for the keyboard the usual way: the
/// keyboard's height less the safe area's bottom (which includes the tab bar), so that the
/// field ends on the keyboard's top with no gap and nothing under it.
final class CommentsViewController: UIViewController {
  let commentField = UITextField()
  private var bottomConstraint: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Comments"
    view.backgroundColor = .white
    commentField.borderStyle = .roundedRect
    commentField.placeholder = "Add a comment"
    commentField.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(commentField)
    bottomConstraint = commentField.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
    NSLayoutConstraint.activate([
      commentField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      commentField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      commentField.heightAnchor.constraint(equalToConstant: 44),
      bottomConstraint,
    ])
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardWillChange:", CommentsViewController.keyboardWillChange(_:)),
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }

  func keyboardWillChange(_ notification: Notification) {
    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
    let covered = max(0, view.bounds.maxY - view.convert(frame, from: nil).minY)
    bottomConstraint.constant = -max(0, covered - view.safeAreaInsets.bottom)
    view.layoutIfNeeded()
  }
}

@MainActor
@Suite struct TabBarFormTests {
  func makeTabs() -> (UITabBarController, CommentsViewController, UIViewController) {
    let comments = CommentsViewController()
    let settings = UIViewController()
    settings.title = "Settings"
    let tabs = UITabBarController()
    tabs.viewControllers = [UINavigationController(rootViewController: comments), settings]
    return (tabs, comments, settings)
  }

  @Test(arguments: Devices.all)
  func theFieldSitsAboveTheTabBarAndThenOnTheKeyboard(device: DeviceProfile) throws {
    let (tabs, comments, _) = makeTabs()
    let tester = ScreenTester(tabs, device: device)
    defer { tester.tearDown() }
    try tester.settle()
    let band = device.safeAreaInsets.bottom
    let height = device.size.height
    // 49 points of tabs over the home-indicator band (83 on the notched phones).
    #expect(
      tester.frame(of: tabs.tabBar) == CGRect(x: 0, y: height - 49 - band, width: device.size.width, height: 49 + band))
    #expect(
      comments.view.safeAreaInsets
        == UIEdgeInsets(top: device.safeAreaInsets.top + 44, left: 0, bottom: 49 + band, right: 0))
    #expect(tester.frame(of: comments.commentField).maxY == height - 49 - band)
    #expect(tester.drawnTexts().contains { $0.string == "Comments" })

    try tester.tap(comments.commentField)
    try tester.settle()
    // The keyboard covers the tab bar; the field ends on the keyboard's top.
    let keysTop = Devices.keyboardTop(device)
    #expect(tester.keyboardFrameOnScreen?.minY == keysTop)
    #expect(tester.frame(of: comments.commentField).maxY == keysTop)
    #expect(!tester.isVisible(tabs.tabBar))
  }

  @Test func aTapOnATabSelectsItAndTheKeyboardGoesWithTheOldTab() throws {
    let (tabs, comments, settings) = makeTabs()
    let tester = ScreenTester(tabs)
    defer { tester.tearDown() }
    try tester.settle()
    try tester.tap(comments.commentField)
    try tester.settle()
    #expect(tester.isKeyboardShown)
    tester.press(.escape)
    try tester.settle()
    // The second tab's title, centred in the right half of the bar.
    let bar = tester.frame(of: tabs.tabBar)
    tester.tap(at: CGPoint(x: bar.width * 3 / 4, y: bar.minY + 24))
    #expect(tabs.selectedIndex == 1)
    #expect(tabs.selectedViewController === settings)
    #expect(settings.view.window != nil)
    #expect(comments.view.window == nil)
    #expect(settings.tabBarController === tabs)
  }

  /// Apple's `usesBottomSafeArea`: with the keyboard off screen the guide's top is the
  /// view's safe-area bottom, which in a tab is the tab bar's top; the keys slide up from
  /// below the tab bar, so the guide waits there until they pass it, then rides them.
  @Test(arguments: Devices.all)
  func aFieldOnTheKeyboardLayoutGuideWaitsOnTheTabBarUntilTheKeysPassIt(device: DeviceProfile) throws {
    let form = UIViewController()
    let field = UITextField()
    field.borderStyle = .roundedRect
    field.translatesAutoresizingMaskIntoConstraints = false
    form.view.addSubview(field)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: form.view.leadingAnchor, constant: 16),
      field.trailingAnchor.constraint(equalTo: form.view.trailingAnchor, constant: -16),
      field.heightAnchor.constraint(equalToConstant: 44),
      field.bottomAnchor.constraint(equalTo: form.view.keyboardLayoutGuide.topAnchor),
    ])
    let tabs = UITabBarController()
    tabs.viewControllers = [UINavigationController(rootViewController: form), UIViewController()]
    let tester = ScreenTester(tabs, device: device)
    defer { tester.tearDown() }
    try tester.settle()
    let tabTop = device.size.height - 49 - device.safeAreaInsets.bottom
    #expect(tester.frame(of: field).maxY == tabTop)
    try tester.tap(field)
    var frames = 0
    while tester.keyboardFrameOnScreen.map({ $0.minY != Devices.keyboardTop(device) }) ?? true, frames < 120 {
      tester.pump()
      frames += 1
      let keys = try #require(tester.keyboardFrameOnScreen)
      #expect(abs(tester.presentedFrame(of: field).maxY - min(keys.minY, tabTop)) < 0.01, "frame \(frames)")
    }
    try tester.settle()
    #expect(tester.frame(of: field).maxY == Devices.keyboardTop(device))
  }
}
