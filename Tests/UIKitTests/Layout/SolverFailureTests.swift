import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// A constant UIKit moves itself (here the safe area's band, when the window shrinks)
/// that contradicts the app's required constraints is not dropped in silence: UIKit's
/// conflict message is logged, the old value stays, and layout goes on.
@MainActor
@Suite("Solver failures in the layout engine", .serialized, .uikitRuntime)
struct SolverFailureTests {
  @Test("A safe-area change that contradicts required constraints is logged, not swallowed")
  func safeAreaConflictIsLogged() {
    withUIKit { ui in
      let (window, root) = ui.makeScreen()
      let probe = ui.addConstrained(UIView(), to: root)
      let guide = root.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        probe.topAnchor.constraint(equalTo: guide.topAnchor),
        probe.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        probe.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        probe.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        probe.heightAnchor.constraint(equalToConstant: 700),
      ])
      root.layoutIfNeeded()
      #expect(probe.frame.height == 700)
      #expect(!ui.log.contains("Unable to simultaneously satisfy constraints"))

      // 600 pt high: the safe area (47 to 566) is 519 pt, less than the required 700.
      window.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
      root.layoutIfNeeded()
      #expect(ui.log.contains("Unable to simultaneously satisfy constraints"))
      #expect(probe.frame.height == 700)
    }
  }
}
