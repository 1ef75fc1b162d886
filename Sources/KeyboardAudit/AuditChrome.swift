import Foundation
import UIKit
import UIKitTesting

/// The system's bars, for `chromeDisplaced`: the navigation bars, tab bars and the status
/// bar's strip that a screen's keyboard handling must leave where they are. Reports, once
/// the keyboard has settled, a bar whose place in the window changed since before the tap
/// (view-shifting code that moved a navigation controller's view, IQKeyboardManager
/// #1244), and content the handling moved (not scrolled) under a bar or the status bar
/// that was not under it before (a controller that moved its own view up inside a
/// navigation controller, IQKeyboardManager #1997 and #1479).
@MainActor
struct AuditChrome {
  struct Bar {
    let view: UIView?
    let name: String
    let frame: CGRect
  }

  /// The bars a person sees: every navigation bar and tab bar shown in the window, and the
  /// status bar's strip at the top in portrait (iPhones hide the status bar in landscape,
  /// where the window's top safe area is 0).
  static func bars(in tester: ScreenTester) -> [Bar] {
    var bars: [Bar] = []
    let keyboard = tester.keyboard.inputHostView
    func visit(_ view: UIView) {
      guard view !== keyboard, !view.isHidden, view.alpha > 0.01 else { return }
      if view is UINavigationBar || view is UITabBar {
        bars.append(Bar(view: view, name: AuditFormat.name(of: view), frame: tester.frame(of: view)))
        return
      }
      for subview in view.subviews { visit(subview) }
    }
    visit(tester.window)
    let top = tester.window.safeAreaInsets.top
    if top > 0 {
      bars.append(
        Bar(
          view: nil, name: "the status bar", frame: CGRect(x: 0, y: 0, width: tester.window.bounds.width, height: top)))
    }
    return bars
  }

  /// Whether `view` is content a person reads or uses: an input, a label with text, a
  /// button, an image, or a view without subviews that paints. Containers are judged by
  /// what they hold: a controller's full-screen view lies under a translucent bar by design.
  static func isContent(_ view: UIView) -> Bool {
    switch view {
    case is UITextField, is UITextView, is UIButton: return true
    case let label as UILabel: return !(label.text ?? "").isEmpty
    case let image as UIImageView: return image.image != nil
    default: return view.subviews.isEmpty && AuditOcclusion.paints(view)
    }
  }

  struct Problem {
    let view: UIView
    let detail: String
    let rects: [KeyboardAuditFinding.Rect]
  }

  /// What the keyboard handling did to the bars between `before` (the keyboard down) and
  /// now (the keyboard up, settled): each bar moved, and each bar with content moved
  /// under it; at most one problem per bar.
  static func problems(since before: AuditLayoutSnapshot, barsBefore: [Bar], in tester: ScreenTester) -> [Problem] {
    let tolerance = AuditOcclusion.tolerance
    var problems: [Problem] = []
    let now = bars(in: tester)
    var moved: [ObjectIdentifier] = []
    for bar in now {
      guard let view = bar.view, let old = barsBefore.first(where: { $0.view === view }) else { continue }
      let dx = bar.frame.minX - old.frame.minX
      let dy = bar.frame.minY - old.frame.minY
      guard abs(dx) > tolerance || abs(dy) > tolerance else { continue }
      moved.append(ObjectIdentifier(view))
      let off = AuditOcclusion.cutLength(of: bar.frame, by: tester.window.bounds)
      let offText = off > tolerance ? ", \(AuditFormat.number(off)) pt of it outside the window" : ""
      problems.append(
        Problem(
          view: view,
          detail: "\(bar.name) moved from \(AuditFormat.rect(old.frame)) to \(AuditFormat.rect(bar.frame))"
            + "\(offText) when the keyboard came up",
          rects: [.init("before: \(bar.name)", old.frame), .init("after: \(bar.name)", bar.frame)]))
    }
    // Content that the handling moved under a bar: its move in the window, less what the
    // bounds of its ancestors (scroll offsets) moved it, is the handling's.
    let barViews = now.compactMap(\.view)
    let keyboard = tester.keyboard.inputHostView
    var reported: [ObjectIdentifier] = moved
    func visit(_ view: UIView) {
      guard view !== keyboard, !view.isHidden, view.alpha > 0.01 else { return }
      if barViews.contains(where: { $0 === view }) { return }
      defer { for subview in view.subviews { visit(subview) } }
      guard isContent(view), let old = before.entries[ObjectIdentifier(view)] else { return }
      let frame = tester.frame(of: view)
      let scrolled = before.scrolled(view)
      let handled = CGPoint(x: frame.minX - old.frame.minX + scrolled.x, y: frame.minY - old.frame.minY + scrolled.y)
      guard abs(handled.x) > tolerance || abs(handled.y) > tolerance else { return }
      for bar in now {
        let key = bar.view.map(ObjectIdentifier.init) ?? ObjectIdentifier(tester.window)
        guard !reported.contains(key) else { continue }
        let after = frame.intersection(bar.frame)
        let then = old.frame.intersection(bar.frame)
        let overlap = after.isNull || after.width <= tolerance ? 0 : after.height
        let earlier = then.isNull || then.width <= tolerance ? 0 : then.height
        guard overlap > earlier + tolerance else { continue }
        reported.append(key)
        let name = AuditFormat.name(of: view)
        let vertical = abs(handled.y) > tolerance
        let distance = vertical ? abs(handled.y) : abs(handled.x)
        let way = vertical ? (handled.y < 0 ? "up" : "down") : (handled.x < 0 ? "left" : "right")
        problems.append(
          Problem(
            view: view,
            detail: "\(name) was moved \(AuditFormat.number(distance)) pt \(way) under \(bar.name):"
              + " \(AuditFormat.number(overlap)) pt of it overlap the bar"
              + " at \(AuditFormat.rect(bar.frame))",
            rects: [.init("content: \(name)", frame), .init(bar.name, bar.frame)]))
      }
    }
    visit(tester.window)
    return problems
  }
}
