import CSDL2
import Foundation
import KeyboardLab
import Testing
import UIKit
import UIKitTestSupport
import UIKitTesting

@testable import SDLPlatform

/// The lab window: the paused frame clock's step, the panel's state against the
/// phone's, the scene's routing of clicks and device changes.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct LabClockAndRoutingTests {
  /// A click on `view` of the panel as the event pump delivers it (scene routing).
  func click(_ view: UIView, in app: HeadlessApp) {
    guard let scene = app.scene else { return }
    let inPanel = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    let point = CGPoint(x: scene.panelFrame.minX + inPanel.x, y: scene.panelFrame.minY + inPanel.y)
    guard let target = scene.window(at: point) else { return }
    target.handleTouch(.began, at: scene.convert(point, to: target))
    target.handleTouch(.ended, at: scene.convert(point, to: target))
  }

  /// The event pump delivers a click in the frame's input phase (SDLFrameLoop.run →
  /// host.runFrame(input: pump.pump)). The Step button's `stepFrame()` then lands after
  /// `nextFrameTime` was read for this frame, and `frameDidRun()` zeroes `pendingSteps`
  /// and re-anchors: the step is thrown away. A paused lab never steps from its button.
  @Test func aStepClickedDuringAFrameMovesThePausedClockOneFrame() throws {
    try withHeadlessApp(lab: true) { app in
      let lab = try #require(app.session.lab)
      app.switcher.focusFirstTextInput()
      app.host.drawFrame()
      var state = lab.state
      state.isPaused = true
      lab.apply(state)
      let time = UIKitRuntime.current.now
      let top = app.keyboard.keyboardPresentationFrame.minY
      _ = app.host.runFrame(input: { click(lab.panel.stepButton, in: app) }, shouldDraw: { true })
      app.host.drawFrame()
      #expect(
        abs(UIKitRuntime.current.now - (time + 1.0 / 60)) < 1e-9,
        "the clock is at \(UIKitRuntime.current.now), paused at \(time): the step was lost")
      #expect(app.keyboard.keyboardPresentationFrame.minY < top)
    }
  }

  /// The same through a real SDL window (dummy driver) and the real event pump.
  @Test func aStepClickedThroughTheEventPumpMovesThePausedClock() throws {
    try withHeadlessApp(windowed: true, lab: true) { app in
      let lab = try #require(app.session.lab)
      let scene = try #require(app.scene)
      let pump = try #require(app.host.eventPump)
      app.switcher.focusFirstTextInput()
      app.host.drawFrame()
      var state = lab.state
      state.isPaused = true
      lab.apply(state)
      let time = UIKitRuntime.current.now
      let button = lab.panel.stepButton
      let inPanel = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
      let point = CGPoint(x: scene.panelFrame.minX + inPanel.x, y: scene.panelFrame.minY + inPanel.y)
      let zoom = scene.zoom
      for type in [SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP] {
        var event = SDL_Event()
        event.button.type = type.rawValue
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.x = Int32((point.x * zoom).rounded())
        event.button.y = Int32((point.y * zoom).rounded())
        SDL_PushEvent(&event)
      }
      var stepped = false
      lab.panel.onStep = { [onStep = lab.panel.onStep] in
        stepped = true
        onStep?()
      }
      _ = app.host.runFrame(input: { _ = pump.pump() }, shouldDraw: { true })
      #expect(stepped, "the click did not reach the Step button (zoom \(zoom))")
      app.host.drawFrame()
      #expect(abs(UIKitRuntime.current.now - (time + 1.0 / 60)) < 1e-9, "now \(UIKitRuntime.current.now)")
    }
  }

  /// Two steps asked before one frame: "Moves the frame clock on by one frame (1/60 s)
  /// at the next frame" — two steps are one frame of 2/60 s, not two frames: an animation
  /// sees one frame skipped (a step is lost as a frame).
  @Test func twoStepsAreTwoFrames() throws {
    try withHeadlessApp(lab: true) { app in
      let lab = try #require(app.session.lab)
      app.switcher.focusFirstTextInput()
      app.host.drawFrame()
      var state = lab.state
      state.isPaused = true
      lab.apply(state)
      let time = UIKitRuntime.current.now
      app.host.stepFrame()
      app.host.stepFrame()
      app.host.drawFrame()
      #expect(
        abs(UIKitRuntime.current.now - (time + 1.0 / 60)) < 1e-9,
        "one frame moved the clock \((UIKitRuntime.current.now - time) * 60) frames")
      app.host.drawFrame()
      #expect(abs(UIKitRuntime.current.now - (time + 2.0 / 60)) < 1e-9)
    }
  }

  /// The panel's controls build the next state from `panel.state`, which `refresh()`
  /// updates only after a frame (`frameDidEnd`) or an `apply`. `LabController.apply`
  /// then diffs every field of that state against the phone: a change made elsewhere
  /// since (Ctrl-R, a script's `rotate`/`keyboard`, a screen refusing) is undone by a
  /// click on an unrelated control.
  @Test func aPanelClickDoesNotUndoAChangeMadeElsewhere() throws {
    try withHeadlessApp(lab: true) { app in
      let lab = try #require(app.session.lab)
      #expect(lab.panel.state.orientation == .portrait)
      // The phone turns as Ctrl-R or a script's `rotate landscape` turns it.
      #expect(app.window.screen.rotate(to: .landscapeRight))
      // Before the next frame's refresh, the user picks the hardware keyboard.
      lab.panel.keyboardControl.selectedSegmentIndex = 1
      lab.panel.keyboardControl.sendActions(for: .valueChanged)
      #expect(app.keyboard.isHardwareKeyboardAttached)
      #expect(
        app.window.screen.interfaceOrientation == .landscapeRight,
        "the keyboard control turned the phone back to \(app.window.screen.interfaceOrientation)")
    }
  }

  /// A device picked in the panel while the software keyboard is up, and then a turn:
  /// the keyboard ends on the new phone's bottom edge, the phone in the frame.
  @Test func aDeviceChangeAndATurnWithTheKeyboardUp() throws {
    try withHeadlessApp(lab: true) { app in
      let lab = try #require(app.session.lab)
      let scene = try #require(app.scene)
      app.focusAndSettle()
      #expect(app.keyboard.isOnScreen)
      click(lab.panel.deviceButtons[0], in: app)
      for _ in 0..<60 {
        app.host.drawFrame()
        lab.frameDidEnd()
      }
      #expect(app.window.screen.device == .iPhoneSE)
      #expect(app.window.frame.size == CGSize(width: 375, height: 667))
      #expect(app.keyboard.isOnScreen)
      #expect(abs(app.keyboard.keyboardPresentationFrame.maxY - 667) < 0.5)
      #expect(lab.panel.state.device == .iPhoneSE)
      lab.panel.orientationControl.selectedSegmentIndex = 1
      lab.panel.orientationControl.sendActions(for: .valueChanged)
      for _ in 0..<60 {
        app.host.drawFrame()
        lab.frameDidEnd()
      }
      #expect(app.window.frame.size == CGSize(width: 667, height: 375))
      #expect(abs(app.keyboard.keyboardPresentationFrame.maxY - 375) < 0.5)
      let shot = try app.capture()
      #expect(
        CGFloat(shot.width) == scene.size.width.rounded(.down) || CGFloat(shot.width) == scene.size.width.rounded())
      #expect(scene.panelFrame.maxX <= scene.size.width)
      #expect(scene.phoneFrame.maxX < scene.panelFrame.minX)
    }
  }

  /// A click in the panel (another UIKit window of the same runtime) leaves the phone's
  /// first responder and its keyboard alone: the panel is beside the phone, not on it.
  @Test func aPanelClickKeepsThePhonesKeyboardUp() throws {
    try withHeadlessApp(lab: true) { app in
      let lab = try #require(app.session.lab)
      app.focusAndSettle()
      #expect(app.field.isFirstResponder)
      click(lab.panel.languageControl, in: app)
      UIKitRuntime.current.settle()
      #expect(app.field.isFirstResponder)
      #expect(app.keyboard.isOnScreen)
      #expect(app.window.isKeyWindow)
    }
  }
  /// `lab slow 0.5` (docs/APP.md: "any rate above 0, at most 1") leaves the panel's speed
  /// control on "1×" (LabPanelViewController.show: `firstIndex … ?? 0`), so the panel
  /// shows full speed while the clock runs at half, and a click on "1×" sends nothing
  /// (a tap on the selected segment is no change): full speed cannot be clicked back.
  @Test func aRateThePanelDoesNotOfferStillLetsOneXBeClicked() throws {
    try withHeadlessApp(lab: true) { app in
      let lab = try #require(app.session.lab)
      let scene = try #require(app.scene)
      var state = lab.state
      state.timeRate = 0.5
      lab.apply(state)
      #expect(app.host.timeRate == 0.5)
      #expect(
        lab.panel.speedControl.selectedSegmentIndex != 0,
        "the panel says 1× while the clock runs at 0.5")
      let control = lab.panel.speedControl
      let inPanel = control.convert(CGPoint(x: control.bounds.width / 6, y: control.bounds.midY), to: nil)
      let point = CGPoint(x: scene.panelFrame.minX + inPanel.x, y: scene.panelFrame.minY + inPanel.y)
      let target = try #require(scene.window(at: point))
      target.handleTouch(.began, at: scene.convert(point, to: target))
      target.handleTouch(.ended, at: scene.convert(point, to: target))
      #expect(app.host.timeRate == 1, "a click on 1× left the clock at \(app.host.timeRate)")
    }
  }
  /// A desktop window smaller than the lab zooms the scene out (LabScene.zoom), and
  /// SDLAppHost.followWindowSize sets the text measurer's pixelsPerPoint to the host's
  /// times the zoom (SDLAppHost.swift:251-255). The measurer measures at the pixel size,
  /// so the phone's text widths and line heights — its layout, in its own points —
  /// change with the size of the desktop window (docs/APP.md: "the screens' own numbers
  /// hold in the phone's points"). Zooming the picture must not re-lay-out the phone.
  @Test func zoomingTheLabOutLeavesThePhonesTextMeasurementAlone() throws {
    try withHeadlessApp(windowed: true, lab: true) { app in
      let scene = try #require(app.scene)
      app.host.drawFrame()
      let font = UIFont.systemFont(ofSize: 17)
      let text = "Buy milk, eggs and a loaf of bread"
      let width = app.host.measurer.width(of: text, font: font)
      let line = app.host.measurer.lineHeight(of: font)
      // The user drags the desktop window to 0.37 of the lab's size.
      scene.desktopDidResize(to: CGSize(width: scene.size.width * 0.37, height: scene.size.height * 0.37))
      app.host.drawFrame()
      #expect(scene.zoom < 0.5)
      #expect(
        app.host.measurer.width(of: text, font: font) == width,
        "\(app.host.measurer.width(of: text, font: font)) at zoom \(scene.zoom), \(width) at 1")
      #expect(app.host.measurer.lineHeight(of: font) == line)
    }
  }
  /// The lab is 847.2095 points wide on an iPhone 14 (LabDeviceFrame.width is 22.6047):
  /// the desktop window opens at 847 whole pixels, and LabScene.desktopDidResize makes
  /// the zoom 847 / 847.2095 = 0.99975, so the canvas and the text measurer run at
  /// 0.99975 pixels per point: the phone in the lab lays its text out with line heights
  /// of 20.005 instead of 20 — other numbers than the phone alone and the headless lab.
  @Test func theLabWindowOpenedAtItsOwnSizeIsNotZoomed() throws {
    try withHeadlessApp(windowed: true, lab: true) { app in
      let scene = try #require(app.scene)
      app.host.drawFrame()
      #expect(scene.zoom == 1, "zoom \(scene.zoom) for a \(scene.size.width)-point lab")
      #expect(app.host.measurer.pixelsPerPoint == 1, "measured at \(app.host.measurer.pixelsPerPoint) px/pt")
    }
  }
}
