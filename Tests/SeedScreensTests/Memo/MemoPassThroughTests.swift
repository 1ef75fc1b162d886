import Foundation
import SeedScreens
import SeedScreensTestSupport
import Testing
import UIKit
import UIKitTestSupport

/// The wrapper and safe-area views are `PassThroughView`s: where they have no subview a
/// click goes to what is behind them; their subviews still get their own clicks.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct MemoPassThroughTests {
  /// A button behind everything on the screen, filling the controller's view: what a
  /// click that passes through the wrappers reaches.
  @MainActor
  final class Behind {
    let button: UIButton
    var taps = 0

    init(in view: UIView) {
      button = UIButton(type: .custom)
      button.translatesAutoresizingMaskIntoConstraints = false
      view.insertSubview(button, at: 0)
      NSLayoutConstraint.activate([
        button.topAnchor.constraint(equalTo: view.topAnchor),
        button.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        button.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        button.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      ])
      button.addAction(UIAction { [unowned self] _ in self.taps += 1 }, for: .primaryActionTriggered)
    }
  }

  /// The wrapper 100 high with no keyboard over it: a will-show posted by hand (as a
  /// hardware-keyboard accessory bar would report a short keyboard).
  func raiseWrapper(_ screen: MemoScreen, to height: CGFloat) {
    NotificationCenter.default.post(
      name: UIResponder.keyboardWillShowNotification, object: nil,
      userInfo: [
        UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 844 - height, width: 390, height: height)
      ])
    screen.settle()
  }

  @Test("A click on the wrapper's empty area reaches the view behind it")
  func wrapperEmptyArea() {
    let screen = MemoScreen()
    defer { screen.tearDown() }
    let behind = Behind(in: screen.controller.view)
    raiseWrapper(screen, to: 100)
    #expect(screen.wrapper.frame == CGRect(x: 0, y: 744, width: 390, height: 100))
    let point = CGPoint(x: 195, y: 800)
    #expect(screen.wrapper.frame.contains(point))
    #expect(screen.window.hitTest(point, with: nil) === behind.button)
    screen.click(point)
    #expect(behind.taps == 1)
  }

  @Test("A click on a subview of the wrapper reaches that subview")
  func wrapperSubview() {
    let screen = MemoScreen()
    defer { screen.tearDown() }
    let behind = Behind(in: screen.controller.view)
    var taps = 0
    let bar = UIButton(type: .system, primaryAction: UIAction(title: "Done") { _ in taps += 1 })
    bar.translatesAutoresizingMaskIntoConstraints = false
    screen.wrapper.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: screen.wrapper.topAnchor),
      bar.trailingAnchor.constraint(equalTo: screen.wrapper.trailingAnchor),
      bar.widthAnchor.constraint(equalToConstant: 80),
      bar.heightAnchor.constraint(equalToConstant: 44),
    ])
    raiseWrapper(screen, to: 100)
    screen.click(CGPoint(x: 350, y: 766))
    #expect(taps == 1)
    #expect(behind.taps == 0)
    // Beside the bar, still inside the wrapper: through to what is behind.
    screen.click(CGPoint(x: 100, y: 766))
    #expect(taps == 1)
    #expect(behind.taps == 1)
  }

  @Test("The safe-area view's empty strip above the scroll view passes clicks through too")
  func safeAreaViewEmptyArea() {
    let screen = MemoScreen()
    defer { screen.tearDown() }
    let behind = Behind(in: screen.controller.view)
    screen.window.layoutIfNeeded()
    let point = CGPoint(x: 195, y: 15)
    #expect(screen.views.keyboardSafeArea.frame.contains(point))
    screen.click(point)
    #expect(behind.taps == 1)
  }

  @Test("With the keyboard up, Save inside the pass-through views takes the click; the keyboard stays")
  func saveThroughWrappers() {
    let screen = MemoScreen()
    defer { screen.tearDown() }
    let behind = Behind(in: screen.controller.view)
    screen.click(screen.textView)
    screen.settle()
    screen.window.handleText("memo")
    #expect(screen.window.hitTest(CGPoint(x: 195, y: 473), with: nil) === screen.button)
    screen.click(screen.button)
    #expect(behind.taps == 0)
    #expect(screen.views.toastLabel.text == "Saved 4 characters")
    #expect(screen.textView.isFirstResponder)
    #expect(screen.keyboard.isKeyboardVisible)
  }

  @Test("The counter, placeholder and toast never take a click from the text view or Save")
  func overlaysDoNotIntercept() {
    let screen = MemoScreen()
    defer { screen.tearDown() }
    screen.settle()
    let counter = screen.views.counterLabel
    screen.click(counter)
    #expect(screen.textView.isFirstResponder)
    // (While the keyboard slides up, hit testing already sees it where it is going.)
    screen.settle()
    screen.click(screen.button)
    let toast = screen.views.toast
    screen.frames(20)
    #expect(screen.views.visibleToastMessage != nil)
    // A click on the toast lands on what is under it.
    screen.click(toast)
    #expect(
      screen.window.hitTest(toast.convert(CGPoint(x: toast.bounds.midX, y: toast.bounds.midY), to: nil), with: nil)
        !== toast)
  }
}
