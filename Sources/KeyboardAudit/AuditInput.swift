import Foundation
import UIKit
import UIKitTesting

/// A text input of the audited screen: the view, and the name findings give it.
@MainActor
@_spi(Lab) public struct AuditInput {
  public let view: UIView
  public let name: String

  /// The window's text inputs a person can use: text fields that are enabled and text
  /// views that are editable, shown (not hidden, not transparent, with a size) and
  /// taking touches, outside the keyboard (a field in an accessory comes with the
  /// keyboard, above it by construction). In drawing order, which is the order a view
  /// tree lists them; a name shared by two inputs gets their place (`#2`).
  public static func find(in tester: ScreenTester) -> [AuditInput] {
    let keyboard = tester.keyboard.inputHostView
    var views: [UIView] = []
    func visit(_ view: UIView) {
      if view === keyboard || view.isHidden || view.alpha < 0.01 || !view.isUserInteractionEnabled { return }
      if isEditable(view), view.bounds.width > 0, view.bounds.height > 0 { views.append(view) }
      // A text view's own subviews (its text, its placeholder) are not inputs of their own.
      if view is UITextField || view is UITextView { return }
      for subview in view.subviews { visit(subview) }
    }
    visit(tester.window)
    let names = views.map(baseName(of:))
    var seen: [String: Int] = [:]
    return zip(views, names).map { view, name in
      let count = names.filter { $0 == name }.count
      guard count > 1 else { return AuditInput(view: view, name: name) }
      seen[name, default: 0] += 1
      return AuditInput(view: view, name: "\(name) #\(seen[name]!)")
    }
  }

  public static func isEditable(_ view: UIView) -> Bool {
    switch view {
    case let field as UITextField: field.isEnabled
    case let textView as UITextView: textView.isEditable
    default: false
    }
  }

  /// The class, and what the input says to a person: its placeholder, else the start of
  /// its text.
  public static func baseName(of view: UIView) -> String {
    let type = String(describing: Swift.type(of: view))
    var label = ""
    if let field = view as? UITextField {
      label = field.placeholder ?? ""
      if label.isEmpty { label = field.text ?? "" }
    } else if let textView = view as? UITextView {
      label = textView.text ?? ""
    }
    label = label.split(separator: "\n").first.map(String.init) ?? ""
    if label.count > 24 { label = String(label.prefix(23)) + "…" }
    return label.isEmpty ? type : "\(type) \"\(label)\""
  }

  /// What must be visible while it is edited, in window coordinates as drawn: the whole
  /// field, or for a text view the line with the caret across the view's width.
  public func targetRect(in tester: ScreenTester) -> CGRect {
    let frame = tester.presentedFrame(of: view)
    guard let textView = view as? UITextView, let selection = textView.selectedTextRange else { return frame }
    let caret = textView.caretRect(for: selection.end)
    let origin = textView.convert(caret.origin, to: nil)
    let shift = frame.minY - tester.frame(of: textView).minY
    return CGRect(x: frame.minX, y: origin.y + shift, width: frame.width, height: caret.height)
  }
}
