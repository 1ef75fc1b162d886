import Foundation

/// What a scroll view needs of its window's keyboard while it slides: the keyboard is
/// above Controls, so the window (`UIWindow`) adopts this and asks its keyboard.
@MainActor
protocol KeyboardSliding: AnyObject {
  /// A block with the timing of the keyboard's slide under way (its start, duration and
  /// curve), for changes a layout pass makes because the keyboard moved, and how far along
  /// its curve the slide is now (0 to 1); nil when the keyboard stands still. iOS makes
  /// those changes inside the keyboard's own animation block, from the slide's start, so
  /// they move with the keys.
  func keyboardSlide() -> (context: AnimationContext, progress: Double)?
}
