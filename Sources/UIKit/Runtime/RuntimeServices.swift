import Foundation

/// The current runtime's services under the names the layers above the runtime use.
extension Animator {
  /// The animator of the runtime whose work runs now.
  static var current: Animator { UIKitRuntime.current.animator }
}

extension AnimationContext {
  /// The innermost animation block running now; nil outside blocks and inside
  /// `UIView.performWithoutAnimation`.
  static var current: AnimationContext? { Animator.currentContext }
}
