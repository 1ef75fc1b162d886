import Foundation
import UIKit

/// A "Bio" UITextView, 400 pt tall, 120 pt below the safe area's top, holding one line of
/// text, and no keyboard code. The keys cover its lower part (iPhone 14 portrait: 167–567
/// against keys from 553; in landscape it runs out of the window), but the line with the
/// caret is its first (a tap below the last line puts the caret at the end of the text),
/// about 128–148 pt from the top in landscape and further down in portrait, well above
/// every keyboard's top (204 pt or lower).
///
/// Expected: nothing anywhere: the audit checks a text view's caret line, not the whole
/// view; one line of text leaves nothing to scroll.
final class TallTextViewController: UIViewController {
  let textView = UITextView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    textView.text = "Bio"
    textView.backgroundColor = .secondarySystemBackground
    textView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(textView)
    NSLayoutConstraint.activate([
      textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 120),
      textView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      textView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
      textView.heightAnchor.constraint(equalToConstant: 400),
    ])
  }
}
