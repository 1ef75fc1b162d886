import Foundation
import KeyboardLab
import SeedScreens
import Testing
import UIKit
import UIKitTestSupport
import UIKitTesting

@testable import SDLPlatform

/// The panel's iPad controls, clicked through the scene as the event pump delivers a click:
/// the keyboard's place and the app window's share of the screen; and the other app of
/// Split View, whose field takes the keyboard when clicked.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct LabPadControlsTests {
  /// Clicks segment `index` of `control` (equal segments) through the scene.
  func click(segment index: Int, of control: UISegmentedControl, in app: HeadlessApp) throws {
    let scene = try #require(app.scene)
    let width = control.bounds.width / CGFloat(control.numberOfSegments)
    let inPanel = control.convert(CGPoint(x: width * (CGFloat(index) + 0.5), y: control.bounds.midY), to: nil)
    let point = CGPoint(x: scene.panelFrame.minX + inPanel.x, y: scene.panelFrame.minY + inPanel.y)
    let target = try #require(scene.window(at: point))
    target.handleTouch(.began, at: scene.convert(point, to: target))
    target.handleTouch(.ended, at: scene.convert(point, to: target))
    app.host.drawFrame()
    UIKitRuntime.current.settle()
  }

  @Test func theKeyboardAndWindowControlsMoveTheIPadsKeyboardAndResizeItsWindow() throws {
    try withHeadlessApp(device: .iPadAir11, lab: true) { app in
      let lab = try #require(app.session.lab)
      #expect(lab.panel.placementControl.isEnabled && lab.panel.windowControl.isEnabled)
      app.focusAndSettle()
      try click(segment: 2, of: lab.panel.placementControl, in: app)
      #expect(app.keyboard.placement == .split)
      try click(segment: 1, of: lab.panel.windowControl, in: app)
      // Half of 820 points less the 10-point divider, rounded down: 405.
      #expect(app.window.frame == CGRect(x: 0, y: 0, width: 405, height: 1180))
      #expect(lab.panel.state.windowArrangement == .splitView(.half))
      // The keyboard stays the screen's: 820 wide.
      #expect(app.keyboard.keyboardFrame.width == 820)
    }
  }

  @Test func aClickOnTheOtherAppsFieldGivesItTheKeyboardAndOneOnOursTakesItBack() throws {
    try withHeadlessApp(device: .iPadAir11, lab: true) { app in
      let lab = try #require(app.session.lab)
      let scene = try #require(app.scene)
      try click(segment: 1, of: lab.panel.windowControl, in: app)
      let field = try #require(scene.otherAppField)
      // The other app is right of the divider: 405 + 10.
      #expect(abs(field.minX - (415 + 20)) < 0.001, "\(field.minX - 435)")
      let point = CGPoint(x: scene.phoneFrame.minX + field.midX, y: scene.phoneFrame.minY + field.midY)
      #expect(scene.handlePointer(.press, at: point))
      UIKitRuntime.current.settle()
      #expect(app.keyboard.isServingOtherApp && app.keyboard.isOnScreen)
      // Back in ours, on the todo field: the keyboard is ours again.
      let ours = CGPoint(x: scene.phoneFrame.minX + 100, y: scene.phoneFrame.minY + 190)
      #expect(!scene.handlePointer(.press, at: ours))
      #expect(!app.keyboard.isServingOtherApp)
    }
  }

  @Test func onAPhoneTheIPadControlsAreOff() throws {
    try withHeadlessApp(lab: true) { app in
      let lab = try #require(app.session.lab)
      #expect(!lab.panel.placementControl.isEnabled && !lab.panel.windowControl.isEnabled)
    }
  }
}
