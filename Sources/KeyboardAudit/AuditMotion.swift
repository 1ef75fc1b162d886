import Foundation
import UIKit
import UIKitTesting

/// The frames of one stretch of the audit (a tap until the keyboard settles, a dismiss,
/// a step of the sequence): where the keyboard's top and every input were drawn in each,
/// and how long each took to make, for the jump and slow-frame rules.
@MainActor
struct AuditMotion {
  struct Sample {
    /// The keyboard's top as drawn, or while nothing of it shows the screen's bottom,
    /// where it slides in from; in window coordinates.
    let keyboardTop: CGFloat
    /// Each input's origin as drawn, in window coordinates; nil while it is out of the
    /// window (a table's row scrolled away and its cell reused or removed).
    let positions: [CGPoint?]
    /// For each input, the sum of its scroll-view ancestors' offsets: what of its move
    /// a scroll made.
    let scrollOffsets: [CGPoint]
    /// Wall-clock seconds the frame took to make (its layout and its drawing), when timed.
    let seconds: Double?
  }

  private(set) var samples: [Sample] = []
  /// Frames pumped.
  var frames: Int { max(0, samples.count - 1) }

  /// The state before the first frame.
  init(_ tester: ScreenTester, inputs: [AuditInput]) {
    samples.append(Self.sample(tester, inputs: inputs, seconds: nil))
  }

  static func sample(_ tester: ScreenTester, inputs: [AuditInput], seconds: Double?) -> Sample {
    // The screen's bottom, not the window's: a window short of it (Slide Over, Stage
    // Manager) would see the keyboard's first frames move only as far as they show.
    let window = tester.window
    let screenBottom = window.screen.bounds.maxY - window.frame.minY
    let top = tester.keyboardFrameOnScreen?.minY ?? screenBottom
    var positions: [CGPoint?] = []
    var offsets: [CGPoint] = []
    for input in inputs {
      positions.append(input.view.window === tester.window ? tester.presentedFrame(of: input.view).origin : nil)
      var offset = CGPoint.zero
      var parent = input.view.superview
      while let ancestor = parent {
        if ancestor is UIScrollView {
          offset.x += ancestor.bounds.minX
          offset.y += ancestor.bounds.minY
        }
        parent = ancestor.superview
      }
      offsets.append(offset)
    }
    return Sample(keyboardTop: top, positions: positions, scrollOffsets: offsets, seconds: seconds)
  }

  /// Pumps `count` frames, or, with nil, until nothing animates or is scheduled (at most
  /// `limit`); returns whether it settled.
  @discardableResult
  mutating func pump(
    _ tester: ScreenTester, inputs: [AuditInput], frames count: Int? = nil, timing: Bool,
    drainsMainRunLoop: Bool, limit: Int = 600
  ) -> Bool {
    var pumped = 0
    while true {
      if let count, pumped >= count { return true }
      if count == nil, pumped > 0, tester.runtime.isSettled(.unchanged) { return true }
      if pumped >= (count ?? limit) { return false }
      let start = timing ? Self.seconds() : 0
      tester.runtime.pumpFrames(1) {
        if drainsMainRunLoop { Self.drainMainRunLoop() }
      }
      if timing { _ = tester.drawCommands() }
      let seconds = timing ? Self.seconds() - start : nil
      samples.append(Self.sample(tester, inputs: inputs, seconds: seconds))
      pumped += 1
    }
  }

  /// What the lab's frame loop does before each frame: runs the work that is ready on
  /// the main queue and run loop (`DispatchQueue.main.async` in a screen's code).
  static func drainMainRunLoop() {
    for _ in 0..<4 where RunLoop.main.run(mode: .default, before: .distantPast) {}
  }

  static func seconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  /// An input's worst jump in these frames.
  struct Jump {
    let input: Int
    /// The frame, counted from the first pumped.
    let frame: Int
    let moved: CGFloat
    let keyboardMoved: CGFloat
    /// The limit it broke: the keyboard's move plus 2 points, or 40.
    let limit: CGFloat
    let byScroll: Bool
    let from: CGPoint
    let to: CGPoint
  }

  /// The jump rule (docs/AUDIT.md): while the keyboard moves, an input may move in one
  /// frame as far as the keyboard did plus 2 points; while it stands still, 40 points.
  /// What a scroll view's offset moved is judged apart: an animated scroll (an offset
  /// that moves over several frames) is not a jump; an offset that snaps in a single
  /// frame is held to the same limits.
  func jumps() -> [Jump] {
    guard samples.count >= 2, let inputs = samples.first?.positions.count else { return [] }
    var worst: [Int: Jump] = [:]
    func length(_ dx: CGFloat, _ dy: CGFloat) -> CGFloat { (dx * dx + dy * dy).squareRoot() }
    func scrollStep(_ input: Int, _ i: Int) -> CGFloat {
      guard i >= 1, i < samples.count else { return 0 }
      let a = samples[i - 1].scrollOffsets[input]
      let b = samples[i].scrollOffsets[input]
      return length(b.x - a.x, b.y - a.y)
    }
    for i in 1..<samples.count {
      let before = samples[i - 1]
      let after = samples[i]
      let keyboardMoved = abs(after.keyboardTop - before.keyboardTop)
      let limit: CGFloat = keyboardMoved > 0.01 ? keyboardMoved + 2 : 40
      for input in 0..<inputs {
        guard let p0 = before.positions[input], let p1 = after.positions[input] else { continue }
        let s0 = before.scrollOffsets[input]
        let s1 = after.scrollOffsets[input]
        // The scroll's part of the move is the opposite of the offsets' change.
        let sx = -(s1.x - s0.x)
        let sy = -(s1.y - s0.y)
        let other = length(p1.x - p0.x - sx, p1.y - p0.y - sy)
        let scrolled = length(sx, sy)
        let snapped = scrollStep(input, i - 1) < 0.01 && scrollStep(input, i + 1) < 0.01
        var moved: CGFloat = 0
        var byScroll = false
        if other > limit {
          moved = other
        } else if snapped, scrolled > limit {
          moved = scrolled
          byScroll = true
        }
        guard moved > 0 else { continue }
        if let current = worst[input], current.moved - current.limit >= moved - limit { continue }
        worst[input] = Jump(
          input: input, frame: i, moved: moved, keyboardMoved: keyboardMoved, limit: limit, byScroll: byScroll,
          from: p0, to: p1)
      }
    }
    return worst.keys.sorted().compactMap { worst[$0] }
  }

  /// The slowest frame over `budget` seconds: its number and its time.
  func slowestFrame(over budget: Double = 0.0167) -> (frame: Int, seconds: Double)? {
    var worst: (Int, Double)?
    for (i, sample) in samples.enumerated() {
      guard let seconds = sample.seconds, seconds > budget else { continue }
      if worst == nil || seconds > worst!.1 { worst = (i, seconds) }
    }
    return worst
  }
}
