import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// UIKit makes a view's autoresizing constraints at layout, so
/// `translatesAutoresizingMaskIntoConstraints` only has to be false by the next layout
/// pass: app code that activates its constraints first and clears the flag after, as
/// much code does, lays out from its constraints with no conflict.
@MainActor
@Suite("Autoresizing constraints made at layout", .serialized, .uikitRuntime)
struct DeferredAutoresizingTests {
  @Test("Constraints activated before the flag is cleared place the view, with no conflict")
  func flagClearedAfterActivation() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      root.addSubview(card)
      NSLayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        card.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
        card.widthAnchor.constraint(equalToConstant: 100),
        card.heightAnchor.constraint(equalToConstant: 30),
      ])
      card.translatesAutoresizingMaskIntoConstraints = false
      root.layoutIfNeeded()
      #expect(!ui.log.contains("Unable to simultaneously satisfy constraints"))
      #expect(card.frame == CGRect(x: 20, y: 40, width: 100, height: 30))
    }
  }

  // A view made with no frame, a second one chained to it, and a constant changed
  // while the first waited: card (20, 40, 120, 30); label.top = card.bottom + 8 → 78.
  @Test("Chained views and a constant changed before layout follow the constraints")
  func chainedAndConstantChanged() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let card = UIView()
      let label = UIView()
      root.addSubview(card)
      root.addSubview(label)
      let width = card.widthAnchor.constraint(equalToConstant: 100)
      NSLayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        card.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
        width,
        card.heightAnchor.constraint(equalToConstant: 30),
        label.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 8),
        label.leadingAnchor.constraint(equalTo: card.leadingAnchor),
        label.widthAnchor.constraint(equalTo: card.widthAnchor),
        label.heightAnchor.constraint(equalToConstant: 20),
      ])
      width.constant = 120
      card.translatesAutoresizingMaskIntoConstraints = false
      label.translatesAutoresizingMaskIntoConstraints = false
      root.layoutIfNeeded()
      #expect(!ui.log.contains("Unable to simultaneously satisfy constraints"))
      #expect(card.frame == CGRect(x: 20, y: 40, width: 120, height: 30))
      #expect(label.frame == CGRect(x: 20, y: 78, width: 120, height: 20))
    }
  }

  // The flag still true at layout: UIKit's message, the view keeps its frame, and the
  // constraint stays out for good (a later pass does not log it again).
  @Test("Still translating at layout, the conflict is logged as UIKit logs it, once")
  func stillTranslating() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      root.addSubview(card)
      NSLayoutConstraint.activate([card.widthAnchor.constraint(equalToConstant: 100)])
      root.layoutIfNeeded()
      #expect(ui.log.contains("Unable to simultaneously satisfy constraints."))
      #expect(ui.log.contains("NSAutoresizingMaskLayoutConstraint"))
      #expect(card.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
      let logged = ui.log
      root.setNeedsLayout()
      root.layoutIfNeeded()
      #expect(ui.log == logged)
    }
  }

  @Test("A constraint deactivated before layout never applies")
  func deactivatedWhileWaiting() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      root.addSubview(card)
      let width = card.widthAnchor.constraint(equalToConstant: 100)
      width.isActive = true
      width.isActive = false
      root.layoutIfNeeded()
      #expect(ui.log.isEmpty)
      #expect(card.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
  }
}
