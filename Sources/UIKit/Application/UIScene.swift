import Foundation

/// One instance of the app's interface, as iOS 13 and later have it. Here every screen
/// has one scene, a `UIWindowScene`, which is always in the foreground: the lab has no
/// app switcher, so scenes are neither backgrounded nor disconnected.
@preconcurrency @MainActor
open class UIScene: UIResponder {
  /// iOS's states; a scene here is always `.foregroundActive`.
  public enum ActivationState: Int, Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }

  public var activationState: ActivationState { .foregroundActive }

  /// The title the system shows for the scene (the app switcher's); nil until set.
  public var title: String!
}
