import Foundation
import UIKit

/// A message box that grows with its text: a UITextView with scrolling off (its height is
/// its text's, six lines of 17-pt text, about 6 × 20 + 16 = 136 pt), its bottom 12 pt above
/// the keyboard layout guide, so it grows upwards and its last line sits just above the
/// keys.
///
/// Expected: nothing anywhere. Wherever the tap puts the caret, its line is one of the
/// text view's, all of which end 12 pt above the keys (or the safe area); landscape
/// leaves at least 194 pt above the keys for its ~150. Hardware: the guide stays at the
/// safe area's bottom.
final class GrowingTextViewController: UIViewController {
  let message = UITextView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    message.isScrollEnabled = false
    message.font = .systemFont(ofSize: 17)
    message.backgroundColor = .secondarySystemBackground
    message.text = "Hi,\nthe parcel came\nbut the box\nwas open.\nCould you\nsend another?"
    message.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(message)
    NSLayoutConstraint.activate([
      message.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
      message.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
      message.topAnchor.constraint(greaterThanOrEqualTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      message.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -12),
    ])
  }
}
