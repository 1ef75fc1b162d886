import Foundation
import RxSwift
import SeedScreens
import SeedScreensTestSupport
import Testing
import UIKitTestSupport

@testable import KeyboardAudit
@testable import KeyboardLab
@testable import UIKit

/// A long session of screen switches, as in the app: each screen that leaves is released
/// with everything it registered, and nothing process-wide or in the window grows with
/// the number of switches.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct ScreenSwitchLifetimeTests {
  init() { SeedLabScreens.register() }

  final class WeakRef {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
  }

  /// What a switch could leave behind: windows and animations registered with the
  /// runtime, the window's subviews and active constraints, layout complaints.
  struct Registrations: Equatable {
    var frameParticipants: Int
    var windowSubviews: Int
    var runningAnimations: Int
    var windowConstraints: Int
    var layoutComplaints: Int
  }

  @MainActor
  final class Session {
    let window: UIWindow
    let switcher = ScreenSwitcherViewController()
    /// For each switch, the controller, root view and dispose bag (if any) it showed.
    var shown: [[WeakRef]] = []
    private var next = 0

    init(window: UIWindow) {
      self.window = window
      window.rootViewController = switcher
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
    }

    /// `count` switches: login, memo, todo in turn, the first field focused each time and
    /// the keyboard left to settle.
    func switchScreens(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) {
      let names = ["login", "memo", "todo"]
      for _ in 0..<count {
        switcher.show(named: names[next % names.count])
        next += 1
        let controller = switcher.currentController
        var refs = [WeakRef(controller), WeakRef(controller?.viewIfLoaded)]
        if let controller, let bag = storedProperty("disposeBag", of: controller, as: DisposeBag.self) {
          refs.append(WeakRef(bag))
        }
        shown.append(refs)
        #expect(switcher.focusFirstTextInput(), sourceLocation: sourceLocation)
        window.runtime.settle()
      }
    }

    var registrations: Registrations {
      Registrations(
        frameParticipants: window.runtime.participants.count,
        windowSubviews: window.subviews.count,
        runningAnimations: window.runtime.animator.runningCount,
        windowConstraints: window.layoutEngineIfPresent?.activeConstraints.count ?? 0,
        layoutComplaints: LayoutLog.messages.count)
    }

    /// The symbols in the window's solver (those of removed constraints included until
    /// they are compacted away).
    var solverSymbols: Int { window.layoutEngineIfPresent?.solver.symbolCount ?? 0 }
  }

  /// Runs `body` with the switcher in a fresh key window of the test's own runtime.
  func withSession(_ body: (Session) throws -> Void) rethrows {
    UIKitRuntime.current.layoutLog.echoToStandardError = false
    let window = UIWindow(screen: UIKitRuntime.current.mainScreen)
    defer {
      window.endEditing(true)
      window.rootViewController = nil
      window.resignKeyAndHide()
    }
    try body(Session(window: window))
  }

  @Test("After 150 switches every screen but the current one is gone, with its dispose bag")
  func screensAreReleased() {
    withSession { session in
      session.switchScreens(150)
      let current = session.shown.last ?? []
      #expect(current.allSatisfy { $0.object != nil })
      let survivors = session.shown.dropLast().joined().filter { $0.object != nil }
      #expect(survivors.isEmpty, "\(survivors.count) objects of screens switched away from are alive")
    }
  }

  @Test("Observers, keyboard controllers, animations and constraints do not grow with switches")
  func registrationsDoNotGrow() {
    withSession { session in
      // Every screen seen more than once: the one-time registrations are made.
      session.switchScreens(30)
      let before = session.registrations
      session.switchScreens(150)
      // On the same screen as before: the same registrations.
      #expect(session.registrations == before)
      #expect(before.layoutComplaints == 0)
      #expect(before.runningAnimations == 0)
      // Each switch adds and removes a hundred-odd solver symbols: kept, they would
      // number about 25 000 by now.
      #expect(session.solverSymbols <= 2 * 1024)
    }
  }
}
