import Foundation
import KeyboardLab
import SeedScreens
import Testing
import UIKit
import UIKitTestSupport
import UIKitTesting

@testable import SDLPlatform

/// The lab window as the software renderer draws it, and the panel's controls driven
/// through the scene's routing (what the event pump does with a click), on stepped frames.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct LabWindowTests {
  /// On an iPhone 14 the frame reaches max(16, (√2 − 1) × 47.33 + 2) + 1 = 22.6 points
  /// out from the screen (22.6047): 24 + 22.6047 + 390 + 22.6047 + 24 + 340 + 24 = 847.2095
  /// across, 848 in whole points (a window of whole pixels draws it unzoomed);
  /// the panel's 1 000 points are taller than 24 + 22.6 + 844 + 22.6 + 24.
  @Test func theLabIsThePhoneInItsFrameBesideThePanel() throws {
    try withHeadlessApp(lab: true) { app in
      let scene = try #require(app.scene)
      #expect(scene.size.width == 848 && scene.size.height == 1000)
      #expect(scene.zoom == 1)
      let shot = try app.capture()
      #expect(shot.width == 848 && shot.height == 1000)
      // The desk's grey in the margin, the bezel beside the screen, the panel's grey.
      #expect(shot.pixel(x: 4, y: 4) == (204, 207, 212, 255))
      let phone = scene.phoneFrame
      #expect(abs(phone.minX - 46.6047) < 0.001)
      let bezel = shot.pixel(x: Int(phone.minX) - 8, y: Int(phone.midY))
      #expect(bezel.r < 40 && bezel.g < 40 && bezel.b < 40)
      #expect(shot.pixel(x: 848 - 24 - 8, y: 990 - 24) == (242, 242, 247, 255))
      // The screen's content: the todo field's top border, 150 points below the screen's top.
      let fieldTop = Int(phone.minY) + 150
      #expect(shot.pixel(x: Int(phone.midX), y: fieldTop) == (0xD1, 0xD1, 0xD6, 255))
      // The status bar's time in the top band, and the home indicator 8 to 13 points
      // above the screen's bottom, black, in the middle.
      #expect(shot.ink(in: CGRect(x: phone.minX + 20, y: phone.minY + 10, width: 60, height: 30), scale: 1).count > 20)
      #expect(shot.pixel(x: Int(phone.midX), y: Int(phone.maxY) - 10) == (0, 0, 0, 255))
      // The screen's corner is the bezel's: rounded off.
      let corner = shot.pixel(x: Int(phone.minX) + 2, y: Int(phone.minY) + 2)
      #expect(corner.r < 40)
      let tip = shot.pixel(x: Int(phone.minX.rounded(.up)), y: Int(phone.minY.rounded(.up)))
      #expect(tip.r < 40)
    }
  }

  /// Clicks the centre of `view` of the panel, through the scene, as the event pump does.
  func click(_ view: UIView, in app: HeadlessApp) throws {
    let scene = try #require(app.scene)
    let inPanel = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    let point = CGPoint(x: scene.panelFrame.minX + inPanel.x, y: scene.panelFrame.minY + inPanel.y)
    let target = try #require(scene.window(at: point))
    #expect(target === scene.panel)
    target.handleTouch(.began, at: scene.convert(point, to: target))
    target.handleTouch(.ended, at: scene.convert(point, to: target))
  }

  @Test func clickingADeviceInThePanelPutsTheScreenOnThatPhone() throws {
    try withHeadlessApp(lab: true) { app in
      let lab = try #require(app.session.lab)
      try click(lab.panel.deviceButtons[0], in: app)
      app.host.drawFrame()
      UIKitRuntime.current.settle()
      #expect(app.window.screen.device == .iPhoneSE)
      #expect(app.window.frame.size == CGSize(width: 375, height: 667))
      #expect(lab.panel.state.device == .iPhoneSE)
      // The SE's screen is square-cornered: the frame is the 16-point bezel, plus 1.
      let scene = try #require(app.scene)
      #expect(abs(scene.size.width - (24 + 17 + 375 + 17 + 24 + 340 + 24)) < 0.01)
      let shot = try app.capture()
      #expect(shot.width == 821)
    }
  }

  @Test func theOrientationAndKeyboardControlsTurnThePhoneAndAttachTheKeyboard() throws {
    try withHeadlessApp(lab: true) { app in
      let lab = try #require(app.session.lab)
      lab.panel.orientationControl.selectedSegmentIndex = 1
      lab.panel.orientationControl.sendActions(for: .valueChanged)
      UIKitRuntime.current.settle()
      #expect(app.window.screen.interfaceOrientation == .landscapeRight)
      #expect(app.window.frame.size == CGSize(width: 844, height: 390))
      lab.panel.keyboardControl.selectedSegmentIndex = 1
      lab.panel.keyboardControl.sendActions(for: .valueChanged)
      #expect(app.keyboard.isHardwareKeyboardAttached)
      app.focusAndSettle()
      #expect(!app.keyboard.isOnScreen)
    }
  }

  /// The keyboard's slide is 0.25 s: 15 frames of 1/60 s at full speed; at a quarter
  /// speed each frame moves the clock 1/240 s, so 60 frames.
  @Test(arguments: [(1.0, 15), (0.25, 60), (0.1, 150)])
  func slowMotionTakesProportionallyMoreFrames(rate: Double, frames: Int) throws {
    try withHeadlessApp(lab: true) { app in
      let lab = try #require(app.session.lab)
      var state = lab.state
      state.timeRate = rate
      lab.apply(state)
      #expect(app.host.timeRate == rate)
      app.switcher.focusFirstTextInput()
      var count = 0
      repeat {
        app.host.drawFrame()
        count += 1
      } while app.keyboard.isAnimating && count < 1000
      #expect(count == frames)
      #expect(app.keyboard.keyboardPresentationFrame.minY == 553)
    }
  }

  @Test func pausedTheClockStandsStillAndAStepMovesItOneFrame() throws {
    try withHeadlessApp(lab: true) { app in
      let lab = try #require(app.session.lab)
      app.switcher.focusFirstTextInput()
      app.host.drawFrame()
      var state = lab.state
      state.isPaused = true
      lab.apply(state)
      let time = UIKitRuntime.current.now
      let top = app.keyboard.keyboardPresentationFrame.minY
      for _ in 0..<10 { app.host.drawFrame() }
      #expect(UIKitRuntime.current.now == time)
      #expect(app.keyboard.keyboardPresentationFrame.minY == top)
      lab.panel.stepButton.sendActions(for: .touchUpInside)
      app.host.drawFrame()
      #expect(abs(UIKitRuntime.current.now - (time + 1.0 / 60)) < 1e-9)
      #expect(app.keyboard.keyboardPresentationFrame.minY < top)
      app.host.drawFrame()
      #expect(abs(UIKitRuntime.current.now - (time + 1.0 / 60)) < 1e-9)
    }
  }

  @Test func thePlotIsAPictureOfTheLastSlide() throws {
    try withHeadlessApp(lab: true) { app in
      let lab = try #require(app.session.lab)
      app.switcher.focusFirstTextInput()
      for _ in 0..<40 {
        app.host.drawFrame()
        lab.frameDidEnd()
      }
      #expect(!lab.timeline.isRecording)
      let shot = try app.host.capture(lab.plotView())
      #expect(shot.width == 720 && shot.height == 360)
      // The keyboard's line in systemBlue (#007AFF), the responder's in orange (#FF9400).
      var blue = 0
      var orange = 0
      for y in 0..<shot.height {
        for x in 0..<shot.width {
          let p = shot.pixel(x: x, y: y)
          if p.r == 0 && p.g == 0x7A && p.b == 0xFF { blue += 1 }
          if p.r == 0xFF && p.g == 0x94 && p.b == 0 { orange += 1 }
        }
      }
      #expect(blue > 200 && orange > 200, "blue \(blue), orange \(orange)")
    }
  }
}

/// The inspector, through the scene as the event pump drives it.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct LabInspectorTests {
  @Test func aClickInInspectModeSelectsTheViewAndListsTheConstraintsThatPlaceIt() throws {
    try withHeadlessApp(lab: true) { app in
      let lab = try #require(app.session.lab)
      let scene = try #require(app.scene)
      lab.panel.inspectButton.sendActions(for: .touchUpInside)
      #expect(lab.inspector.isInspecting)
      // The todo field at rest: 20 … 370 across, 150 … 230 down, in the phone's points.
      let point = CGPoint(x: scene.phoneFrame.minX + 195, y: scene.phoneFrame.minY + 190)
      #expect(scene.handlePointer(.hover, at: point))
      #expect(lab.inspector.hovered === app.field)
      #expect(scene.handlePointer(.press, at: point))
      #expect(lab.inspector.selected === app.field)
      // Inspecting, the click touched nothing: no keyboard.
      #expect(!app.field.isFirstResponder)
      lab.frameDidEnd()
      let atRest = try #require(lab.inspector.report())
      #expect(atRest.hasPrefix("UITextField \"Todo title\"  frame (20, 150, 350×80) (as drawn)"), "\(atRest)")
      #expect(atRest.contains(".top == TodoAddView"), "\(atRest)")
      #expect(atRest.contains("+ 150.0>  @1000"), "\(atRest)")
      #expect(atRest.contains("height == 80.0>  @1000"), "\(atRest)")
      #expect(atRest.contains("hugging h 250 v 250, compression h 750 v 750"), "\(atRest)")
      // The text view below is placed against the field; those constraints are its own.
      #expect(!atRest.contains("UITextView"), "\(atRest)")
      #expect(lab.panel.inspectorLabel.text == atRest && !lab.panel.inspectorLabel.isHidden)
      // The seed's handle, moved by the keyboard: 120.
      app.focusAndSettle()
      lab.frameDidEnd()
      let up = try #require(lab.inspector.report())
      #expect(up.contains("+ 120.0>  @1000") && up.contains("frame (20, 120, 350×80)"), "\(up)")
      let overlays = lab.inspector.overlays()
      #expect(overlays.contains { $0.label == "keyboard" && $0.rect.minY == 553 })
      #expect(
        overlays.contains {
          $0.label == "keyboardLayoutGuide" && $0.rect == CGRect(x: 0, y: 553, width: 390, height: 291)
        })
      #expect(overlays.contains { $0.label == "safe area" && $0.rect == CGRect(x: 0, y: 47, width: 390, height: 763) })
      // Out of inspect mode the pointer is the phone's again.
      lab.panel.inspectButton.sendActions(for: .touchUpInside)
      #expect(!scene.handlePointer(.press, at: point))
    }
  }

  /// The seed's handle mid-slide: its constant is 120 already, the frame on screen was laid
  /// out with a value between 150 and 120, which the report shows beside it.
  @Test func theInspectorShowsTheHandlesConstantAsItMovesWithTheKeyboard() throws {
    try withHeadlessApp(lab: true) { app in
      let lab = try #require(app.session.lab)
      lab.inspector.selected = app.field
      app.switcher.focusFirstTextInput()
      for _ in 0..<5 { app.host.drawFrame() }
      let midway = try #require(lab.inspector.report())
      let now = try #require(midway.firstRange(of: "+ 120.0>  @1000  (now ")).upperBound
      let value = try #require(Double(midway[now...].prefix { $0 != ")" }))
      #expect(value > 120 && value < 150, "\(midway)")
      UIKitRuntime.current.settle()
      let settled = try #require(lab.inspector.report())
      #expect(settled.contains("+ 120.0>  @1000\n") && !settled.contains("(now"), "\(settled)")
    }
  }

  @Test func theTimelineFollowsTheInspectedViewToo() throws {
    try withHeadlessApp(lab: true) { app in
      let lab = try #require(app.session.lab)
      lab.inspector.selected = app.field
      app.switcher.focusFirstTextInput()
      for _ in 0..<30 {
        app.host.drawFrame()
        lab.frameDidEnd()
      }
      let tracked = lab.timeline.samples.compactMap(\.trackedBottom)
      // The field's bottom: 150 + 80 at rest, 120 + 80 with the keyboard up.
      #expect(tracked.first == 230 && tracked.last == 200)
    }
  }
}
