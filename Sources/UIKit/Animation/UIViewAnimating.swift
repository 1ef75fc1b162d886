import Foundation

/// UIKit's `UIViewAnimating`: starting, pausing, stopping and scrubbing an animator, and
/// the states it moves through (Apple's documentation: an animator starts `.inactive`;
/// `startAnimation()`, `pauseAnimation()` or setting `fractionComplete` make it `.active`;
/// it returns to `.inactive` when its animations finish; `stopAnimation(false)` makes it
/// `.stopped` until `finishAnimation(at:)`, `stopAnimation(true)` makes it `.inactive`).
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
  var state: UIViewAnimatingState { get }
  var isRunning: Bool { get }
  var isReversed: Bool { get set }
  var fractionComplete: CGFloat { get set }
  func startAnimation()
  func startAnimation(afterDelay delay: TimeInterval)
  func pauseAnimation()
  func stopAnimation(_ withoutFinishing: Bool)
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}
