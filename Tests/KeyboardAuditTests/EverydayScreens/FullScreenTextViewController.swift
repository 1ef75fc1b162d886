import Foundation
import UIKit

/// A notes screen: one UITextView filling the safe area's top and sides and ending at
/// `view.keyboardLayoutGuide`'s top. One line of text, "Dear diary", so wherever the tap
/// lands the caret is on that first line.
///
/// Expected: nothing anywhere. The text view shrinks to the keys' top and its first line
/// (at the safe area's top) is far above them; it grows back on hide.
final class FullScreenTextViewController: UIViewController {
  let textView = UITextView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    textView.text = "Dear diary"
    textView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(textView)
    NSLayoutConstraint.activate([
      textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      textView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
      textView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
      textView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
    ])
  }
}
