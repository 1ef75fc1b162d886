import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// `translatesAutoresizingMaskIntoConstraints`: true (the default for views made in code)
/// turns the frame the code sets into constraints; false hands the view to Auto Layout.
@MainActor
@Suite("translatesAutoresizingMaskIntoConstraints", .serialized, .uikitRuntime)
struct TranslatesAutoresizingMaskTests {
  // UIKit: "By default, the property is set to true for any view you programmatically create."
  @Test("Views made in code translate their frame by default")
  func defaultIsTrue() {
    #expect(UIView().translatesAutoresizingMaskIntoConstraints)
    #expect(
      UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        .translatesAutoresizingMaskIntoConstraints)
  }

  // UIKit: a translating view keeps the frame its code set, and other views can be
  // constrained to it. header (10, 20, 100, 50): below.top = header.bottom + 8 → 78.
  @Test("A translating view keeps its frame and anchors others")
  func anchorsOthers() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let header = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
      root.addSubview(header)
      let below = ui.addConstrained(UIView(), to: root)
      NSLayoutConstraint.activate([
        below.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
        below.leadingAnchor.constraint(equalTo: header.leadingAnchor),
        below.widthAnchor.constraint(equalTo: header.widthAnchor),
        below.heightAnchor.constraint(equalToConstant: 30),
      ])
      root.layoutIfNeeded()
      #expect(header.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
      #expect(below.frame == CGRect(x: 10, y: 78, width: 100, height: 30))
      #expect(LayoutLog.messages.isEmpty)
    }
  }

  // UIKit: setting the translating view's frame updates its autoresizing constraints; the
  // views tied to it follow at the next layout pass. header → (30, 100, 200, 60): below at
  // (30, 168, 200, 30).
  @Test("Moving the translating view moves the views constrained to it")
  func frameChangeFollowed() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let header = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
      root.addSubview(header)
      let below = ui.addConstrained(UIView(), to: root)
      NSLayoutConstraint.activate([
        below.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
        below.leadingAnchor.constraint(equalTo: header.leadingAnchor),
        below.widthAnchor.constraint(equalTo: header.widthAnchor),
        below.heightAnchor.constraint(equalToConstant: 30),
      ])
      root.layoutIfNeeded()
      header.frame = CGRect(x: 30, y: 100, width: 200, height: 60)
      root.layoutIfNeeded()
      #expect(header.frame == CGRect(x: 30, y: 100, width: 200, height: 60))
      #expect(below.frame == CGRect(x: 30, y: 168, width: 200, height: 30))
    }
  }

  // UIKit: a translating view inside an Auto Layout view keeps its frame relative to it.
  @Test("A translating view inside an Auto Layout view keeps its frame in its superview")
  func translatingInsideSolved() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let panel = ui.addConstrained(UIView(), to: root)
      let badge = UIView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
      panel.addSubview(badge)
      let panelTop = panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
      NSLayoutConstraint.activate([
        panelTop, panel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        panel.widthAnchor.constraint(equalToConstant: 200),
        panel.heightAnchor.constraint(equalToConstant: 100),
      ])
      let tail = ui.addConstrained(UIView(), to: root)
      NSLayoutConstraint.activate([
        tail.topAnchor.constraint(equalTo: badge.bottomAnchor),
        tail.leadingAnchor.constraint(equalTo: badge.trailingAnchor),
        tail.widthAnchor.constraint(equalToConstant: 1),
        tail.heightAnchor.constraint(equalToConstant: 1),
      ])
      root.layoutIfNeeded()
      #expect(badge.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
      #expect(tail.frame == CGRect(x: 32, y: 114, width: 1, height: 1))  // 20 + 5 + 7, 100 + 6 + 8
      panelTop.constant = 200
      root.layoutIfNeeded()
      #expect(badge.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
      #expect(tail.frame == CGRect(x: 32, y: 214, width: 1, height: 1))
    }
  }

  // UIKit: forgetting `translatesAutoresizingMaskIntoConstraints = false` makes the
  // frame's constraints fight yours; UIKit logs the conflict naming an
  // NSAutoresizingMaskLayoutConstraint, breaks one, and the view keeps its frame.
  @Test("Forgetting to turn it off conflicts, and the log names the autoresizing constraint")
  func forgotten() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      root.addSubview(v)
      NSLayoutConstraint.activate([
        v.widthAnchor.constraint(equalToConstant: 100),
        v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      ])
      root.layoutIfNeeded()
      #expect(ui.log.contains("Unable to simultaneously satisfy constraints."))
      #expect(ui.log.contains("NSAutoresizingMaskLayoutConstraint"))
      #expect(ui.log.contains("Will attempt to recover by breaking constraint"))
      #expect(v.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
  }

  // UIKit: once it is false, the frame no longer fights: the constraints place the view.
  @Test("Turned off, the constraints place the view")
  func turnedOff() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      root.addSubview(v)
      v.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        v.widthAnchor.constraint(equalToConstant: 100),
        v.heightAnchor.constraint(equalToConstant: 30),
        v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        v.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      ])
      root.layoutIfNeeded()
      #expect(v.frame == CGRect(x: 20, y: 40, width: 100, height: 30))
      #expect(LayoutLog.messages.isEmpty)
    }
  }

  // UIKit: the frame of a view Auto Layout positions belongs to Auto Layout; a frame set
  // by hand lasts only until the next layout pass of its superview, which puts the solved
  // frame back.
  @Test("A frame set by hand on an Auto Layout view is replaced at the next layout pass")
  func handSetFrameOverwritten() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let v = ui.addConstrained(UIView(), to: root)
      NSLayoutConstraint.activate([
        v.widthAnchor.constraint(equalToConstant: 100),
        v.heightAnchor.constraint(equalToConstant: 30),
        v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        v.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      ])
      root.layoutIfNeeded()
      v.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
      #expect(v.frame == CGRect(x: 0, y: 0, width: 5, height: 5))
      root.setNeedsLayout()
      root.layoutIfNeeded()
      #expect(v.frame == CGRect(x: 20, y: 40, width: 100, height: 30))
    }
  }

  // Turning it off after the view is already known to the engine (it anchored another
  // view while translating) switches it to Auto Layout too.
  @Test("Turned off after the view took part in layout: it switches to Auto Layout")
  func turnedOffLater() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let header = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
      root.addSubview(header)
      let below = ui.addConstrained(UIView(), to: root)
      NSLayoutConstraint.activate([
        below.topAnchor.constraint(equalTo: header.bottomAnchor),
        below.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        below.widthAnchor.constraint(equalToConstant: 10),
        below.heightAnchor.constraint(equalToConstant: 10),
      ])
      root.layoutIfNeeded()
      #expect(below.frame.minY == 70)
      header.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        header.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
        header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        header.widthAnchor.constraint(equalToConstant: 50),
        header.heightAnchor.constraint(equalToConstant: 40),
      ])
      root.layoutIfNeeded()
      #expect(header.frame == CGRect(x: 0, y: 200, width: 50, height: 40))
      #expect(below.frame.minY == 240)
      #expect(LayoutLog.messages.isEmpty)
    }
  }

  // UIKit logs the same message whichever way the conflict arises, here by turning the
  // translation back on for a view whose constraints contradict its frame.
  @Test("Turning it back on into a conflict logs UIKit's full message")
  func turnedBackOnConflict() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let v = ui.addConstrained(UIView(), to: root)
      NSLayoutConstraint.activate([
        v.widthAnchor.constraint(equalToConstant: 100),
        v.heightAnchor.constraint(equalToConstant: 30),
        v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        v.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      ])
      root.layoutIfNeeded()
      v.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      v.translatesAutoresizingMaskIntoConstraints = true
      root.layoutIfNeeded()
      #expect(ui.log.contains("Unable to simultaneously satisfy constraints"))
      #expect(ui.log.contains("Unable to simultaneously satisfy constraints."))
      #expect(ui.log.contains("Will attempt to recover by breaking constraint"))
      #expect(ui.log.contains("NSAutoresizingMaskLayoutConstraint"))
    }
  }
}
