import Testing
import UIKit

@_spi(Testing) @testable import SnapKit

/// A window of the default device (390×844, safe area 47/34) whose root controller's
/// view fills it, with clean animation globals; everything is put back afterwards.
///
/// Set up inside each test body (not in a suite `init`): Swift Testing runs suites in
/// parallel, and a synchronous `@MainActor` body is the one stretch no other suite can
/// interleave with.
@MainActor
final class SnapKitScene {
  let window: UIWindow
  let root: UIView

  init() {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    root = controller.view
  }

  /// Adds a plain subview to `parent` (the root by default), untouched otherwise: the
  /// DSL (or the anchor version of the test) turns its autoresizing mask off.
  @discardableResult
  func add(_ view: UIView = UIView(), to parent: UIView? = nil) -> UIView {
    (parent ?? root).addSubview(view)
    return view
  }

  /// Frames in window coordinates after a layout pass.
  func frames(_ views: [UIView]) -> [CGRect] {
    window.layoutIfNeeded()
    return views.map { $0.convert($0.bounds, to: nil) }
  }
}

@MainActor
func withScene<R>(_ body: (SnapKitScene) throws -> R) rethrows -> R {
  let savedEcho = ConstraintLog.echoToStandardError
  let savedHandler = ConstraintLog.handler
  ConstraintLog.clear()
  ConstraintLog.echoToStandardError = false
  let scene = SnapKitScene()
  defer {
    scene.window.resignKeyAndHide()
    ConstraintLog.clear()
    ConstraintLog.echoToStandardError = savedEcho
    ConstraintLog.handler = savedHandler
  }
  return try body(scene)
}

/// Builds the same layout twice, each in a fresh window: once with anchors, once with
/// the DSL. Each builder adds its views to the root it is given and returns them, in the
/// same order. Returns both lists of frames (window coordinates).
@MainActor
func anchorsAndSnp(
  anchors: (SnapKitScene) -> [UIView], snp: (SnapKitScene) -> [UIView]
) -> (anchors: [CGRect], snp: [CGRect]) {
  let a = withScene { scene in scene.frames(anchors(scene)) }
  let s = withScene { scene in scene.frames(snp(scene)) }
  return (a, s)
}

/// `view` with `translatesAutoresizingMaskIntoConstraints` off, for anchor layouts.
@MainActor
func manual(_ view: UIView) -> UIView {
  view.translatesAutoresizingMaskIntoConstraints = false
  return view
}
