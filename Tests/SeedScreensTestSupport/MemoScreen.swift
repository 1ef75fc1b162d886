import Foundation
import SeedScreens
import UIKit

/// The memo screen in a fresh key window (390×844 unless told; see `ScreenFixture`), with
/// the screen's 0.1 s delay on the same frame time (`MemoManualScheduler`).
@MainActor
public final class MemoScreen: ScreenFixture {
  public private(set) var controller: MemoViewController!
  public let scheduler: MemoManualScheduler

  /// `makeController` builds the screen's controller with the test's scheduler.
  public init(
    device: DeviceProfile = .iPhone14,
    makeController: ((MemoManualScheduler) -> MemoViewController)? = nil
  ) {
    let runtime = UIKitRuntime.current
    runtime.layoutLog.echoToStandardError = false
    runtime.mainScreen.device = device
    scheduler = MemoManualScheduler(runtime: runtime)
    super.init(window: UIWindow(screen: runtime.mainScreen))
    controller = makeController?(scheduler) ?? MemoViewController(scheduler: scheduler)
    window.rootViewController = controller
    window.makeKeyAndVisible()
  }

  public override func tearDown() {
    super.tearDown()
    controller = nil
    scheduler.removeAll()
  }

  /// Lets go of the controller (for lifetime tests): the window shows an empty one.
  public func releaseController() {
    window.rootViewController = UIViewController()
    controller = nil
  }

  // MARK: What tests read

  public var views: MemoViews { MemoViews(controller.view) }
  public var textView: UITextView { views.textView }
  public var scrollView: UIScrollView { views.scrollView }
  public var wrapper: PassThroughView { views.keyboardWrapper }
  public var spacer: UIView { views.interSpacer }
  public var button: UIButton { views.saveButton }
  public var text: String { textView.text }

  /// The wrapper's height constraint (SnapKit's, priority high) and its constant.
  public var wrapperHeightConstraint: NSLayoutConstraint? { wrapper.activeConstraint(.height) }
  public var wrapperConstant: CGFloat? { wrapperHeightConstraint?.constant }

  /// The Save button in window coordinates (the scroll offset included).
  public var buttonInWindow: CGRect { button.convert(button.bounds, to: nil) }

  /// The keyboard's top in window coordinates where it rests (844 when it is down).
  public var keyboardTop: CGFloat {
    keyboard.isKeyboardVisible ? keyboard.keyboardFrame.minY : window.bounds.height
  }

  /// A point beside the text view (in the scroll view's left margin): nothing editable
  /// there, so a click takes the keyboard down.
  public var outside: CGPoint {
    let frame = textView.convert(textView.bounds, to: nil)
    return CGPoint(x: 12, y: frame.minY + 40)
  }

  /// Replaces the memo's text as a program does (no typing): the text view's text, then
  /// the delegate's `textViewDidChange`, as UIKit leaves it to the code that set it.
  public func setText(_ text: String) {
    textView.text = text
    controller.textViewDidChange(textView)
  }

  /// The memo the screen saved last (what its Save button keeps), if any.
  public var savedMemo: String? { storedProperty("savedMemo", of: controller, as: String.self) }

  /// Moves the caret to the end of the text, as Command-Down does.
  public func caretToEnd() {
    window.handleKey(.down, modifiers: [.command])
  }

  // MARK: Time

  /// The screen's scheduler stands in for the main queue: what is due runs first.
  public override func runScheduledWork() { scheduler.runDue() }

  /// The runtime's settled, and nothing left on the screen's own scheduler.
  public override var isSettled: Bool { super.isSettled && !scheduler.hasPending }
}

/// What tests read of the memo screen, found under its root view as a reader outside the
/// screen's module finds it.
@MainActor
public struct MemoViews {
  public let root: UIView

  public init(_ root: UIView) {
    self.root = root
  }

  public var textView: UITextView { root.only(UITextView.self, "the memo") }
  /// The scroll view that holds the memo and the button (not the text view, which is one
  /// too).
  public var scrollView: UIScrollView {
    root.only(UIScrollView.self, "the scroll view") { !($0 is UITextView) }
  }
  /// The view pinned to the bottom that is as tall as the keyboard.
  public var keyboardWrapper: PassThroughView {
    root.only(PassThroughView.self, "the keyboard wrapper") { $0 !== scrollView.superview }
  }
  /// The view above the wrapper that the scroll view fills.
  public var keyboardSafeArea: PassThroughView {
    root.only(PassThroughView.self, "the keyboard safe area") { $0 === scrollView.superview }
  }
  private var stack: UIStackView { root.only(UIStackView.self, "the stack") }
  /// The spacer between the memo and the button, hidden while the keyboard is up.
  public var interSpacer: UIView { stack.arrangedSubviews[1] }
  /// The spacer under the button, down to the home-indicator band.
  public var bottomSpacer: UIView { stack.arrangedSubviews[3] }
  /// "n/700" at the text view's bottom right.
  public var counterLabel: UILabel {
    root.only(UILabel.self, "the counter") { $0.superview === scrollView }
  }
  /// The hint drawn in the empty text view.
  public var placeholderLabel: UILabel {
    root.only(UILabel.self, "the placeholder") { $0.superview === textView }
  }
  /// The toast above Save that says what was saved.
  public var toast: UIView {
    guard
      let toast = scrollView.subviews.first(where: {
        $0 !== stack && !($0 is UILabel) && !$0.descendants(of: UILabel.self).isEmpty
      })
    else { fatalError("the memo has no toast view") }
    return toast
  }
  public var toastLabel: UILabel { toast.only(UILabel.self, "the toast's message") }
  /// The toast's message while it is drawn (it fades in and out), nil while it is not.
  public var visibleToastMessage: String? { toast.presentationAlpha > 0.01 ? toastLabel.text : nil }
  public var saveButton: UIButton { root.only(UIButton.self, "Save") { $0.title(for: .normal) == "Save" } }
}
