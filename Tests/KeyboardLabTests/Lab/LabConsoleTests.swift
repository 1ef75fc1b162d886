import Foundation
import SeedScreens
import SeedScreensTestSupport
import Testing
import UIKit
import UIKitTestSupport
import UIKitTesting

@testable import KeyboardAudit
@testable import KeyboardLab

/// The lab's notification log and timeline against what was posted and drawn, recorded
/// independently by the test: UIKitTesting's notification log, and the keyboard's frame
/// read after each frame.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct LabConsoleTests {
  init() { SeedLabScreens.register() }

  /// A lab session on stepped frames in the test's runtime.
  func withLab(_ body: (AppSession, LabController) throws -> Void) throws {
    let runtime = UIKitRuntime.current
    let session = try AppSession(
      flags: AppFlags(),
      platform: TestPlatform(runtime: runtime))
    defer {
      session.window.endEditing(true)
      session.window.resignKeyAndHide()
      session.lab?.panelWindow.resignKeyAndHide()
    }
    let lab = try #require(session.lab)
    try body(session, lab)
  }

  /// One frame as the app runs it: the frame, then the session's tick.
  func frame(_ session: AppSession) {
    UIKitRuntime.current.pumpFrames(1)
    _ = session.tick()
  }

  @Test func theLogHasEachNotificationAsPostedWithItsUserInfo() throws {
    try withLab { session, lab in
      let posted = KeyboardNotificationLog(screen: session.window.screen, runtime: UIKitRuntime.current)
      session.switcher.focusFirstTextInput()
      for _ in 0..<30 { frame(session) }
      session.window.endEditing(true)
      for _ in 0..<30 { frame(session) }
      let keyboard = lab.log.entries.filter { $0.shortName != "FirstResponder" }
      #expect(keyboard.map(\.shortName) == posted.shortNames)
      #expect(keyboard.map(\.time) == posted.entries.map(\.time))
      // iOS's will-show on a 390 × 844 phone with the 291-point keyboard, 0.25 s, curve 7.
      let willShow = try #require(keyboard.first { $0.shortName == "WillShow" })
      guard case .keyboard(let name, let info) = willShow.kind else { throw CancellationError() }
      #expect(name == UIResponder.keyboardWillShowNotification)
      #expect(info["begin"] == "(0, 844, 390, 291)")
      #expect(info["end"] == "(0, 553, 390, 291)")
      #expect(info["duration"] == "0.25")
      #expect(info["curve"] == "7")
      #expect(info["isLocal"] == "true")
      // The first responder came and went around the keyboard's notifications.
      let responders = lab.log.entries.compactMap { entry -> String? in
        guard case .firstResponder(let name) = entry.kind else { return nil }
        return name ?? "none"
      }
      #expect(responders == ["UITextField \"Todo title\"", "none"])
      #expect(lab.log.text.contains("UIKeyboardWillShowNotification  begin=(0, 844, 390, 291) curve=7"))
      #expect(lab.panel.logLabel.text?.contains("WillShow end (0, 553, 390, 291) 0.25 s") == true)
    }
  }

  @Test func theTimelineSamplesEveryFrameOfTheSlideAsDrawn() throws {
    try withLab { session, lab in
      session.switcher.focusFirstTextInput()
      var drawn: [CGFloat] = []
      for _ in 0..<40 {
        frame(session)
        let keyboard = session.window.keyboardController
        drawn.append(keyboard.isOnScreen ? keyboard.keyboardPresentationFrame.minY : 844)
      }
      let samples = lab.timeline.samples
      // The first sample is the will-show's moment (the focus, between frames), the
      // keyboard still below the screen; then one per frame: the slide's 15, the last of
      // which is the first at rest, and eleven more, twelve at rest in all.
      #expect(samples.first?.keyboardTop == 844)
      let recorded = Array(samples.dropFirst().map(\.keyboardTop))
      #expect(recorded == Array(drawn.prefix(recorded.count)))
      #expect(recorded.count == 15 + LabTimeline.restFrames - 1)
      #expect(recorded.last == 553)
      #expect(!lab.timeline.isRecording)
      // The field's bottom: 150 + 80 at rest, 120 + 80 with the keyboard up.
      #expect(samples.first?.responderBottom == 230)
      #expect(samples.last?.responderBottom == 200)
      #expect(lab.timeline.marks.map(\.name).prefix(2) == ["WillChangeFrame", "WillShow"])
    }
  }

  @Test func aHideAfterTheShowCameToRestIsARecordingOfItsOwn() throws {
    try withLab { session, lab in
      session.switcher.focusFirstTextInput()
      // The 0.25 s slide is 15 frames; two more at rest, fewer than the twelve that end a
      // recording by themselves.
      for _ in 0..<17 { frame(session) }
      #expect(lab.timeline.isRecording)
      session.window.endEditing(true)
      for _ in 0..<5 { frame(session) }
      // The plot is of the hide alone: it starts at the hide's moment, the keyboard up
      // at 844 - 291 = 553, and its marks begin with the hide's notifications.
      #expect(lab.timeline.samples.first?.keyboardTop == 553)
      #expect(lab.timeline.marks.map(\.name).prefix(2) == ["WillChangeFrame", "WillHide"])
      #expect(lab.timeline.samples.count == 1 + 5)
    }
  }

  @Test func aRecordingThatNeverRestsKeepsOnlyItsNewestSamples() throws {
    try withLab { session, lab in
      session.switcher.focusFirstTextInput()
      // Something on the screen animating for 20 s keeps the recording going.
      UIView.animate(withDuration: 20) { session.window.rootViewController?.view.alpha = 0.5 }
      let frames = LabTimeline.capacity + 100
      for _ in 0..<frames { frame(session) }
      #expect(lab.timeline.isRecording)
      #expect(lab.timeline.samples.count == LabTimeline.capacity)
      #expect(lab.timeline.samples.last?.time == UIKitRuntime.current.now)
      // Every sample is one frame after the one before: the oldest went, none between.
      let times = lab.timeline.samples.map(\.time)
      #expect(zip(times, times.dropFirst()).allSatisfy { abs($1 - $0 - 1.0 / 60) < 1e-9 })
    }
  }

  @Test func thePlotDrawsARunAtOneHeightAsOnePiece() throws {
    try withLab { session, lab in
      session.switcher.focusFirstTextInput()
      for _ in 0..<40 { frame(session) }
      let samples = lab.timeline.samples
      let view = lab.plotView()
      let canvas = RecordingCanvas()
      view.draw(in: canvas)
      let blue = canvas.commands.filter {
        if case .fill(_, _, let color, _) = $0 { return color == LabTimelinePlotView.keyboardColor }
        return false
      }
      // The keyboard's top, sample by sample: 844 until the slide starts, 15 frames of
      // slide, then 553 at rest. Runs of equal heights, counted from the samples: each run
      // is one bar, and two pieces join it to the next.
      var runs = 0
      var last: CGFloat?
      for sample in samples where sample.keyboardTop != last {
        runs += 1
        last = sample.keyboardTop
      }
      #expect(samples.count == 1 + 15 + LabTimeline.restFrames - 1)
      #expect(runs < samples.count)
      #expect(blue.count == 3 * runs - 2)
    }
  }
}
