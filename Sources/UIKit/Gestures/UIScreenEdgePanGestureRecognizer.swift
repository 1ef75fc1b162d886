import Foundation

/// A pan that begins only from a touch that went down at one of `edges` of the screen:
/// within 20 points of it (UIKit does not publish its margin; 20 is the width of the
/// strip a navigation controller's back swipe answers in, as commonly measured).
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  static let edgeMargin: CGFloat = 20

  open var edges: UIRectEdge = []

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first, let window = touch.window else {
      state = .failed
      return
    }
    let p = touch.location(in: nil)
    let bounds = window.bounds
    let m = Self.edgeMargin
    let atEdge =
      (edges.contains(.left) && p.x <= bounds.minX + m) || (edges.contains(.right) && p.x >= bounds.maxX - m)
      || (edges.contains(.top) && p.y <= bounds.minY + m) || (edges.contains(.bottom) && p.y >= bounds.maxY - m)
    guard atEdge else {
      state = .failed
      return
    }
    super.touchesBegan(touches, with: event)
  }
}
