import Foundation

/// A view that takes a pinch: two fingers closing or spreading on it (on the desktop,
/// Control and the wheel over it, as browsers and image viewers read a trackpad's pinch).
/// The window offers a pinch to the deepest view under the pointer that adopts this, then
/// to its ancestors that do, until one takes it.
@preconcurrency @MainActor
public protocol PinchEventHandling: AnyObject {
  /// Two fingers moved to `scale` times their distance (below 1: closing). Returns
  /// whether the view took it.
  func handlePinch(scale: CGFloat) -> Bool
}
