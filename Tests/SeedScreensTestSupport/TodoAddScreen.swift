import Foundation
import SeedScreens
import UIKit

/// The todo-add screen in a fresh 390×844 key window (see `ScreenFixture`).
@MainActor
public final class TodoAddScreen: ScreenFixture {
  public let controller: TodoAddViewController

  public init() {
    controller = TodoAddViewController()
    super.init(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)))
    window.rootViewController = controller
    window.makeKeyAndVisible()
  }

  public var views: TodoAddViews { TodoAddViews(controller.view) }
  public var field: UITextField { views.field }
  public var textView: UITextView { views.textView }
  /// The field's top constraint's constant: 150 at rest, 120 with the keyboard up.
  public var constant: CGFloat { views.fieldTopConstraint.constant }

  /// A point on the screen's background: beside the inputs, above the keyboard.
  public let background = CGPoint(x: 195, y: 500)
}

/// What tests read of the todo-add screen, found under its root view as a reader
/// outside the screen's module finds it: by type, title and placeholder.
@MainActor
public struct TodoAddViews {
  public let root: UIView

  public init(_ root: UIView) {
    self.root = root
  }

  public var field: UITextField { root.only(UITextField.self, "the title field") }
  public var textView: UITextView { root.only(UITextView.self, "the content view") }
  public var addButton: UIButton { button("Add") }
  public var cancelButton: UIButton { button("Cancel") }
  /// The label under the text view that says what Add or Cancel did.
  public var statusLabel: UILabel {
    root.only(UILabel.self, "the status label") {
      $0.superview === root && $0.text != "New Todo"
    }
  }

  /// The handle the screen moves the field by: its top, to the screen's top.
  public var fieldTopConstraint: NSLayoutConstraint {
    guard let constraint = field.activeConstraint(.top) else {
      fatalError("the todo field has no active top constraint")
    }
    return constraint
  }

  private func button(_ title: String) -> UIButton {
    root.only(UIButton.self, title) { $0.title(for: .normal) == title }
  }
}
