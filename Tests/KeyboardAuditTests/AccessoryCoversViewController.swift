import Foundation
import UIKit

/// The audit must report `covered` for "Card number", by the input accessory alone, with
/// the software keyboard and with a hardware keyboard, on every phone and orientation.
///
/// The field has a 44-pt accessory bar. The handler lifts the field by the keyboard's
/// overlap less the bar's height, as if the bar were not part of the keyboard's frame: the
/// field (36 pt, 4 pt above the lift) ends just above the keys, inside the bar's 44 pt.
/// The field is pinned to the view's bottom edge rather than the safe area's, so with a
/// hardware keyboard, where only the bar comes up at the bottom of the screen and the
/// overlap less the bar is nothing, the field stays put inside the bar's 44 pt there too.
final class AccessoryCoversViewController: UIViewController {
  static let fieldHeight: CGFloat = 36
  static let gapBelowField: CGFloat = 4

  let field = UITextField()
  let accessoryBar = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
  private var bottomConstraint: NSLayoutConstraint!
  private var observers: [NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    accessoryBar.backgroundColor = .secondarySystemBackground
    field.placeholder = "Card number"
    field.borderStyle = .roundedRect
    field.inputAccessoryView = accessoryBar
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(field)
    bottomConstraint = field.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -Self.gapBelowField)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      field.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
      bottomConstraint,
      field.heightAnchor.constraint(equalToConstant: Self.fieldHeight),
    ])
    let center = NotificationCenter.default
    observers = [
      center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) {
        [weak self] notification in
        nonisolated(unsafe) let notification = notification
        MainActor.assumeIsolated { self?.keyboardWillShow(notification) }
      },
      center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) {
        [weak self] notification in
        nonisolated(unsafe) let screen = notification.object as AnyObject?
        MainActor.assumeIsolated {
          guard let self, screen === self.view.window?.screen else { return }
          self.bottomConstraint.constant = -Self.gapBelowField
          UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
        }
      },
    ]
  }

  private func keyboardWillShow(_ notification: Notification) {
    // Other windows' keyboards post here too.
    guard (notification.object as AnyObject?) === view.window?.screen,
      let endFrame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    else { return }
    let keyboard = view.convert(endFrame, from: view.window)
    let overlap = max(0, view.bounds.maxY - keyboard.minY)
    let keysOverlap = max(0, overlap - accessoryBar.frame.height)
    bottomConstraint.constant = -Self.gapBelowField - keysOverlap
    UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
  }

  isolated deinit {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
  }
}
