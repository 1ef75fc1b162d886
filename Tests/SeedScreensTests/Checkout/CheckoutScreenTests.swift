import Foundation
import SeedScreens
import Testing
import UIKit
import UIKitTesting

/// The checkout screen as a person uses it: the form under the navigation bar and over the
/// tab bar, "‹ Cart" pops and Checkout pushes, a field brings the keyboard up without
/// moving the bars, the form scrolls the field above the keys (Apple's inset and
/// `scrollRectToVisible`), and the address sheet's Save button rides the keyboard.
@MainActor
@Suite struct CheckoutScreenTests {
  nonisolated static let phones: [DeviceProfile] = [.iPhoneSE, .iPhone14, .iPhone16ProMax]

  func field(_ placeholder: String, in tester: ScreenTester) throws -> UITextField {
    try #require(tester.views(of: UITextField.self).first { $0.placeholder == placeholder && tester.isVisible($0) })
  }

  func navigationBar(_ tester: ScreenTester) throws -> UINavigationBar {
    try #require(tester.views(of: UINavigationBar.self).first { tester.isVisible($0) })
  }

  @Test(arguments: phones)
  func theFormOpensUnderTheNavigationBarAndOverTheTabBar(device: DeviceProfile) throws {
    let tester = ScreenTester(CheckoutTabBarController(), device: device)
    defer { tester.tearDown() }
    try tester.settle()
    let top = device.safeAreaInsets.top
    // The bar: 44 points under the status bar; the tab bar: 49 over the home indicator.
    #expect(tester.frame(of: try navigationBar(tester)) == CGRect(x: 0, y: top, width: device.size.width, height: 44))
    let tabBar = try #require(tester.views(of: UITabBar.self).first)
    #expect(tester.frame(of: tabBar).minY == device.size.height - 49 - device.safeAreaInsets.bottom)
    // The scroll view's content starts below the bar: its 16-point top margin and the
    // "CONTACT" header (a 17-point system font's line) before the first field.
    let name = try field("Full name", in: tester)
    #expect(tester.frame(of: name).minY > top + 44 + 16)
    #expect(tester.drawnTexts().contains { $0.string == "Checkout" })
    // The back button: the cart's title after the chevron.
    #expect(tester.drawnTexts().contains { $0.string.contains("Cart") }, "\(tester.drawnTexts().map(\.string))")
  }

  @Test func backPopsToTheCartAndCheckoutPushesTheFormAgain() throws {
    let tabs = CheckoutTabBarController()
    let tester = ScreenTester(tabs, device: .iPhone14)
    defer { tester.tearDown() }
    try tester.settle()
    let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
    #expect(navigation.viewControllers.count == 2)
    // The back button's "‹ Cart" sits at the bar's leading edge.
    let bar = tester.frame(of: try navigationBar(tester))
    tester.tap(at: CGPoint(x: 40, y: bar.midY))
    try tester.settle()
    #expect(navigation.viewControllers.count == 1)
    #expect(tester.views(showing: "Checkout").contains { $0 is UIButton })
    let checkout = try #require(tester.views(showing: "Checkout").first { $0 is UIButton })
    try tester.tap(checkout)
    try tester.settle()
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController is CheckoutViewController)
    _ = try field("Full name", in: tester)
  }

  /// A field low in the form, in landscape: the keys and the pad's Done bar take the
  /// lower part, the form's bottom inset becomes their overlap less the tab bar's safe
  /// area, so the visible part ends at the Done bar's top, and `scrollRectToVisible` of
  /// the field grown by 8 points puts its bottom 8 points above that top. The bars stay
  /// where they were on every frame.
  @Test(arguments: phones)
  func aFieldBringsTheKeyboardUpAndTheFormScrollsItAboveTheKeys(device: DeviceProfile) throws {
    let tester = ScreenTester(CheckoutTabBarController(), device: device)
    defer { tester.tearDown() }
    tester.run { _ = tester.window.screen.rotate(to: .landscapeRight) }
    try tester.settle()
    let bar = try navigationBar(tester)
    let barFrame = tester.frame(of: bar)
    let cvc = try field("CVC", in: tester)
    // Scrolled into reach first, as a person would, if the tab bar hides it.
    let scrollView = try #require(tester.views(of: UIScrollView.self).first { cvc.isDescendant(of: $0) })
    let tabTop = tester.frame(of: try #require(tester.views(of: UITabBar.self).first)).minY
    while tester.frame(of: cvc).maxY > tabTop - 8 {
      _ = tester.run { scrollView.handleScroll(deltaX: 0, deltaY: 20) }
      tester.pump()
    }
    try tester.tap(cvc)
    var frames = 0
    while !tester.runtime.isSettled(), frames < 300 {
      tester.pump()
      frames += 1
      #expect(tester.presentedFrame(of: bar) == barFrame, "frame \(frames)")
    }
    try tester.settle()
    let keys = try #require(tester.keyboardFrameOnScreen)
    #expect(abs(tester.frame(of: cvc).maxY - (keys.minY - 8)) < 0.01, "\(tester.frame(of: cvc)) keys \(keys)")
    #expect(tester.frame(of: cvc).minY >= barFrame.maxY)
    // Done moves on to the end: the keyboard goes, the inset with it.
    let done = try #require(tester.drawnTexts().first { $0.string == "Done" })
    tester.tap(at: CGPoint(x: done.frame.midX, y: done.frame.midY))
    try tester.settle()
    #expect(!tester.isKeyboardShown)
    #expect(scrollView.contentInset.bottom == 0)
  }

  @Test(arguments: phones)
  func theAddressSheetsSaveButtonRidesTheKeyboardAndSavingFillsTheForm(device: DeviceProfile) throws {
    let tabs = CheckoutTabBarController()
    let tester = ScreenTester(tabs, device: device)
    defer { tester.tearDown() }
    try tester.settle()
    let add = try #require(tester.views(showing: "Add address…").first)
    let scrollView = try #require(tester.views(of: UIScrollView.self).first { add.isDescendant(of: $0) })
    let tabTop = tester.frame(of: try #require(tester.views(of: UITabBar.self).first)).minY
    while tester.frame(of: add).maxY > tabTop - 8 {
      _ = tester.run { scrollView.handleScroll(deltaX: 0, deltaY: 20) }
      tester.pump()
    }
    try tester.tap(add)
    try tester.settle()
    let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
    let sheet = try #require(navigation.topViewController?.presentedViewController as? UINavigationController)
    let save = try #require(tester.views(showing: "Save address").first)
    // The keyboard down: the button's bottom 12 points above the sheet's safe-area bottom,
    // the screen's home-indicator band (the card reaches the screen's bottom).
    #expect(tester.frame(of: save).maxY == device.size.height - device.safeAreaInsets.bottom - 12)
    let city = try field("City", in: tester)
    try tester.tap(city)
    try tester.type("Lisbon")
    try tester.settle()
    // Up: 12 points above the keys, 844 − 291 − 12 = 541 on an iPhone 14.
    #expect(tester.frame(of: save).maxY == device.size.height - device.keyboardHeight - 12)
    try tester.tap(save)
    try tester.settle()
    #expect(sheet.presentingViewController == nil)
    #expect(!tester.isKeyboardShown)
    #expect(tester.views(showing: "Lisbon").contains { $0 is UILabel })
    #expect(tester.views(showing: "Change address…").first != nil)
  }
}
