import Foundation
import UIKit
import UIKitTesting

/// Views the screen docks at the bottom and raises with the keyboard, for `gap`: a view
/// that sat on the bottom of the screen with the keyboard down (the window's edge, the
/// safe area's bottom above the home indicator, or a tab bar's top), rose when the
/// keyboard came up, and stops short of the keyboard's top. That is the bar that floats
/// above the keyboard by the bottom safe area counted twice (RxKeyboard #84,
/// square/Listable #100) or by a tab bar's height not subtracted (freshOS/
/// KeyboardLayoutGuide #19, InputBarAccessoryView #30, SlackTextViewController #238); on
/// iOS a view pinned to the keyboard sits on it.
@MainActor
struct AuditGap {
  /// The bottom edges a view can sit on with the keyboard down, in window coordinates.
  let edges: [(y: CGFloat, name: String)]

  init(_ tester: ScreenTester, bars: [AuditChrome.Bar]) {
    let window = tester.window.bounds
    var edges: [(CGFloat, String)] = [(window.maxY, "the window's bottom")]
    let safe = tester.window.safeAreaInsets.bottom
    if safe > 0 { edges.append((window.maxY - safe, "the safe area's bottom")) }
    for bar in bars where bar.view is UITabBar {
      edges.append((bar.frame.minY, "\(bar.name)'s top"))
    }
    self.edges = edges
  }

  struct Problem {
    let view: UIView
    let detail: String
    let rects: [KeyboardAuditFinding.Rect]
  }

  /// Once the keyboard has settled: the outermost views docked on an edge before the tap
  /// (`before`) that the layout raised (not a scroll) and that end above the keyboard's
  /// top by more than a point.
  func problems(since before: AuditLayoutSnapshot, in tester: ScreenTester) -> [Problem] {
    let keyboardView = tester.keyboard.inputHostView
    guard tester.keyboard.isOnScreen else { return [] }
    let keyboard = tester.keyboard.keyboardPresentationFrame
    guard keyboard.height > 0, keyboard.minY < tester.window.bounds.maxY else { return [] }
    let tolerance = AuditOcclusion.tolerance
    var problems: [Problem] = []
    func visit(_ view: UIView) {
      guard view !== keyboardView, !view.isHidden, view.alpha > 0.01 else { return }
      if view is UINavigationBar || view is UITabBar { return }
      if view !== tester.window, AuditOcclusion.paints(view) || AuditChrome.isContent(view) || view is UIScrollView,
        let old = before.entries[ObjectIdentifier(view)]
      {
        let frame = tester.frame(of: view)
        let overKeyboard = min(frame.maxX, keyboard.maxX) - max(frame.minX, keyboard.minX) > tolerance
        // Risen by the layout, not carried up by a scroll (a field scrolled above the
        // keyboard is not docked to anything).
        let rise = old.frame.maxY - frame.maxY - before.scrolled(view).y
        if overKeyboard, rise > tolerance,
          let edge = edges.first(where: { abs($0.y - old.frame.maxY) <= tolerance })
        {
          let gap = keyboard.minY - frame.maxY
          if gap > 1 {
            let name = AuditFormat.name(of: view)
            problems.append(
              Problem(
                view: view,
                detail: "\(name) sat on \(edge.name) (\(AuditFormat.number(edge.y))) with the keyboard down and rose"
                  + " with it, but ends \(AuditFormat.number(gap)) pt above the keyboard's top"
                  + " (\(AuditFormat.number(keyboard.minY)))",
                rects: [.init("view: \(name)", frame), .init("keyboard", keyboard)]))
            return
          }
        }
      }
      for subview in view.subviews { visit(subview) }
    }
    visit(tester.window)
    return problems
  }
}
