import Foundation
import Testing

@testable import UIKit

/// `withUIKit` plus no first responder before and after the body.
@MainActor
func withControls<R>(_ body: (UIKitTestContext) throws -> R) rethrows -> R {
  try withUIKit { context in
    resignCurrentFirstResponder()
    defer { resignCurrentFirstResponder() }
    return try body(context)
  }
}

/// Puts `view` in a window of the test's runtime that takes part in frames but shows no
/// keyboard: a responder must be in a window to become first responder (on iOS too), and
/// these tests look at the control, not at the keyboard.
@MainActor
@discardableResult
func hostInWindow<V: UIView>(_ view: V) -> V {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
  window.addSubview(view)
  UIKitRuntime.current.register(window)
  return view
}

@MainActor
func resignCurrentFirstResponder() {
  for window in UIApplication.shared.windows { window.endEditing(true) }
}

/// Delivers one touch to `view` the way the window does after hit testing: began at
/// `start`, optionally moved through `path`, ended at `end` (all in `view`'s coordinates).
@MainActor
func touch(_ view: UIView, from start: CGPoint, through path: [CGPoint] = [], to end: CGPoint? = nil) {
  let window = view.window
  let touch = UITouch(
    phase: .began, view: view, window: window, location: view.convert(start, to: nil),
    timestamp: UIKitRuntime.current.now)
  view.touchesBegan([touch], with: nil)
  func move(to point: CGPoint) {
    touch.previousWindowLocation = touch.windowLocation
    touch.windowLocation = view.convert(point, to: nil)
  }
  for point in path {
    move(to: point)
    touch.phase = .moved
    view.touchesMoved([touch], with: nil)
  }
  move(to: end ?? path.last ?? start)
  touch.phase = .ended
  view.touchesEnded([touch], with: nil)
}

/// A tap at `point` in `view`'s coordinates.
@MainActor
func tap(_ view: UIView, at point: CGPoint) {
  touch(view, from: point)
}

/// What `view` (and its subviews) draws, in the coordinates of its superview.
@MainActor
func drawing(of view: UIView) -> RecordingCanvas {
  let canvas = RecordingCanvas()
  view.render(in: canvas)
  return canvas
}

/// Every fill of exactly `color` in `canvas`.
@MainActor
func fills(_ canvas: RecordingCanvas, color: UIColor) -> [CGRect] {
  canvas.fills.filter { $0.1 == color }.map(\.0)
}

/// Every text command with its colour.
@MainActor
func textsWithColors(_ canvas: RecordingCanvas) -> [(String, UIColor)] {
  canvas.commands.compactMap {
    if case .text(let string, _, _, let color, _) = $0 { return (string, color) }
    return nil
  }
}
