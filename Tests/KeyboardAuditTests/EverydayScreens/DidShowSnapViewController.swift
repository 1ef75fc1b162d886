import Foundation
import UIKit

/// A handler on keyboardDidShow / keyboardDidHide (a common mistake for the Will
/// notifications) that sets the bottom constraint's constant and nothing else: no
/// animation, no `layoutIfNeeded()`; the next layout pass applies it. The Did
/// notifications come after the slide, outside any animation block. "Search" rests 10 pt
/// above the safe area's bottom.
///
/// Expected, software keyboard: `jump`. While the keys slide up they cover "Search"; once
/// they stand still it snaps up in one frame by the keys' overlap less the safe area's
/// bottom (iPhone 14 portrait 291 − 34 = 257 pt; SE landscape 162), over the 40 pt the
/// rule allows, and ends 10 pt above the keys (so, settled, not covered). On hide it
/// stays up while the keys slide down, then snaps down (another jump). The constant goes
/// back: no drift. Hardware keyboard: nothing.
final class DidShowSnapViewController: UIViewController {
  let field = UITextField()
  private var bottom: NSLayoutConstraint!
  private let observers = KeyboardObservers()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    field.placeholder = "Search"
    field.borderStyle = .roundedRect
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(field)
    bottom = field.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -10)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
      field.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
      field.heightAnchor.constraint(equalToConstant: 40),
      bottom,
    ])
    observers.observe(UIResponder.keyboardDidShowNotification, for: self) { [weak self] notification in
      guard let self,
        let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
      else { return }
      let overlap = max(0, self.view.bounds.maxY - self.view.convert(end, from: nil).minY)
      self.bottom.constant = -10 - max(0, overlap - self.view.safeAreaInsets.bottom)
    }
    observers.observe(UIResponder.keyboardDidHideNotification, for: self) { [weak self] _ in
      self?.bottom.constant = -10
    }
  }
}
