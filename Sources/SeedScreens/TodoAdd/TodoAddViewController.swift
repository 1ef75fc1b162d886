import Foundation
import UIKit

/// Seed 002's controller: its root view is the `TodoAddView`; it receives the keyboard
/// notifications and forwards them to the view.
///
/// The seed registers `@objc` selectors; without the Objective-C runtime the observers
/// are closures (see docs/PORTING.md), removed in `deinit` so none outlives the controller.
public final class TodoAddViewController: UIViewController {
  // 할일 추가 화면 (the todo-add screen)
  let todoAddView = TodoAddView()

  public init() {
    super.init(nibName: nil, bundle: nil)
  }
  private var keyboardObservers: [NSObjectProtocol] = []

  public override func loadView() {
    view = todoAddView
  }

  /// The todos added so far, newest last.
  private(set) var todos: [String] = []

  public override func viewDidLoad() {
    super.viewDidLoad()
    todoAddView.addButton.addAction(UIAction { [weak self] _ in self?.addTodo() }, for: .touchUpInside)
    todoAddView.cancelButton.addAction(UIAction { [weak self] _ in self?.cancel() }, for: .touchUpInside)
    let center = NotificationCenter.default
    keyboardObservers = [
      center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) {
        [weak self] _ in
        MainActor.assumeIsolated { self?.keyboardWillShow() }
      },
      center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) {
        [weak self] _ in
        MainActor.assumeIsolated { self?.keyboardWillHide() }
      },
    ]
  }

  isolated deinit {
    for observer in keyboardObservers { NotificationCenter.default.removeObserver(observer) }
  }

  /// Adds the typed todo, clears the inputs and says what happened.
  func addTodo() {
    let title = (todoAddView.todoTitleTextField.text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    guard !title.isEmpty else {
      todoAddView.statusLabel.text = "Type a title first."
      return
    }
    todos.append(title)
    todoAddView.todoTitleTextField.text = ""
    todoAddView.todoContentTextView.text = ""
    view.endEditing(true)
    let count = todos.count == 1 ? "1 todo" : "\(todos.count) todos"
    todoAddView.statusLabel.text = "Added “\(title)” · \(count)"
  }

  /// Clears the inputs and puts the keyboard away.
  func cancel() {
    todoAddView.todoTitleTextField.text = ""
    todoAddView.todoContentTextView.text = ""
    view.endEditing(true)
    todoAddView.statusLabel.text = nil
  }

  // 키보드가 올라왔을 때 실행 (runs when the keyboard comes up)
  public func keyboardWillShow() {
    todoAddView.keyboardWillShow()
  }

  // 키보드가 내려왔을 때 (runs when the keyboard goes down)
  public func keyboardWillHide() {
    todoAddView.keyboardWillHide()
  }
}
