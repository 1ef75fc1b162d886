import Foundation
@_spi(Lab) import KeyboardAudit
@_spi(Lab) import UIKit
import UIKitTesting

/// The lab's inspect mode: the pointer over the phone highlights the view under it and a
/// click selects it, instead of touching the screen; the panel then lists what places
/// the selected view — its frame as drawn, the constraints on it with their constants
/// and priorities, its content hugging and compression resistance — and the scene
/// outlines the keyboard's frame, the safe area and the keyboard layout guide.
@MainActor
public final class LabInspector {
  public var isInspecting = false {
    didSet { if !isInspecting { hovered = nil } }
  }
  public weak var hovered: UIView?
  public weak var selected: UIView?
  let phone: UIWindow
  private let reader: WindowReader

  public init(phone: UIWindow) {
    self.phone = phone
    reader = WindowReader(phone)
  }

  /// The frontmost view of the screen (not the keyboard's) whose frame as drawn holds
  /// `point` (phone points), whether or not it takes touches: a label is inspected too.
  public func view(at point: CGPoint) -> UIView? {
    let keyboard = phone.keyboardController.inputHostView
    func search(_ view: UIView) -> UIView? {
      guard !view.isHidden, view.alpha > 0.01, view !== keyboard else { return nil }
      for subview in view.subviews.reversed() {
        if let found = search(subview) { return found }
      }
      return view !== phone && reader.presentedFrame(of: view).contains(point) ? view : nil
    }
    return search(phone)
  }

  /// The constraints that place `view`: its own (width, height, aspect) and those of its
  /// ancestors whose first item it is (a sibling placed against it is that sibling's),
  /// active, in the order they were installed.
  public func constraints(placing view: UIView) -> [NSLayoutConstraint] {
    var found: [NSLayoutConstraint] = []
    var holder: UIView? = view
    while let current = holder {
      for constraint in current.constraints
      where constraint.isActive && constraint.firstItem === view {
        if !found.contains(where: { $0 === constraint }) { found.append(constraint) }
      }
      holder = current.superview
    }
    return found
  }

  /// The panel's text for the selected view.
  public func report() -> String? {
    guard let view = selected, view.window === phone else { return nil }
    let frame = reader.presentedFrame(of: view)
    var lines = ["\(AuditFormat.name(of: view))  frame \(AuditFormat.rect(frame)) (as drawn)"]
    for constraint in constraints(placing: view) {
      var line = "  \(constraint)  @\(Int(constraint.priority.rawValue))"
      // An animated constant, as drawn at this frame.
      let now = constraint.presentationConstant
      if abs(now - constraint.constant) > 0.005 { line += "  (now \(AuditFormat.number(now)))" }
      lines.append(line)
    }
    if lines.count == 1 { lines.append("  no constraints: placed by its frame") }
    func priority(_ value: UILayoutPriority) -> String { String(Int(value.rawValue)) }
    lines.append(
      "  hugging h \(priority(view.contentHuggingPriority(for: .horizontal)))"
        + " v \(priority(view.contentHuggingPriority(for: .vertical)))"
        + ", compression h \(priority(view.contentCompressionResistancePriority(for: .horizontal)))"
        + " v \(priority(view.contentCompressionResistancePriority(for: .vertical)))")
    return lines.joined(separator: "\n")
  }

  /// What the scene outlines over the phone, in phone points, with its colour; the
  /// label goes in the top-left corner, or the bottom-left one for the keyboard (whose
  /// top the guide's label takes).
  public func overlays() -> [(rect: CGRect, color: UIColor, label: String)] {
    guard isInspecting || selected != nil else { return [] }
    var result: [(CGRect, UIColor, String)] = []
    let bounds = phone.bounds
    let safe = bounds.inset(by: phone.safeAreaInsets)
    result.append((safe, UIColor(red: 0.1, green: 0.7, blue: 0.3, alpha: 1), "safe area"))
    let keyboard = phone.keyboardController
    // The keyboard layout guide spans from the keyboard's top (the safe area's bottom
    // while the keyboard is down) to the view's bottom.
    let guideTop = keyboard.isOnScreen ? keyboard.keyboardPresentationFrame.minY : safe.maxY
    result.append(
      (
        CGRect(x: 0, y: guideTop, width: bounds.width, height: max(0, bounds.maxY - guideTop)),
        UIColor(red: 1, green: 0.58, blue: 0, alpha: 1), "keyboardLayoutGuide"
      ))
    if keyboard.isOnScreen {
      result.append((keyboard.keyboardPresentationFrame, UIColor.systemBlue, "keyboard"))
    }
    if let hovered, hovered !== selected, hovered.window === phone {
      result.append((reader.presentedFrame(of: hovered), UIColor(white: 0.45, alpha: 1), ""))
    }
    if let selected, selected.window === phone {
      result.append(
        (
          reader.presentedFrame(of: selected), UIColor(red: 0.9, green: 0, blue: 0, alpha: 1),
          AuditFormat.name(of: selected)
        ))
    }
    return result
  }
}
