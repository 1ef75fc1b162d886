import Foundation

/// What a transition's alongside animation and completion are told about it.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  var isAnimated: Bool { get }
  var isInteractive: Bool { get }
  var isCancelled: Bool { get }
  var transitionDuration: TimeInterval { get }
  var percentComplete: CGFloat { get }
}

/// Passed to `viewWillTransition(to:with:)`: animations to run alongside the transition
/// (in its animation block, so they move with it) and work to do when it ends.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
  /// The alongside animation alone (iOS's `completion` defaults to nil).
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}

/// The coordinator of an interface rotation: collects what controllers hand it in
/// `viewWillTransition(to:with:)`, runs the animations inside the rotation's block and
/// the completions when the block ends.
@MainActor
final class RotationTransitionCoordinator: UIViewControllerTransitionCoordinator {
  let transitionDuration: TimeInterval
  let isAnimated = true
  let isInteractive = false
  let isCancelled = false
  private(set) var percentComplete: CGFloat = 0
  private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

  init(duration: TimeInterval) {
    transitionDuration = duration
  }

  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let animation { animations.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  func runAnimations() {
    for animation in animations { animation(self) }
  }

  func finish() {
    percentComplete = 1
    for completion in completions { completion(self) }
  }
}
