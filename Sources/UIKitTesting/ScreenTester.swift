import Foundation
import UIKit

/// Drives one screen the way a person and a display would: puts a view controller in a
/// window on a chosen phone, taps views and keys, types, steps frames, and reads back
/// what is on screen. For tests and scripts outside this package, as Flutter's
/// `WidgetTester` is for widgets.
///
/// A tester runs in a `UIKitRuntime` of its own unless it is given one, so testers side
/// by side (in parallel tests, or an audit of many screens in one process) share no
/// frame time, animation, first responder or keyboard. Its runtime is the current one
/// from the tester's creation until `tearDown` (`UIKitRuntime.makeCurrent(for:)`), so
/// what a test's body does — `UIView.animate`, `UIScreen.main`, `UIApplication.shared`,
/// a controller's initializer, a notification posted — acts on the tester's screen
/// without wrapping; with two testers, the one made last is current until it is torn
/// down. An animation block always runs on the clock of the views it changes, so
/// animating the other tester's views works too; one block that changes views of both
/// stops the program with a message (`AnimationContext`). `run(_:)` makes the runtime
/// current for a closure, whichever tester is current otherwise.
///
/// Time moves only when the tester is asked to: `pump` runs display frames of 1/60 s,
/// each through the runtime's one entry point, `beginFrame(at:)`, as the platform calls
/// it; `settle` pumps until the runtime is settled. Taps and typing arrive between frames and
/// take no time, as Flutter's tester delivers its events.
@preconcurrency @MainActor
public final class ScreenTester {
  /// The runtime whose frames lay out and animate this tester's window.
  public let runtime: UIKitRuntime
  /// The window on screen, filling its phone's screen.
  public let window: UIWindow
  /// Whether the tester made its runtime (and so ends it in `tearDown`).
  private let ownsRuntime: Bool
  private var isTornDown = false

  /// An empty key window on `device`, in a runtime of its own, or in `runtime` on a
  /// screen of its own.
  public convenience init(device: DeviceProfile = .iPhone14, in runtime: UIKitRuntime? = nil) {
    self.init(device: device, runtime: runtime, controller: { nil })
  }

  /// `controller`'s screen on `device`, shown as an app's scene shows its first screen
  /// (the root controller set, then `makeKeyAndVisible()`) and laid out: `viewDidLoad`,
  /// the appearance callbacks and one layout pass have run. The controller is made in
  /// the tester's runtime, so what its initializer reads of `UIScreen.main` is this
  /// phone's.
  public convenience init(
    _ controller: @autoclosure () -> UIViewController, device: DeviceProfile = .iPhone14,
    in runtime: UIKitRuntime? = nil
  ) {
    self.init(device: device, runtime: runtime, controller: controller)
  }

  /// Drives `window`, one already made (by an app's session, or a test's own set-up), in
  /// the window's runtime. `tearDown` takes it off screen but ends no runtime.
  public init(window: UIWindow) {
    ownsRuntime = false
    runtime = window.runtime
    self.window = window
    runtime.makeCurrent(for: self)
  }

  private init(device: DeviceProfile, runtime: UIKitRuntime?, controller: () -> UIViewController?) {
    ownsRuntime = runtime == nil
    let runtime = runtime ?? UIKitRuntime(device: device)
    self.runtime = runtime
    window = runtime.activate {
      let screen = runtime.mainScreen.device == device ? runtime.mainScreen : UIScreen(device: device)
      let window = UIWindow(screen: screen)
      if let controller = controller() { window.rootViewController = controller }
      return window
    }
    window.makeKeyAndVisible()
    runtime.makeCurrent(for: self)
  }

  /// Runs `body` with the tester's runtime current.
  @discardableResult
  public func run<R>(_ body: () throws -> R) rethrows -> R {
    try runtime.activate(body)
  }

  /// Makes `controller` the window's root and lays it out. The controller shown before
  /// goes away, with its disappearance callbacks, unless something else holds it.
  public func show(_ controller: UIViewController) {
    run {
      window.rootViewController = controller
      window.layoutIfNeeded()
    }
  }

  /// The controller on screen.
  public var rootViewController: UIViewController? { window.rootViewController }

  /// The phone the window is on. Setting it moves the running window to another phone:
  /// the window, its safe area, the keyboard and the layout follow at the next frame.
  public var device: DeviceProfile {
    get { window.screen.device }
    set { run { window.screen.device = newValue } }
  }

  /// Takes the window off screen and ends editing; a tester with a runtime of its own
  /// ends that runtime too (every animation stops without completing). Its runtime is
  /// no longer current: the tester made before it, if any, is again. Call it when done,
  /// so that the screen's controller and observers go away.
  public func tearDown() {
    guard !isTornDown else { return }
    isTornDown = true
    run {
      window.endEditing(true)
      window.rootViewController = nil
      window.resignKeyAndHide()
      if ownsRuntime { runtime.shutDown() }
    }
    runtime.resignCurrent(for: self)
  }

  // MARK: Time

  /// The time of the last frame, in seconds since the runtime began.
  public var now: TimeInterval { runtime.now }

  /// Runs `count` display frames, each 1/60 s after the one before.
  public func pump(frames count: Int = 1) {
    runtime.pumpFrames(count)
  }

  /// Runs display frames until `duration` has passed (rounded up to whole frames).
  public func pump(for duration: TimeInterval) {
    let frames = Int((duration / UIKitRuntime.frameDuration - 1e-9).rounded(.up))
    runtime.pumpFrames(max(0, frames))
  }

  /// Pumps one frame, then more until the runtime is settled in the sense of `rest`
  /// (`UIKitRuntime.isSettled`; `.atRest`: nothing animates, waits to complete or is
  /// scheduled on the frame clock, and nothing changed after the last frame's layout);
  /// returns how many ran. The first frame comes even when nothing animates, so that
  /// what only starts at a frame (a device change, a keyboard that follows a new window
  /// size) starts and is settled too, as Flutter's `pumpAndSettle` always pumps once. A
  /// caret that blinks does not keep it going: the caret is not an animation. Throws
  /// `ScreenTesterError.didNotSettle` when it is still not settled after `limit` frames
  /// (an animation that repeats forever, or one much longer than a keyboard's).
  @discardableResult
  public func settle(limit: Int = 600, until rest: UIKitRuntime.Rest = .atRest) throws -> Int {
    runtime.pumpFrames(1)
    let frames = 1 + runtime.settle(limit: max(0, limit - 1), until: rest)
    if !runtime.isSettled(rest) { throw ScreenTesterError.didNotSettle(frames: frames) }
    return frames
  }
}
