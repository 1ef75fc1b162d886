import Foundation
import UIKit

/// A notes screen like FullScreenTextViewController, but with 80 short lines of
/// text, more than any screen shows: the text view fills the safe area's top and sides and
/// ends at `view.keyboardLayoutGuide`'s top. The tap at the view's centre puts the caret on
/// the line there.
///
/// Expected: nothing anywhere. The caret's line is at the view's centre, and the keys'
/// top is below it on every phone and orientation (portrait: centre at most ~(62 + 922)/2
/// = 492 on the 16 Pro Max against keys from 655; 14: 428 against 553; landscape, SE:
/// centre ~187 against 213; 14: ~184 against 209), so shrinking the view to the keys' top
/// leaves that line inside it and above them.
final class LongTextViewController: UIViewController {
  let textView = UITextView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    textView.text = (1...80).map { "Line \($0)" }.joined(separator: "\n")
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
