import Foundation
import UIKit
import UIKitTesting

/// Where every view of the screen is, for the drift check: each view's frame in window
/// coordinates (which scroll offsets move) and each scroll view's offset and content
/// inset. The keyboard's own views are left out.
@MainActor
struct AuditLayoutSnapshot {
  struct Entry {
    let view: UIView
    let frame: CGRect
    let boundsOrigin: CGPoint
    let contentInset: UIEdgeInsets?
    /// A scroll view's offsets that show no blank past its content (with its adjusted
    /// insets): from the top-left rest to the bottom-right one.
    let scrollRange: CGRect?
  }

  let entries: [ObjectIdentifier: Entry]
  /// The views in drawing order, so that drift is reported top-down.
  let order: [ObjectIdentifier]

  init(_ tester: ScreenTester) {
    let keyboard = tester.keyboard.inputHostView
    var entries: [ObjectIdentifier: Entry] = [:]
    var order: [ObjectIdentifier] = []
    func visit(_ view: UIView) {
      if view === keyboard { return }
      let id = ObjectIdentifier(view)
      let scrollView = view as? UIScrollView
      entries[id] = Entry(
        view: view, frame: tester.frame(of: view), boundsOrigin: view.bounds.origin,
        contentInset: scrollView?.contentInset, scrollRange: scrollView.map(Self.scrollRange(of:)))
      order.append(id)
      for subview in view.subviews { visit(subview) }
    }
    for subview in tester.window.subviews { visit(subview) }
    self.entries = entries
    self.order = order
  }

  /// How far `view` has moved since the snapshot by its ancestors' bounds alone (scroll
  /// offsets), now: what a move in the window less this is the layout's own.
  func scrolled(_ view: UIView) -> CGPoint {
    var scrolled = CGPoint.zero
    var parent = view.superview
    while let ancestor = parent {
      if let then = entries[ObjectIdentifier(ancestor)] {
        scrolled.x += ancestor.bounds.minX - then.boundsOrigin.x
        scrolled.y += ancestor.bounds.minY - then.boundsOrigin.y
      }
      parent = ancestor.superview
    }
    return scrolled
  }

  static func scrollRange(of scrollView: UIScrollView) -> CGRect {
    let inset = scrollView.adjustedContentInset
    let size = scrollView.bounds.size
    let low = CGPoint(x: -inset.left, y: -inset.top)
    let high = CGPoint(
      x: max(low.x, scrollView.contentSize.width - size.width + inset.right),
      y: max(low.y, scrollView.contentSize.height - size.height + inset.bottom))
    return CGRect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
  }

  /// A view that is not back where it was: its frame before and after.
  struct Move {
    let view: UIView
    let before: CGRect
    let after: CGRect
    let what: String
  }

  /// The views that moved between `self` and `later`, each only where the move starts: a
  /// view that moved with its superview (or with its scroll view's content) is not
  /// listed again. Views that came or went in between are not compared.
  func moves(to later: AuditLayoutSnapshot, tolerance: CGFloat = 0.01) -> [Move] {
    func differs(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) > tolerance }
    var moves: [Move] = []
    for id in order {
      guard let old = entries[id], let new = later.entries[id] else { continue }
      var what: [String] = []
      let dx = new.frame.minX - old.frame.minX
      let dy = new.frame.minY - old.frame.minY
      let resized = differs(new.frame.width, old.frame.width) || differs(new.frame.height, old.frame.height)
      var movedAlone = resized
      if differs(dx, 0) || differs(dy, 0) {
        // Moved with its superview: the superview's own move, less its scroll.
        if let superview = old.view.superview, let sOld = entries[ObjectIdentifier(superview)],
          let sNew = later.entries[ObjectIdentifier(superview)]
        {
          let ex = (sNew.frame.minX - sOld.frame.minX) - (sNew.boundsOrigin.x - sOld.boundsOrigin.x)
          let ey = (sNew.frame.minY - sOld.frame.minY) - (sNew.boundsOrigin.y - sOld.boundsOrigin.y)
          movedAlone = movedAlone || differs(dx, ex) || differs(dy, ey)
        } else {
          movedAlone = true
        }
      }
      if movedAlone {
        what.append(
          "frame \(AuditFormat.rect(old.frame)) → \(AuditFormat.rect(new.frame))")
      }
      // A scroll view left scrolled where it shows no blank past its content is where iOS
      // leaves it: the keyboard's hide resets the inset, not the offset, and keyboard code
      // does not restore it either, since a person may have scrolled meanwhile (Apple's
      // "Managing the Keyboard", listing 5-1; TPKeyboardAvoiding #153; IQKeyboardManager's
      // shouldRestoreScrollViewContentOffset, off by default, #233). Past the content it
      // is a band of blank (TPKeyboardAvoiding #18): drift.
      let leftScrolled = new.scrollRange.map { range in
        new.boundsOrigin.x >= range.minX - tolerance && new.boundsOrigin.x <= range.maxX + tolerance
          && new.boundsOrigin.y >= range.minY - tolerance && new.boundsOrigin.y <= range.maxY + tolerance
      }
      if leftScrolled != true,
        differs(new.boundsOrigin.x, old.boundsOrigin.x) || differs(new.boundsOrigin.y, old.boundsOrigin.y)
      {
        what.append("offset \(AuditFormat.point(old.boundsOrigin)) → \(AuditFormat.point(new.boundsOrigin))")
      }
      if let a = old.contentInset, let b = new.contentInset,
        differs(a.top, b.top) || differs(a.left, b.left) || differs(a.bottom, b.bottom) || differs(a.right, b.right)
      {
        what.append("content inset \(AuditFormat.insets(a)) → \(AuditFormat.insets(b))")
      }
      if !what.isEmpty {
        moves.append(Move(view: old.view, before: old.frame, after: new.frame, what: what.joined(separator: ", ")))
      }
    }
    return moves
  }
}
