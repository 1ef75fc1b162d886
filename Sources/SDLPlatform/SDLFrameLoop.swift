import CSDL2
import Foundation
import UIKit

/// The main loop: events, the main queue and run loop, the app's tick, then a frame —
/// only when something changed or animates.
///
/// - In a window, frames are paced by vsync where the driver honours it and capped at
///   60 Hz with `SDL_Delay` where it does not (the dummy and offscreen drivers would
///   spin). With nothing to draw the loop sleeps in `SDL_WaitEventTimeout`, so an idle
///   app uses next to no CPU.
/// - Headless, time is a `ManualClock` stepped 1/60 s per iteration with no sleeping:
///   a scripted run is deterministic and as fast as the machine.
///
/// Each iteration drains `RunLoop.main` (which on Linux also services the main dispatch
/// queue, where `DispatchQueue.main.async` blocks and main-actor tasks wait), so timers
/// and `asyncAfter` in screen code fire as they do on iOS.
@MainActor
public final class SDLFrameLoop {
  /// What the app's tick asks for.
  public enum Step {
    case `continue`
    case exit(Int32)
  }

  public static let frameDuration: TimeInterval = 1.0 / 60.0

  private let host: SDLAppHost
  /// Longest sleep while idle (ms): bounds how late an `asyncAfter` or a script `wait`
  /// can fire when nothing else wakes the loop.
  public var idleWaitMilliseconds: Int32 = 20

  /// Timing of drawn frames, for `--print-frame-stats` and the benchmarks.
  public private(set) var stats = FrameStats()

  init(host: SDLAppHost) {
    self.host = host
  }

  /// Runs until the window is closed or `tick` asks to exit; returns the exit code.
  public func run(tick: () -> Step) -> Int32 {
    let app = UIApplication.shared
    var needsRedraw = true
    var drewLastIteration = false
    var lastPresent: TimeInterval?
    while true {
      let loopStart = Self.seconds()
      if let pump = host.eventPump {
        let idle = !needsRedraw && !app.needsDisplay
        let outcome = pump.pump(waitingUpTo: idle ? idleWaitMilliseconds : 0)
        if outcome.quit { return 0 }
        needsRedraw = needsRedraw || outcome.needsRedraw
      }
      Self.drainMainRunLoop()
      if let manual = app.clock as? ManualClock { manual.advance(by: Self.frameDuration) }
      switch tick() {
      case .exit(let code): return code
      case .continue: break
      }
      guard needsRedraw || app.needsDisplay else {
        drewLastIteration = false
        continue
      }
      needsRedraw = false
      let workStart = Self.seconds()
      host.drawFrame()
      let workEnd = Self.seconds()
      host.present()
      let presented = Self.seconds()
      stats.record(
        work: workEnd - workStart, eventsAndTick: workStart - loopStart,
        interval: drewLastIteration ? lastPresent.map { presented - $0 } : nil,
        animating: Animator.shared.isAnimating)
      host.firstFramePresented()
      lastPresent = presented
      drewLastIteration = true
      if host.eventPump != nil { capFrameRate(frameStart: loopStart) }
    }
  }

  /// Sleeps out the rest of a 60 Hz frame when the present did not wait for vsync.
  private func capFrameRate(frameStart: TimeInterval) {
    let remaining = frameStart + Self.frameDuration - Self.seconds()
    // With vsync the present already waited; only a clearly early frame sleeps.
    if remaining > 0.002 { SDL_Delay(UInt32((remaining - 0.001) * 1000)) }
  }

  /// Runs what is ready on the main run loop and the main dispatch queue, without waiting.
  static func drainMainRunLoop() {
    // A handful of passes: a block may enqueue another; a bound keeps the loop alive if
    // something re-enqueues itself forever.
    for _ in 0..<4 {
      if !RunLoop.main.run(mode: .default, before: .distantPast) { break }
    }
  }

  static func seconds() -> TimeInterval {
    Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency())
  }
}

/// Frame timings: how long each frame's layout + draw took, and the gap between
/// consecutive presented frames while something animated.
public struct FrameStats: Sendable {
  public private(set) var workTimes: [TimeInterval] = []
  public private(set) var animationIntervals: [TimeInterval] = []
  public private(set) var eventAndTickTimes: [TimeInterval] = []
  public private(set) var framesDrawn = 0

  mutating func record(work: TimeInterval, eventsAndTick: TimeInterval, interval: TimeInterval?, animating: Bool) {
    framesDrawn += 1
    workTimes.append(work)
    eventAndTickTimes.append(eventsAndTick)
    if let interval, animating { animationIntervals.append(interval) }
  }

  /// A JSON object: counts, medians and maxima in milliseconds.
  public var json: String {
    func ms(_ values: [TimeInterval], _ q: Double) -> Double {
      guard !values.isEmpty else { return 0 }
      let sorted = values.sorted()
      return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * q + 0.5))] * 1000
    }
    let budget = 1.0 / 60.0
    let slowWork = workTimes.indices.filter { workTimes[$0] + eventAndTickTimes[$0] > budget }.count
    // An interval past 1.5 frames means a vsync was missed (a dropped frame).
    let dropped = animationIntervals.filter { $0 > budget * 1.5 }.count
    let over = animationIntervals.filter { $0 > budget + 0.0005 }.count
    return String(
      format:
        "{\"frames\": %d, \"work_median_ms\": %.3f, \"work_p95_ms\": %.3f, \"work_max_ms\": %.3f, "
        + "\"frames_work_over_16_7ms\": %d, \"animation_intervals\": %d, \"interval_median_ms\": %.3f, "
        + "\"interval_max_ms\": %.3f, \"intervals_over_16_7ms\": %d, \"dropped_frames\": %d}",
      framesDrawn, ms(workTimes, 0.5), ms(workTimes, 0.95), ms(workTimes, 1), slowWork,
      animationIntervals.count, ms(animationIntervals, 0.5), ms(animationIntervals, 1), over, dropped)
  }
}
