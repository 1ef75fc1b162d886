import Foundation

/// What the runtime needs of a window each frame. Windows sit above the runtime in the
/// module's layering, so the runtime sees them through this protocol.
@preconcurrency @MainActor
public protocol FrameParticipant: AnyObject {
  /// Per-frame work before layout (the keyboard's slide and guide, the caret's blink).
  func runFrameObservers(at time: TimeInterval)
  /// The layout pass of the participant's view tree.
  func runFrameLayout()
  /// The runtime shuts down: leave the screen (a window hides).
  func leaveScreen()
  /// Whether the participant has work due at `time` that needs a frame (a caret flip).
  func needsFrame(at time: TimeInterval) -> Bool
}
