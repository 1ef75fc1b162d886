import Foundation
import Testing

@testable import UIKit

/// The global state the UIKit core tests share (`Animator.shared`, the application's
/// clock and windows, `LayoutLog`, `UIScreen.main.device`), set up and torn down inside
/// each test body.
///
/// Why inside the body and not in the suite's `init`: the `@Test` macro awaits the
/// suite's `init` and then the test method as two separate hops onto the main actor, and
/// Swift Testing runs suites in parallel, so another suite's `init` (or whole test) can
/// run in between. Measured here with four `.serialized` `@MainActor` suites of 30 tests:
/// 49 of 120 bodies saw another suite's `init` after their own. A test body is
/// synchronous and runs on the main actor from start to end, so state set up at its
/// start is still there at its end; and because `withUIKit` restores the clock, the
/// key window and the log afterwards, these tests do not disturb a suite of another
/// engineer that is between its own `init` and body.
@MainActor
final class UIKitTestContext {
  let clock = ManualClock()
  private(set) var windows: [UIWindow] = []

  /// A key, visible window of the default device (390×844, safe area 47/34).
  func makeWindow(frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)) -> UIWindow {
    let window = UIWindow(frame: frame)
    windows.append(window)
    window.makeKeyAndVisible()
    return window
  }

  /// Takes a window the test made itself under the sandbox (hidden again at the end).
  func adopt(_ window: UIWindow) { windows.append(window) }

  /// A window whose root view controller's view fills it; returns both.
  func makeScreen(frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)) -> (UIWindow, UIView) {
    let window = UIWindow(frame: frame)
    windows.append(window)
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return (window, controller.view)
  }

  /// Adds `view` to `parent` ready for Auto Layout (translatesAutoresizingMask… false).
  @discardableResult
  func addConstrained<V: UIView>(_ view: V, to parent: UIView) -> V {
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
  }

  /// `n` display-link ticks of 1/60 s.
  func frames(_ n: Int) { UIApplication.shared.advance(frames: n) }

  /// The clock time after `n` ticks, accumulated exactly as `ManualClock` accumulates it
  /// (n additions of 1/60, not n/60), so expected values use the same time the animator sees.
  nonisolated static func time(afterFrames n: Int, from start: TimeInterval = 0) -> TimeInterval {
    var t = start
    // ManualClock.frameDuration (main-actor isolated), added the way ManualClock adds it.
    for _ in 0..<n { t += 1.0 / 60.0 }
    return t
  }

  /// Every layout-log message joined, for `contains` checks.
  var log: String { LayoutLog.messages.joined(separator: "\n") }
}

/// Runs `body` with clean UIKit globals and puts back what it found afterwards.
@MainActor
func withUIKit<R>(_ body: (UIKitTestContext) throws -> R) rethrows -> R {
  let app = UIApplication.shared
  let savedClock = app.clock
  let savedKeyWindow = app.keyWindow
  let savedEcho = LayoutLog.echoToStandardError
  let savedDevice = UIScreen.main.device

  let context = UIKitTestContext()
  Animator.shared.removeAll()
  app.clock = context.clock
  // Windows other tests left registered stay registered (one of them may belong to a
  // suite between its init and its body); ours become key over them.
  UIScreen.main.device = .iPhone14
  LayoutLog.clear()
  LayoutLog.echoToStandardError = false
  defer {
    for window in context.windows { window.resignKeyAndHide() }
    Animator.shared.removeAll()
    LayoutLog.clear()
    LayoutLog.echoToStandardError = savedEcho
    UIScreen.main.device = savedDevice
    app.clock = savedClock
    if let savedKeyWindow, app.windows.contains(where: { $0 === savedKeyWindow }) {
      savedKeyWindow.makeKey()
    }
  }
  return try body(context)
}

/// Frames come out of the solver snapped to a 2⁻²⁰ pt grid (`LayoutEngine.snapped`). A
/// mid-animation value computed in the test from the curve is compared within one step
/// of that grid; settled layouts are compared with `==`.
let layoutGrid: CGFloat = 1.0 / 1_048_576

/// Whether `a` is within `tolerance` of `b`.
///
/// Careful inside `#expect`: `#expect(isClose(x, someDouble))` with `x` a CGFloat needs an
/// implicit Double → CGFloat conversion inside the macro's closure; the macro then picks an
/// overload that discards the result and the check silently passes (measured:
/// `#expect(isClose(CGFloat(0), 2.0 / 3.0, within: 1e-9))` passed, with only a "result of
/// call to 'isClose' is unused" warning). Prefer `expectClose`, or make sure every
/// argument already is a CGFloat.
func isClose(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = layoutGrid) -> Bool {
  abs(a - b) <= tolerance
}

func isClose(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = layoutGrid) -> Bool {
  isClose(a.minX, b.minX, within: tolerance) && isClose(a.minY, b.minY, within: tolerance)
    && isClose(a.width, b.width, within: tolerance)
    && isClose(a.height, b.height, within: tolerance)
}

/// Expects `actual` within `tolerance` of `expected`.
///
/// A function that records the issue itself (see `isClose` for why not `#expect(isClose(…))`):
/// its arguments are type-checked as ordinary Swift, so `expectClose(view.alpha, 2.0 / 3.0)`
/// converts the literal and checks it.
func expectClose<T: BinaryFloatingPoint>(
  _ actual: T, _ expected: T, within tolerance: T = T(layoutGrid), _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance,
    "\(Double(actual)) is not within \(Double(tolerance)) of \(Double(expected))\(comment.map { ": \($0)" } ?? "")",
    sourceLocation: sourceLocation)
}

func expectClose(
  _ actual: CGRect, _ expected: CGRect, within tolerance: CGFloat = layoutGrid,
  _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let close = [
    (actual.minX, expected.minX), (actual.minY, expected.minY), (actual.width, expected.width),
    (actual.height, expected.height),
  ].allSatisfy { abs($0.0 - $0.1) <= tolerance }
  #expect(
    close, "\(actual) is not within \(tolerance) of \(expected)\(comment.map { ": \($0)" } ?? "")",
    sourceLocation: sourceLocation)
}

/// A view with a settable intrinsic content size.
final class IntrinsicView: UIView {
  var contentSize: CGSize

  init(_ size: CGSize) {
    contentSize = size
    super.init(frame: .zero)
  }

  override var intrinsicContentSize: CGSize { contentSize }
}
