import Foundation
import UIKit

/// What the desktop window shows and where its input goes: one UIKit window filling it
/// (`SDLWindowScene`, the phone alone), or UIKit windows side by side with drawing of the
/// scene's own around them (the lab: the phone in its device frame beside a panel).
///
/// Scene points are the scene's own coordinates. The desktop window is the scene's
/// `size` × `--scale` when it opens or the scene changes size; when the user resizes
/// it, the scene decides: a window that follows the desktop takes the new size, a
/// scene of fixed size zooms to fit (`zoom`, scene points per desktop point).
@preconcurrency @MainActor
public protocol SDLScene: AnyObject {
  /// The size the scene wants, in scene points.
  var size: CGSize { get }
  /// How much the scene is scaled into the desktop window: 1, or less to fit a smaller one.
  var zoom: CGFloat { get }
  /// The desktop window is now `size` points (the user resized it, or it opened).
  func desktopDidResize(to size: CGSize)
  /// Draws the whole scene, in scene points.
  func render(in canvas: Canvas)
  /// The UIKit window under `point` (scene points), where a touch or wheel goes.
  func window(at point: CGPoint) -> UIWindow?
  /// `point` (scene points) in `window`'s coordinates; for a drag that leaves the
  /// window it began in.
  func convert(_ point: CGPoint, to window: UIWindow) -> CGPoint
  /// `rect` in `window`'s coordinates, in scene points (the input method's rectangle).
  func convert(_ rect: CGRect, from window: UIWindow) -> CGRect
  /// The window that takes typed text and keys, and the keyboard shortcuts (Ctrl-K, -R, -P).
  var keyWindow: UIWindow { get }
  /// The pointer moved with no button down (`.hover`), or the button went down
  /// (`.press`), at `point`: true when the scene took it for itself (the lab's
  /// inspector), so that no touch begins.
  func handlePointer(_ event: SDLPointerEvent, at point: CGPoint) -> Bool
  /// Typed text and editing keys, before they go to `keyWindow`: true when the scene took
  /// them (the compare mode hands them to a phone of its own).
  func handleText(_ text: String) -> Bool
  func handleKey(_ key: KeyboardKey, modifiers: KeyModifiers) -> Bool
}

/// What the pointer did, for `SDLScene.handlePointer`.
public enum SDLPointerEvent: Sendable {
  case hover
  case press
  /// The pointer moved with the button down after a press the scene took.
  case drag
  /// The button went up after a press the scene took.
  case release
}

extension SDLScene {
  /// Scenes that take nothing for themselves.
  public func handlePointer(_ event: SDLPointerEvent, at point: CGPoint) -> Bool { false }
  public func handleText(_ text: String) -> Bool { false }
  public func handleKey(_ key: KeyboardKey, modifiers: KeyModifiers) -> Bool { false }
}
