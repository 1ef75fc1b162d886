import Foundation
import SeedScreens
import SeedScreensTestSupport
import Testing
import UIKit
import UIKitTestSupport
import UIKitTesting

@testable import KeyboardAudit
@testable import KeyboardLab

/// The notification log's first-responder lines as focus moves, and the lab
/// controller's lifetime (its panel window and observers go with it).
@MainActor
@Suite(.serialized, .uikitRuntime)
struct LabFirstResponderLogTests {
  init() { SeedLabScreens.register() }

  func withLab(screen: String = "todo", _ body: (AppSession, LabController) throws -> Void) throws {
    let runtime = UIKitRuntime.current
    var flags = AppFlags()
    flags.screen = screen
    let session = try AppSession(
      flags: flags,
      platform: TestPlatform(runtime: runtime))
    defer {
      session.window.endEditing(true)
      session.window.resignKeyAndHide()
      session.lab?.panelWindow.resignKeyAndHide()
    }
    let lab = try #require(session.lab)
    try body(session, lab)
  }

  func frame(_ session: AppSession) {
    UIKitRuntime.current.pumpFrames(1)
    _ = session.tick()
  }

  /// Focus moving from one field to the next is one change of first responder, as
  /// Xcode's console of textDidBegin/EndEditing shows it: no "none" between the two.
  @Test func aSwitchBetweenFieldsLogsNoNoneInBetween() throws {
    try withLab(screen: "login") { session, lab in
      let inputs = AuditInputsFinder.textInputs(in: session.window)
      try #require(inputs.count >= 2)
      _ = inputs[0].becomeFirstResponder()
      for _ in 0..<30 { frame(session) }
      _ = inputs[1].becomeFirstResponder()
      for _ in 0..<30 { frame(session) }
      let responders = lab.log.entries.compactMap { entry -> String? in
        guard case .firstResponder(let name) = entry.kind else { return nil }
        return name ?? "none"
      }
      #expect(responders.count == 2 && !responders.contains("none"), "\(responders)")
    }
  }

  /// A LabController let go leaves nothing behind: its log stops observing, and its
  /// panel window leaves the runtime (the panel's closures hold the controller
  /// `unowned`: a panel window left on screen after the controller is a crash on the
  /// next click).
  @Test func aControllerLetGoTakesItsPanelWindowAndObserversWithIt() throws {
    let runtime = UIKitRuntime.current
    let window = UIWindow(screen: runtime.mainScreen)
    let switcher = ScreenSwitcherViewController(initial: "todo", showsSwitcher: false)
    window.rootViewController = switcher
    window.makeKeyAndVisible()
    defer { window.resignKeyAndHide() }
    weak var weakLab: LabController?
    weak var weakLog: LabNotificationLog?
    weak var weakPanel: UIWindow?
    do {
      let lab = LabController(phone: window, switcher: switcher, host: TestPlatform())
      weakLab = lab
      weakLog = lab.log
      weakPanel = lab.panelWindow
    }
    #expect(weakLab == nil)
    #expect(weakLog == nil)
    #expect(weakPanel == nil, "the panel window outlives its controller")
    #expect(runtime.participants.allSatisfy { $0 === window }, "\(runtime.participants.count) windows in the runtime")
  }
}

/// The text fields and views of a window, in drawing order.
@MainActor
enum AuditInputsFinder {
  static func textInputs(in view: UIView) -> [UIView] {
    var found: [UIView] = []
    func visit(_ v: UIView) {
      if v is UITextField || v is UITextView {
        found.append(v)
        return
      }
      for s in v.subviews { visit(s) }
    }
    visit(view)
    return found
  }
}
