import Foundation
import RxSwift
import Testing

@testable import KeyboardLab
@testable import UIKit

/// A long session of screen switches, as in the app: each screen that leaves is released
/// with everything it registered, and nothing process-wide or in the window grows with
/// the number of switches.
@MainActor
@Suite(.serialized)
struct ScreenSwitchLifetimeTests {
  final class WeakRef {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
  }

  /// What a switch could leave behind: observers, controllers and animations registered
  /// process-wide, the window's active constraints, layout complaints.
  struct Registrations: Equatable {
    var frameObservers: Int
    var firstResponderObservers: Int
    var keyboardControllers: Int
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
        if let login = controller as? LoginViewController { refs.append(WeakRef(login.disposeBag)) }
        if let memo = controller as? MemoViewController { refs.append(WeakRef(memo.disposeBag)) }
        shown.append(refs)
        #expect(switcher.focusFirstTextInput(), sourceLocation: sourceLocation)
        UIApplication.shared.settle()
      }
    }

    var registrations: Registrations {
      Registrations(
        frameObservers: UIApplication.shared.frameObserverCount,
        firstResponderObservers: FirstResponderTracking.observers.count,
        keyboardControllers: KeyboardController.registeredControllerCount,
        runningAnimations: Animator.shared.runningCount,
        windowConstraints: window.layoutEngineIfPresent?.activeConstraints.count ?? 0,
        layoutComplaints: LayoutLog.messages.count)
    }

    /// The symbols in the window's solver (those of removed constraints included until
    /// they are compacted away).
    var solverSymbols: Int { window.layoutEngineIfPresent?.solver.symbolCount ?? 0 }
  }

  /// Runs `body` with the switcher in a fresh key window on a manual clock, and puts the
  /// globals it touches back.
  func withSession(_ body: (Session) throws -> Void) rethrows {
    let app = UIApplication.shared
    let savedClock = app.clock
    let savedDevice = UIScreen.main.device
    let savedKeyWindow = app.keyWindow
    for window in app.windows { window.endEditing(true) }
    Animator.shared.removeAll()
    LayoutLog.clear()
    app.clock = ManualClock()
    UIScreen.main.device = .iPhone14
    let window = UIWindow(frame: CGRect(origin: .zero, size: DeviceProfile.iPhone14.size))
    window.safeAreaInsetsOfDevice = DeviceProfile.iPhone14.safeAreaInsets
    defer {
      window.endEditing(true)
      window.rootViewController = nil
      window.resignKeyAndHide()
      Animator.shared.removeAll()
      app.clock = savedClock
      UIScreen.main.device = savedDevice
      if let savedKeyWindow, app.windows.contains(where: { $0 === savedKeyWindow }) { savedKeyWindow.makeKey() }
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
      // Every screen seen more than once: the one-time registrations (the caret's frame
      // observer) are made.
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
