import Foundation
import Testing

@testable import UIKit

/// A view that records the touch phases it receives and passes them on up the responder
/// chain, as a plain UIView does.
final class TouchRecordingView: UIView {
  private(set) var phases: [String] = []

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    phases.append("began")
    super.touchesBegan(touches, with: event)
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    phases.append("moved")
    super.touchesMoved(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    phases.append("ended")
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    phases.append("cancelled")
    super.touchesCancelled(touches, with: event)
  }
}

/// Counts what a scroll view tells its delegate.
final class ScrollDelegateLog: UIScrollViewDelegate {
  var didScroll = 0
  var willBeginDragging = 0
  var didEndDragging = 0
  var didEndScrollingAnimation = 0

  func scrollViewDidScroll(_ scrollView: UIScrollView) { didScroll += 1 }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { willBeginDragging += 1 }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    didEndDragging += 1
  }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    didEndScrollingAnimation += 1
  }
}

/// Whether `values` never go down (or, with `decreasing`, never go up).
func isMonotonic(_ values: [CGFloat], decreasing: Bool = false) -> Bool {
  zip(values, values.dropFirst()).allSatisfy { decreasing ? $1 <= $0 : $1 >= $0 }
}

/// A view of a fixed height (required), full width in stacks with `.fill` alignment.
@MainActor
func fixedHeightView(_ height: CGFloat) -> UIView {
  let view = UIView()
  view.translatesAutoresizingMaskIntoConstraints = false
  view.heightAnchor.constraint(equalToConstant: height).isActive = true
  return view
}

/// A view of a fixed width (required).
@MainActor
func fixedWidthView(_ width: CGFloat) -> UIView {
  let view = UIView()
  view.translatesAutoresizingMaskIntoConstraints = false
  view.widthAnchor.constraint(equalToConstant: width).isActive = true
  return view
}

/// The eased fraction of an animation of `duration` on `curve` that started at clock 0,
/// after `frames` ticks.
@MainActor
func easedFraction(afterFrames frames: Int, duration: TimeInterval, curve: TimingCurve = .easeInOut)
  -> CGFloat
{
  CGFloat(curve.value(at: UIKitTestContext.time(afterFrames: frames) / duration))
}
