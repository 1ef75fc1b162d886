import Foundation
import UIKit
import UIKitTesting

/// One case of the audit: a screen on one device, orientation, app window and keyboard
/// mode. Two passes, each on a fresh screen in a runtime of its own (docs/AUDIT.md):
///
/// 1. every input in turn: scrolled into reach if it is below the fold, tapped, settled
///    and checked (covered, clipped, jump, slowFrame), then dismissed, settled and
///    compared with where everything was before the tap (drift);
/// 2. the sequence, the same for every screen, from the screen as it opens: the first
///    input a tap reaches is tapped; ten switches go round the inputs a tap reaches
///    (each settled); the keyboard is dismissed; three show/hide cycles on the first
///    input, each settled; three cycles interrupted mid-slide (tap, 6 frames, dismiss,
///    6 frames); then everything settles and is compared with the start (drift).
@MainActor
struct AuditCaseRun {
  let screen: LabScreen
  let device: DeviceProfile
  let orientation: UIInterfaceOrientation
  let window: AppWindowArrangement
  let keyboard: KeyboardAudit.KeyboardMode
  let timing: Bool
  let measurer: AuditMeasurement
  let frames: ((AuditSettledFrame) -> Void)?
  /// Whether each frame first runs what is ready on the main queue, as the lab's frame
  /// loop does; only where the audit does not run inside a main-queue job (the command).
  var drainsMainRunLoop = false

  private(set) var findings: [KeyboardAuditFinding] = []
  private var notes: [String] = []
  private var inputNames: [String] = []
  private var skipped: String?
  private var frameCount = 0
  /// The bars and docked views already reported in this case, by kind and view.
  private var reportedViews: Set<String> = []

  /// Switches, cycles and interrupted cycles of the sequence, and the frames an
  /// interruption waits (0.1 s: mid-way through the keyboard's 0.25 s slide).
  static let sequenceSwitches = 10
  static let sequenceCycles = 3
  static let interruptedCycles = 3
  static let interruptionFrames = 6
  /// How far past an input's edge a scroll into reach goes, as a person scrolls a field
  /// clear of the screen's edge rather than to it.
  static let reachMargin: CGFloat = 8

  init(
    screen: LabScreen, device: DeviceProfile, orientation: UIInterfaceOrientation, window: AppWindowArrangement,
    keyboard: KeyboardAudit.KeyboardMode, timing: Bool, measurer: AuditMeasurement,
    frames: ((AuditSettledFrame) -> Void)?
  ) {
    self.screen = screen
    self.device = device
    self.orientation = orientation
    self.window = window
    self.keyboard = keyboard
    self.timing = timing
    self.measurer = measurer
    self.frames = frames
  }

  var summary: KeyboardAuditCase {
    KeyboardAuditCase(
      screen: screen.name, device: device, orientation: orientation, window: window, keyboard: keyboard,
      inputs: inputNames, skipped: skipped, notes: notes, frames: frameCount)
  }

  mutating func run() {
    var messages: [String] = []
    guard let tester = makeTester() else { return }
    auditEachInput(tester)
    messages += tester.layoutMessages
    tester.tearDown()
    if let tester = makeTester() {
      runSequence(tester)
      messages += tester.layoutMessages
      tester.tearDown()
    }
    reportConflicts(messages)
  }

  // MARK: The screen

  private mutating func makeTester() -> ScreenTester? {
    let tester = ScreenTester(device: device)
    tester.runtime.textMeasurer = measurer.measurer
    tester.runtime.layoutLog.echoToStandardError = false
    let hardware = keyboard == .hardware
    let placement = keyboard.placement
    tester.run {
      tester.keyboard.isHardwareKeyboardAttached = hardware
      tester.keyboard.placement = placement
    }
    let controller = tester.run { screen.makeController() }
    if orientation != .portrait {
      guard controller.supportedInterfaceOrientations.contains(orientation) else {
        skipped = "the screen does not support \(KeyboardAudit.name(of: orientation))"
        tester.tearDown()
        return nil
      }
      let orientation = orientation
      tester.run { _ = tester.window.screen.rotate(to: orientation) }
      settle(tester)
    }
    if window != .fullScreen {
      // The screen opens in its share of the iPad's screen, as an app launched into Split
      // View or Slide Over does; the keyboard stays the screen's.
      let window = window
      tester.run { _ = tester.window.screen.arrangeAppWindow(window) }
      settle(tester)
    }
    tester.show(controller)
    settle(tester)
    return tester
  }

  private mutating func settle(_ tester: ScreenTester) {
    var motion = AuditMotion(tester, inputs: [])
    if !motion.pump(tester, inputs: [], timing: false, drainsMainRunLoop: drainsMainRunLoop) {
      note("still animating after 600 frames")
    }
    frameCount += motion.frames
  }

  private mutating func note(_ text: String) {
    if !notes.contains(text) { notes.append(text) }
  }

  // MARK: Pass 1: each input

  private mutating func auditEachInput(_ tester: ScreenTester) {
    let inputs = AuditInput.find(in: tester)
    inputNames = inputs.map(\.name)
    for input in inputs {
      guard input.view.window === tester.window else {
        note("\(input.name) left the window before its turn")
        continue
      }
      bringIntoReach(input, tester)
      let before = AuditLayoutSnapshot(tester)
      let barsBefore = AuditChrome.bars(in: tester)
      let gapEdges = AuditGap(tester, bars: barsBefore)
      // Sampled before the tap, so that a move the tap itself makes (a handler of the
      // begin-editing) counts in the first frame.
      var show = AuditMotion(tester, inputs: inputs)
      do {
        try tester.tap(input.view)
      } catch let error as ScreenTesterError {
        reportUntappable(input, error, tester)
        continue
      } catch {
        continue
      }
      track(&show, tester, inputs)
      guard tester.firstResponder === input.view else {
        note("\(input.name) did not become first responder when tapped")
        continue
      }
      let jumpKinds = report(show, inputs: inputs, phase: "tap", cause: "after the tap on \(input.name)")
      let problems = AuditOcclusion.problems(of: input, in: tester)
      for problem in problems {
        add(problem.kind, input: input.name, phase: "tap", detail: problem.detail, rects: problem.rects)
      }
      // The bars and the docked views are the screen's, not the input's: each is
      // reported once per case, after the first tap that shows it.
      var barProblems: [(KeyboardAuditFinding.Kind, UIView, String, [KeyboardAuditFinding.Rect])] = []
      for problem in AuditChrome.problems(since: before, barsBefore: barsBefore, in: tester) {
        barProblems.append((.chromeDisplaced, problem.view, problem.detail, problem.rects))
      }
      for problem in gapEdges.problems(since: before, in: tester) {
        barProblems.append((.gap, problem.view, problem.detail, problem.rects))
      }
      var shownKinds = problems.map(\.kind)
      var shownRects = problems.flatMap { $0.rects.filter { $0.role != "input" } }
      for (kind, view, detail, rects) in barProblems {
        let key = "\(kind.rawValue) \(ObjectIdentifier(view).hashValue)"
        guard !reportedViews.contains(key) else { continue }
        reportedViews.insert(key)
        add(kind, input: input.name, phase: "tap", detail: detail, rects: rects)
        shownKinds.append(kind)
        shownRects += rects
      }
      if let frames {
        var outlines = [KeyboardAuditFinding.Rect("input", input.targetRect(in: tester))]
        outlines += shownRects
        frames(settledFrame(tester, input: input.name, outlines: outlines, kinds: shownKinds + jumpKinds))
      }
      var hide = AuditMotion(tester, inputs: inputs)
      tester.run { _ = tester.window.endEditing(true) }
      track(&hide, tester, inputs)
      _ = report(hide, inputs: inputs, phase: "dismiss", cause: "after dismissing \(input.name)")
      reportDrift(
        before.moves(to: AuditLayoutSnapshot(tester)), inputs: inputs, input: input.name, phase: "dismiss",
        when: "after \(input.name) was tapped and the keyboard dismissed")
    }
  }

  /// The settled frame for the contact sheet: the window alone when it is the screen;
  /// else the whole screen, the window drawn at its place and the keyboard past its
  /// edges, and the outlines moved from the window's points to the screen's.
  private func settledFrame(
    _ tester: ScreenTester, input: String, outlines: [KeyboardAuditFinding.Rect], kinds: [KeyboardAuditFinding.Kind]
  ) -> AuditSettledFrame {
    let appWindow = tester.window
    var size = appWindow.bounds.size
    var windowFrame = appWindow.bounds
    var commands: [DrawCommand]
    var placed = outlines
    if window == .fullScreen {
      commands = tester.drawCommands()
    } else {
      size = appWindow.screen.bounds.size
      windowFrame = appWindow.frame
      // A window draws itself at its frame, so on a canvas the screen's size it lands
      // where it is on the screen, with the keyboard across the screen.
      let canvas = RecordingCanvas(bounds: CGRect(origin: .zero, size: size))
      tester.run { appWindow.render(in: canvas) }
      commands = canvas.commands.filter { !$0.context.clipped }
      placed = outlines.map { .init($0.role, $0.rect.offsetBy(dx: windowFrame.minX, dy: windowFrame.minY)) }
    }
    return AuditSettledFrame(
      screen: screen.name, device: device, orientation: orientation, window: window, keyboard: keyboard,
      input: input, size: size, windowFrame: windowFrame, commands: commands, outlines: placed, kinds: kinds)
  }

  /// Scrolls the input's scroll views by the wheel's steps of at most 40 points until the
  /// input is inside every view that clips it and inside the window, and then until no
  /// view drawn above it (a floating bar) covers it, as a person scrolls a field clear
  /// before tapping it. Each step goes to the innermost scroll view that can move that
  /// way: a horizontal pager inside a vertical page leaves the vertical part to the page.
  private func bringIntoReach(_ input: AuditInput, _ tester: ScreenTester) {
    // How far the input was scrolled to clear a cover: a cover that scrolls with it (a
    // badge in the same content) never clears, and a window's height is far enough.
    var scrolledClear: CGFloat = 0
    for _ in 0..<400 {
      let frame = tester.frame(of: input.view)
      var scrollViews: [UIScrollView] = []
      var parent = input.view.superview
      while let ancestor = parent, ancestor !== tester.window {
        if let candidate = ancestor as? UIScrollView, candidate.isScrollEnabled { scrollViews.append(candidate) }
        parent = ancestor.superview
      }
      guard !scrollViews.isEmpty else { return }
      func delta(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat) -> CGFloat {
        if high > visibleHigh { return min(high - visibleHigh + Self.reachMargin, low - visibleLow) }
        if low < visibleLow { return low - visibleLow - Self.reachMargin }
        return 0
      }
      var steps: [(UIScrollView, CGFloat, CGFloat)] = []
      for scrollView in scrollViews {
        let visible = Self.visibleArea(of: scrollView, tester)
        guard !AuditOcclusion.contains(visible, frame) else { continue }
        steps.append(
          (
            scrollView, delta(frame.minX, frame.maxX, visible.minX, visible.maxX),
            delta(frame.minY, frame.maxY, visible.minY, visible.maxY)
          ))
      }
      if steps.isEmpty {
        // Inside every clip: clear of what is drawn above it, if scrolling can do that.
        guard let (_, cover) = AuditOcclusion.coveringView(over: frame, input: input, tester: tester),
          scrolledClear < tester.window.bounds.height
        else { return }
        // Up past its top or down past its bottom, the shorter first, and only a way that
        // keeps the input in its scroll view's visible area: a bar at the bottom of the
        // screen is cleared by scrolling the content up, a header by scrolling it down.
        let up = frame.maxY - cover.minY + Self.reachMargin
        let down = frame.minY - cover.maxY - Self.reachMargin
        let visible = Self.visibleArea(of: scrollViews[0], tester)
        let ways = (abs(up) <= abs(down) ? [up, down] : [down, up]).filter { dy in
          frame.minY - dy >= visible.minY - AuditOcclusion.tolerance
            && frame.maxY - dy <= visible.maxY + AuditOcclusion.tolerance
        }
        scrolledClear += 40
        steps = ways.flatMap { dy in scrollViews.map { ($0, CGFloat(0), dy) } }
      }
      var moved = false
      for (scrollView, dx, dy) in steps where dx != 0 || dy != 0 {
        moved = tester.run {
          scrollView.handleScroll(deltaX: max(-40, min(40, dx)), deltaY: max(-40, min(40, dy)))
        }
        if moved { break }
      }
      guard moved else { return }
      tester.pump()
    }
  }

  /// A scroll view's part of the window: its frame as drawn, cut by the window and by
  /// every ancestor that clips.
  static func visibleArea(of view: UIView, _ tester: ScreenTester) -> CGRect {
    var area = tester.presentedFrame(of: view).intersection(tester.window.bounds)
    var parent = view.superview
    while let ancestor = parent, ancestor !== tester.window {
      if ancestor.clipsToBounds { area = area.intersection(tester.presentedFrame(of: ancestor)) }
      parent = ancestor.superview
    }
    return area.isNull ? .zero : area
  }

  private mutating func reportUntappable(_ input: AuditInput, _ error: ScreenTesterError, _ tester: ScreenTester) {
    let frame = tester.frame(of: input.view)
    switch error {
    case .offScreen:
      add(
        .covered, input: input.name, phase: "reach",
        detail: "the input lies outside the window at \(AuditFormat.rect(frame)) and no scroll brings it in",
        rects: [.init("input", frame), .init("window", tester.window.bounds)])
    case .notHittable(_, let point, _):
      let hit = tester.run { tester.window.hitTest(point, with: nil) }
      if let hit, input.view.isDescendant(of: hit) {
        var clipper: UIView?
        var parent = input.view.superview
        while let ancestor = parent, ancestor !== tester.window {
          if ancestor.clipsToBounds, !tester.frame(of: ancestor).contains(point) { clipper = ancestor }
          parent = ancestor.superview
        }
        if let clipper {
          add(
            .clipped, input: input.name, phase: "reach",
            detail: "a tap at the input's centre reaches \(AuditFormat.name(of: hit)):"
              + " \(AuditFormat.name(of: clipper)) clips the input away there",
            rects: [
              .init("input", frame), .init("clipping \(AuditFormat.name(of: clipper))", tester.frame(of: clipper)),
            ])
        } else {
          note("\(input.name): a tap at its centre reaches \(AuditFormat.name(of: hit)), not the input")
        }
      } else {
        let name = hit.map(AuditFormat.name(of:)) ?? "nothing"
        add(
          .covered, input: input.name, phase: "reach",
          detail: "a tap at the input's centre \(AuditFormat.point(point)) reaches \(name), drawn above it",
          rects: [.init("input", frame)] + (hit.map { [.init("above the input: \(name)", tester.frame(of: $0))] } ?? [])
        )
      }
    default:
      note("\(input.name) could not be tapped: \(error)")
    }
  }

  // MARK: Pass 2: the sequence

  private mutating func runSequence(_ tester: ScreenTester) {
    let inputs = AuditInput.find(in: tester)
    let reachable = inputs.filter { Self.isTappable($0.view, tester) }
    guard let first = reachable.first else {
      if !inputs.isEmpty { note("sequence: no input is within a tap's reach as the screen opens") }
      return
    }
    let start = AuditLayoutSnapshot(tester)
    var motion = AuditMotion(tester, inputs: inputs)
    func tap(_ input: AuditInput) {
      if Self.isTappable(input.view, tester) { try? tester.tap(input.view) }
    }
    func dismiss() { tester.run { _ = tester.window.endEditing(true) } }
    tap(first)
    track(&motion, tester, inputs)
    checkOcclusion(of: first, tester)
    if reachable.count > 1 {
      for step in 1...Self.sequenceSwitches {
        let input = reachable[step % reachable.count]
        tap(input)
        track(&motion, tester, inputs)
        // A switch can leave an input where a first tap does not (a handler that reads
        // the previous keyboard's frame).
        checkOcclusion(of: input, tester)
      }
    }
    dismiss()
    track(&motion, tester, inputs)
    for _ in 0..<Self.sequenceCycles {
      tap(first)
      track(&motion, tester, inputs)
      dismiss()
      track(&motion, tester, inputs)
    }
    for _ in 0..<Self.interruptedCycles {
      tap(first)
      track(&motion, tester, inputs, frames: Self.interruptionFrames)
      dismiss()
      track(&motion, tester, inputs, frames: Self.interruptionFrames)
    }
    track(&motion, tester, inputs)
    _ = report(motion, inputs: inputs, phase: "sequence", cause: "in the sequence")
    reportDrift(
      start.moves(to: AuditLayoutSnapshot(tester)), inputs: inputs, input: nil, phase: "sequence",
      when: "after the sequence of switches and show/hide cycles")
  }

  /// After a settled switch in the sequence: the input's occlusion, reported when this case
  /// has not reported that kind for that input already. Inputs inside a scroll view are
  /// left out: iOS scrolls a text input that becomes first responder into its scroll
  /// view's visible area by itself, which this UIKit does not (docs/PORTING.md), so a
  /// switch there would be judged on a layout iOS does not show.
  private mutating func checkOcclusion(of input: AuditInput, _ tester: ScreenTester) {
    guard tester.firstResponder === input.view else { return }
    var parent = input.view.superview
    while let ancestor = parent {
      if ancestor is UIScrollView { return }
      parent = ancestor.superview
    }
    for problem in AuditOcclusion.problems(of: input, in: tester)
    where !findings.contains(where: { $0.input == input.name && $0.kind == problem.kind }) {
      add(
        problem.kind, input: input.name, phase: "sequence", detail: problem.detail + " (after a switch)",
        rects: problem.rects)
    }
  }

  /// Whether a tap at the centre of the input's part inside the window reaches it.
  static func isTappable(_ view: UIView, _ tester: ScreenTester) -> Bool {
    guard view.window === tester.window else { return false }
    let visible = tester.frame(of: view).intersection(tester.window.bounds)
    guard !visible.isNull, visible.width > 0, visible.height > 0 else { return false }
    let hit = tester.run { tester.window.hitTest(CGPoint(x: visible.midX, y: visible.midY), with: nil) }
    return hit.map { $0 === view || $0.isDescendant(of: view) } ?? false
  }

  // MARK: Findings

  private mutating func track(
    _ motion: inout AuditMotion, _ tester: ScreenTester, _ inputs: [AuditInput], frames count: Int? = nil
  ) {
    if !motion.pump(tester, inputs: inputs, frames: count, timing: timing, drainsMainRunLoop: drainsMainRunLoop) {
      note("still animating after 600 frames")
    }
    frameCount += motion.frames
  }

  /// The jumps and the slowest frame of `motion`; returns the kinds found.
  private mutating func report(_ motion: AuditMotion, inputs: [AuditInput], phase: String, cause: String)
    -> [KeyboardAuditFinding.Kind]
  {
    var kinds: [KeyboardAuditFinding.Kind] = []
    for jump in motion.jumps() {
      let input = inputs[jump.input]
      let size = input.view.bounds.size
      let how = jump.byScroll ? " by a scroll offset that changed in one frame" : ""
      let keyboardPart =
        jump.keyboardMoved > 0.01
        ? "while the keyboard moved \(AuditFormat.number(jump.keyboardMoved)) pt"
        : "while the keyboard stood still"
      add(
        .jump, input: input.name, phase: phase,
        detail: "moved \(AuditFormat.number(jump.moved)) pt\(how) in one frame (frame \(jump.frame) \(cause))"
          + " \(keyboardPart): over the limit of \(AuditFormat.number(jump.limit)) pt",
        rects: [
          .init("before the frame", CGRect(origin: jump.from, size: size)),
          .init("after the frame", CGRect(origin: jump.to, size: size)),
        ])
      kinds.append(.jump)
    }
    if timing, let slow = motion.slowestFrame() {
      add(
        .slowFrame, input: "", phase: phase,
        detail: "frame \(slow.frame) \(cause) took \(String(format: "%.1f", slow.seconds * 1000)) ms to lay out"
          + " and draw (over 16.7 ms)", rects: [])
      kinds.append(.slowFrame)
    }
    return kinds
  }

  private mutating func reportDrift(
    _ moves: [AuditLayoutSnapshot.Move], inputs: [AuditInput], input: String?, phase: String, when: String
  ) {
    guard !moves.isEmpty else { return }
    let named = moves.prefix(3).map { "\(AuditFormat.name(of: $0.view)) \($0.what)" }
    let more = moves.count > 3 ? "; and \(moves.count - 3) more" : ""
    let subject =
      input ?? moves.lazy.compactMap { move in inputs.first { $0.view === move.view }?.name }.first ?? ""
    var rects: [KeyboardAuditFinding.Rect] = []
    for move in moves.prefix(3) {
      let name = AuditFormat.name(of: move.view)
      rects.append(.init("before: \(name)", move.before))
      rects.append(.init("after: \(name)", move.after))
    }
    add(
      .drift, input: subject, phase: phase,
      detail:
        "\(moves.count) view\(moves.count == 1 ? " is" : "s are") not back where \(moves.count == 1 ? "it" : "they")"
        + " started \(when): " + named.joined(separator: "; ") + more,
      rects: rects)
  }

  private mutating func reportConflicts(_ messages: [String]) {
    var seen: [String] = []
    for message in messages where !seen.contains(message) { seen.append(message) }
    guard let first = seen.first else { return }
    // UIKit's message: a header, the constraints involved, then the one it broke.
    let lines = first.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let summary = lines.first ?? first
    let broken = lines.firstIndex { $0.hasPrefix("Will attempt to recover by breaking constraint") }
      .flatMap { $0 + 1 < lines.count ? lines[$0 + 1] : nil }
    let more = seen.count > 1 ? " (and \(seen.count - 1) more message\(seen.count == 2 ? "" : "s"))" : ""
    add(
      .conflict, input: "", phase: "layout",
      detail: "Auto Layout logged \"\(summary)\"" + (broken.map { " and broke \($0)" } ?? "") + more, rects: [])
  }

  private mutating func add(
    _ kind: KeyboardAuditFinding.Kind, input: String, phase: String, detail: String,
    rects: [KeyboardAuditFinding.Rect]
  ) {
    findings.append(
      KeyboardAuditFinding(
        kind: kind, screen: screen.name, device: device, orientation: orientation, window: window,
        keyboard: keyboard, input: input, phase: phase, detail: detail, rects: rects))
  }
}
