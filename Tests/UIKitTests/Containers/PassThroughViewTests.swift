import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// PassThroughView: its empty area lets touches (and the wheel) through to what is behind
/// it; its subviews still get theirs.
@MainActor
@Suite("PassThroughView", .serialized, .uikitRuntime)
struct PassThroughViewTests {
  /// root ─┬─ behind (0, 0, 390, 844), records touches
  ///       └─ overlay: PassThroughView (0, 0, 390, 844) ── box (50, 600, 200, 100), records touches
  struct Scene {
    let window: UIWindow
    let behind: TouchRecordingView
    let overlay: PassThroughView
    let box: TouchRecordingView
  }

  func scene(_ ui: UIKitTestContext) -> Scene {
    let (window, root) = ui.makeScreen()
    let behind = TouchRecordingView(frame: root.bounds)
    root.addSubview(behind)
    let overlay = PassThroughView(frame: root.bounds)
    root.addSubview(overlay)
    let box = TouchRecordingView(frame: CGRect(x: 50, y: 600, width: 200, height: 100))
    overlay.addSubview(box)
    window.layoutIfNeeded()
    return Scene(window: window, behind: behind, overlay: overlay, box: box)
  }

  func click(_ window: UIWindow, at point: CGPoint) {
    window.handleTouch(.began, at: point)
    window.handleTouch(.ended, at: point)
  }

  @Test("A click on the empty area reaches the view behind")
  func emptyAreaPassesThrough() {
    withUIKit { ui in
      let s = scene(ui)
      #expect(s.overlay.hitTest(CGPoint(x: 300, y: 100), with: nil) == nil)
      #expect(s.window.hitTest(CGPoint(x: 300, y: 100), with: nil) === s.behind)
      click(s.window, at: CGPoint(x: 300, y: 100))
      #expect(s.behind.phases == ["began", "ended"])
      #expect(s.box.phases.isEmpty)
    }
  }

  @Test("A click on its subview reaches the subview")
  func subviewReceives() {
    withUIKit { ui in
      let s = scene(ui)
      #expect(s.overlay.hitTest(CGPoint(x: 100, y: 650), with: nil) === s.box)
      click(s.window, at: CGPoint(x: 100, y: 650))
      #expect(s.box.phases == ["began", "ended"])
      #expect(s.behind.phases.isEmpty)
    }
  }

  @Test("A button inside a pass-through view fires; one behind it fires through the empty area")
  func buttonsOnBothSides() {
    withUIKit { ui in
      let (window, root) = ui.makeScreen()
      var fired: [String] = []
      let back = UIButton(
        type: .system, primaryAction: UIAction(title: "Back") { _ in fired.append("back") })
      back.frame = CGRect(x: 20, y: 100, width: 150, height: 44)
      root.addSubview(back)
      let wrapper = PassThroughView(frame: root.bounds)
      root.addSubview(wrapper)
      let front = UIButton(
        type: .system, primaryAction: UIAction(title: "Front") { _ in fired.append("front") })
      front.frame = CGRect(x: 20, y: 700, width: 150, height: 44)
      wrapper.addSubview(front)
      window.layoutIfNeeded()
      click(window, at: CGPoint(x: 60, y: 120))
      click(window, at: CGPoint(x: 60, y: 720))
      #expect(fired == ["back", "front"])
    }
  }

  @Test("Nested pass-through views (the seed's wrapper and safe-area views) pass through too")
  func nestedPassThrough() {
    withUIKit { ui in
      let s = scene(ui)
      let inner = PassThroughView(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
      s.overlay.addSubview(inner)
      let chip = TouchRecordingView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
      inner.addSubview(chip)
      #expect(s.window.hitTest(CGPoint(x: 200, y: 200), with: nil) === s.behind)
      #expect(s.window.hitTest(CGPoint(x: 20, y: 20), with: nil) === chip)
    }
  }

  @Test(
    "A scroll view inside a pass-through view scrolls with the wheel; beside it the wheel passes through"
  )
  func wheelThroughPassThrough() {
    withUIKit { ui in
      let (window, root) = ui.makeScreen()
      let behind = UIScrollView(frame: root.bounds)
      behind.contentSize = CGSize(width: 390, height: 2000)
      root.addSubview(behind)
      let safeArea = PassThroughView(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
      root.addSubview(safeArea)
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
      scrollView.contentSize = CGSize(width: 390, height: 600)
      safeArea.addSubview(scrollView)
      window.layoutIfNeeded()
      // The full-screen scroll view behind scrolls (2000 > 844), so `.automatic` insets it
      // by the status band: it rests at -47.
      #expect(behind.contentOffset.y == -47)
      #expect(window.handleScroll(deltaX: 0, deltaY: 30, at: CGPoint(x: 100, y: 150)))
      #expect(scrollView.contentOffset.y == 30 && behind.contentOffset.y == -47)
      #expect(window.handleScroll(deltaX: 0, deltaY: 40, at: CGPoint(x: 100, y: 400)))
      #expect(scrollView.contentOffset.y == 30 && behind.contentOffset.y == -7)
    }
  }
}
