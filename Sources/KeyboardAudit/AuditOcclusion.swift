import Foundation
import UIKit
import UIKitTesting

/// What hides part of an input once the keyboard has settled: the ancestors that clip it,
/// and then, of what they leave, what lies outside the window, under the keyboard or its
/// accessory, or under a view drawn above it.
@MainActor
struct AuditOcclusion {
  /// How far a rectangle may poke out before it counts: less than a pixel on any phone.
  static let tolerance: CGFloat = 0.5

  struct Problem {
    let kind: KeyboardAuditFinding.Kind
    let detail: String
    let rects: [KeyboardAuditFinding.Rect]
  }

  static func problems(of input: AuditInput, in tester: ScreenTester) -> [Problem] {
    let target = input.targetRect(in: tester)
    guard target.width > 0, target.height > 0 else { return [] }
    let what = input.view is UITextView ? "the line with the caret" : "the input"
    var problems: [Problem] = []
    let window = tester.window.bounds
    if !contains(window, target) {
      problems.append(
        Problem(
          kind: .covered,
          detail: "\(what) lies \(AuditFormat.number(cutLength(of: target, by: window))) pt outside the window",
          rects: [.init("input", target), .init("window", window)]))
    }
    // What lies outside the window is reported above: a clip that cuts only that (a
    // full-screen scroll view) cuts nothing a person could have seen.
    let onScreen = target.intersection(window)
    guard !onScreen.isNull, onScreen.width > tolerance, onScreen.height > tolerance else { return problems }
    var visible = onScreen

    // Ancestors that clip (scroll views do by default), innermost first.
    var parent = input.view.superview
    while let ancestor = parent, ancestor !== tester.window {
      if ancestor.clipsToBounds {
        let clip = tester.presentedFrame(of: ancestor)
        if !contains(clip, onScreen) {
          let cut = cutLength(of: onScreen, by: clip)
          problems.append(
            Problem(
              kind: .clipped,
              detail: "\(what) is cut by \(AuditFormat.name(of: ancestor)), which clips to its bounds:"
                + " \(AuditFormat.number(cut)) pt of it lies outside",
              rects: [.init("input", target), .init("clipping \(AuditFormat.name(of: ancestor))", clip)]))
        }
        visible = visible.intersection(clip)
      }
      parent = ancestor.superview
    }
    guard !visible.isNull, visible.width > tolerance, visible.height > tolerance else { return problems }

    if tester.keyboard.isOnScreen {
      let keyboard = tester.keyboard.keyboardPresentationFrame
      let overlap = visible.intersection(keyboard)
      if !overlap.isNull, overlap.height > tolerance, overlap.width > tolerance {
        var by = "the keyboard"
        var role = "keyboard"
        if let accessory = tester.firstResponder?.inputAccessoryView, accessory.window === tester.window {
          let bar = tester.presentedFrame(of: accessory)
          if overlap.maxY <= bar.maxY + tolerance {
            by = "the keyboard's accessory view"
            role = "accessory \(AuditFormat.name(of: accessory))"
          }
        }
        problems.append(
          Problem(
            kind: .covered,
            detail: "\(what) is \(AuditFormat.number(overlap.height)) of \(AuditFormat.number(visible.height)) pt"
              + " under \(by) (its top at \(AuditFormat.number(keyboard.minY)))",
            rects: [.init("input", target), .init(role, keyboard)]))
      }
    }

    if let (cover, rect) = coveringView(over: visible, input: input, tester: tester) {
      let overlap = visible.intersection(rect)
      problems.append(
        Problem(
          kind: .covered,
          detail: "\(AuditFormat.number(overlap.width))×\(AuditFormat.number(overlap.height)) pt of \(what)"
            + " lie under \(AuditFormat.name(of: cover)), drawn above it",
          rects: [.init("input", target), .init("above the input: \(AuditFormat.name(of: cover))", rect)]))
    }
    return problems
  }

  /// The first view drawn after the input (not inside it, not the keyboard) that paints
  /// over part of `rect`: a view with a background colour, or an image view with an
  /// image, or a navigation bar, tab bar or toolbar. Labels and buttons without a
  /// background do not count: their glyphs leave most of what is under them visible.
  static func coveringView(over rect: CGRect, input: AuditInput, tester: ScreenTester) -> (UIView, CGRect)? {
    let keyboard = tester.keyboard.inputHostView
    var passed = false
    var found: (UIView, CGRect)?
    func visit(_ view: UIView, clip: CGRect) {
      guard found == nil, view !== keyboard, !view.isHidden, view.alpha > 0.01 else { return }
      if view === input.view {
        passed = true
        return
      }
      let frame = tester.presentedFrame(of: view)
      if passed, paints(view) {
        let drawn = frame.intersection(clip).intersection(rect)
        if !drawn.isNull, drawn.width > tolerance, drawn.height > tolerance {
          found = (view, frame.intersection(clip))
          return
        }
      }
      let inner = view.clipsToBounds ? clip.intersection(frame) : clip
      for subview in view.subviews { visit(subview, clip: inner) }
    }
    visit(tester.window, clip: tester.window.bounds)
    return found
  }

  static func paints(_ view: UIView) -> Bool {
    // The system's bars draw their own translucent background, not a background colour.
    if view is UINavigationBar || view is UITabBar || view is UIToolbar { return true }
    if let color = view.backgroundColor, color.alpha > 0.01 { return true }
    if let image = view as? UIImageView, image.image != nil { return true }
    return false
  }

  static func contains(_ outer: CGRect, _ inner: CGRect) -> Bool {
    inner.minX >= outer.minX - tolerance && inner.maxX <= outer.maxX + tolerance
      && inner.minY >= outer.minY - tolerance && inner.maxY <= outer.maxY + tolerance
  }

  /// How far `rect` pokes out of `bounds` at its worst edge.
  static func cutLength(of rect: CGRect, by bounds: CGRect) -> CGFloat {
    max(0, bounds.minX - rect.minX, rect.maxX - bounds.maxX, bounds.minY - rect.minY, rect.maxY - bounds.maxY)
  }
}
