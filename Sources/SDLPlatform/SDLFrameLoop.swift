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
/// - Headless, frame times step exactly 1/60 s per iteration with no sleeping:
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
    // Only `--print-frame-stats` reads the timings of single frames; kept in every run,
    // they would grow by an entry per animated frame for as long as the app runs.
    stats.keepsFrames = host.options.printFrameStats
  }

  /// Runs until the window is closed or `tick` asks to exit; returns the exit code.
  ///
  /// Every iteration is one runtime frame (input, animations, layout), drawn and
  /// presented only when something changed or animates; with nothing due the loop first
  /// sleeps until an event arrives.
  public func run(tick: () -> Step) -> Int32 {
    let runtime = host.runtime
    var needsRedraw = true
    var drewLastIteration = false
    var lastPresent: TimeInterval?
    while true {
      if let pump = host.eventPump, !needsRedraw, !runtime.needsFrame(at: host.nextFrameTime) {
        pump.waitForEvent(upTo: idleWaitMilliseconds)
      }
      let workStart = Self.seconds()
      Self.drainMainRunLoop()
      var quit = false
      let animatingBefore = runtime.isAnimating
      let drew = host.runFrame(
        input: {
          guard let pump = host.eventPump else { return }
          let outcome = pump.pump()
          quit = outcome.quit
          needsRedraw = needsRedraw || outcome.needsRedraw
        },
        shouldDraw: { needsRedraw || runtime.frameIsDirty })
      if quit { return 0 }
      if drew {
        needsRedraw = false
        let workEnd = Self.seconds()
        host.present()
        let presented = Self.seconds()
        stats.record(
          work: workEnd - workStart, interval: drewLastIteration ? lastPresent.map { presented - $0 } : nil,
          animating: animatingBefore || runtime.isAnimating)
        host.firstFramePresented()
        lastPresent = presented
      }
      drewLastIteration = drew
      // The app's turn comes after the frame: the first tick sees the first frame on
      // screen, and what it does (a scripted click) is drawn by the next iteration.
      switch tick() {
      case .exit(let code): return code
      case .continue: break
      }
      if drew && host.eventPump != nil { capFrameRate(frameStart: workStart) }
    }
  }

  /// When the next frame may start: frames are spaced 1/60 s apart on average.
  private var nextFrameTime: TimeInterval = 0

  /// Sleeps out the rest of a 60 Hz frame when the present did not wait for vsync (the
  /// software renderer, drivers that ignore vsync). Deadlines advance by exactly 1/60 s,
  /// so the rate stays 60 Hz on average; after a stall they restart from now.
  private func capFrameRate(frameStart: TimeInterval) {
    let now = Self.seconds()
    nextFrameTime += Self.frameDuration
    if nextFrameTime < frameStart || nextFrameTime > now + Self.frameDuration {
      nextFrameTime = max(frameStart + Self.frameDuration, now)
    }
    let remaining = nextFrameTime - now
    // With vsync the present already waited and nothing is left to sleep.
    if remaining > 0.0005 { usleep(UInt32(remaining * 1_000_000)) }
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

/// Frame timings of the frames drawn while something animated (a keyboard slide):
/// how long each took to make (events, layout and drawing, before the present) and the
/// time since the previous present.
public struct FrameStats: Sendable {
  public struct Frame: Sendable {
    /// Events, run loop and the frame's layout + draw (not the vsync wait).
    public var work: TimeInterval
    /// Since the previous present, when that one was the previous iteration's.
    public var interval: TimeInterval?
  }

  public private(set) var frames: [Frame] = []
  public private(set) var framesDrawn = 0
  /// Whether `frames` gets the animated frames (`framesDrawn` counts them all anyway).
  var keepsFrames = true

  mutating func record(work: TimeInterval, interval: TimeInterval?, animating: Bool) {
    framesDrawn += 1
    if animating && keepsFrames { frames.append(Frame(work: work, interval: interval)) }
  }

  /// A JSON object: counts, medians and maxima in milliseconds. `work_over_16_7ms`
  /// counts frames that took longer than a 60 Hz frame to make; `intervals_over_16_7ms`
  /// presents later than one frame after the previous (with 1 ms of vsync jitter allowed),
  /// `dropped_frames` those later than 1.5 frames (a missed vsync).
  public var json: String { json(peakResidentKilobytes: nil) }

  /// The JSON object, with the process's peak resident set size when given.
  public func json(peakResidentKilobytes: Int?) -> String {
    func ms(_ values: [TimeInterval], _ q: Double) -> String {
      guard !values.isEmpty else { return "null" }
      let sorted = values.sorted()
      return String(format: "%.3f", sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * q + 0.5))] * 1000)
    }
    let budget = 1.0 / 60.0
    let work = frames.map(\.work)
    let intervals = frames.compactMap(\.interval)
    let slow = frames.enumerated().filter { $0.element.work > budget || ($0.element.interval ?? 0) > budget + 0.001 }
    let slowList = slow.prefix(20).map { index, frame in
      "[\(index), \(String(format: "%.2f", frame.work * 1000)), \(frame.interval.map { String(format: "%.2f", $0 * 1000) } ?? "null")]"
    }
    return "{\"frames_drawn\": \(framesDrawn), \"animation_frames\": \(frames.count), "
      + (peakResidentKilobytes.map { "\"peak_rss_kb\": \($0), " } ?? "")
      + "\"work_median_ms\": \(ms(work, 0.5)), \"work_p95_ms\": \(ms(work, 0.95)), \"work_max_ms\": \(ms(work, 1)), "
      + "\"work_over_16_7ms\": \(work.filter { $0 > budget }.count), "
      + "\"interval_median_ms\": \(ms(intervals, 0.5)), \"interval_max_ms\": \(ms(intervals, 1)), "
      + "\"intervals_over_16_7ms\": \(intervals.filter { $0 > budget + 0.001 }.count), "
      + "\"dropped_frames\": \(intervals.filter { $0 > budget * 1.5 }.count), "
      + "\"slow_frames_index_work_interval_ms\": [\(slowList.joined(separator: ", "))]}"
  }
}
