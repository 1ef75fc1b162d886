/// The phases of one display frame, in the order `UIKitRuntime.beginFrame` runs them.
///
/// The order is fixed so that every frame sees the same world: input arrives before
/// anything moves, animations advance before the per-frame observers read them (the
/// keyboard guide follows the keyboard's on-screen top), layout sees both, drawing sees
/// the finished layout, and completion handlers run after the last frame of their
/// animation has been drawn, as UIKit calls them after the final frame is on screen.
public enum FramePhase: Int, CaseIterable, Sendable, Comparable {
  /// The platform delivers the events that arrived since the last frame.
  case input
  /// Every running animation moves to the frame's time.
  case animations
  /// Per-frame work of each window: its keyboard, its caret, held keys.
  case frameObservers
  /// Each window's layout pass: the solver with the animated constants, then frames.
  case layout
  /// The platform records and plays each window's display list.
  case draw
  /// Completion handlers of animations that ended in this frame.
  case completions

  public static func < (a: FramePhase, b: FramePhase) -> Bool { a.rawValue < b.rawValue }
}
