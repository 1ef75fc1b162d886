import Foundation
import Testing

@testable import UIKit

/// What a UIKit core test works with: the runtime it runs in (each test has its own,
/// from the suite's `.uikitRuntime` trait) and helpers to make windows and step frames.
@MainActor
final class UIKitTestContext {
  let runtime: UIKitRuntime
  private(set) var windows: [UIWindow] = []

  init(runtime: UIKitRuntime) {
    self.runtime = runtime
  }

  /// A key, visible window of the default device (390×844, safe area 47/34).
  func makeWindow(frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)) -> UIWindow {
    let window = UIWindow(frame: frame)
    windows.append(window)
    window.makeKeyAndVisible()
    return window
  }

  /// Takes a window the test made itself.
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

  /// A view pinned to the four edges of `guide`, in `view`: its frame shows where the
  /// guide is.
  @discardableResult
  func pinProbe(to guide: UILayoutGuide, in view: UIView) -> UIView {
    let probe = addConstrained(UIView(), to: view)
    NSLayoutConstraint.activate([
      probe.topAnchor.constraint(equalTo: guide.topAnchor),
      probe.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      probe.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      probe.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    ])
    return probe
  }

  /// `n` display frames of 1/60 s.
  func frames(_ n: Int) { runtime.pumpFrames(n) }

  /// The frame time after `n` frames, accumulated exactly as `pumpFrames` accumulates it
  /// (n additions of 1/60, not n/60), so expected values use the same time the animator sees.
  nonisolated static func time(afterFrames n: Int, from start: TimeInterval = 0) -> TimeInterval {
    var t = start
    for _ in 0..<n { t += 1.0 / 60.0 }
    return t
  }

  /// Every layout-log message joined, for `contains` checks.
  var log: String { runtime.layoutLog.messages.joined(separator: "\n") }
}

/// Runs `body` in the test's runtime with the layout log quiet; the windows it made
/// leave the screen afterwards.
@MainActor
func withUIKit<R>(_ body: (UIKitTestContext) throws -> R) rethrows -> R {
  let runtime = UIKitRuntime.current
  runtime.layoutLog.echoToStandardError = false
  let context = UIKitTestContext(runtime: runtime)
  defer { for window in context.windows { window.resignKeyAndHide() } }
  return try runtime.activate { try body(context) }
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
