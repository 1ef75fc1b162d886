import Foundation
import UIKit

/// A "note for the courier" UITextView (100 pt tall) with a custom 48-pt
/// `inputAccessoryView` (a painted bar made with a frame, as apps make them), its
/// bottom 8 pt above the keyboard layout guide, which on iOS tracks the keyboard's whole
/// frame: the keys and the accessory on them.
///
/// Expected: nothing anywhere. Software keyboard: the text view ends 8 pt above the
/// accessory (iPhone 14 portrait: 844 − 291 − 48 − 8 = 497). Hardware keyboard: only the
/// accessory comes up, docked at the window's bottom (its top at H − 48), and the guide
/// follows it: the text view ends 8 pt above it (it sat 8 pt above the safe area, whose
/// band, 34 or 21, is shorter than 48). The line with the caret (the note is one line)
/// lies inside the text view.
final class AccessoryNoteViewController: UIViewController {
  let note = UITextView()
  let bar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 48))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    bar.backgroundColor = .secondarySystemBackground
    let done = UIButton(type: .system)
    done.setTitle("Done", for: .normal)
    done.frame = CGRect(x: 250, y: 4, width: 60, height: 40)
    done.autoresizingMask = [.flexibleLeftMargin]
    done.addAction(UIAction { [weak self] _ in self?.view.endEditing(true) }, for: .touchUpInside)
    bar.addSubview(done)
    note.text = "Leave it at the door"
    note.font = .systemFont(ofSize: 17)
    note.backgroundColor = .secondarySystemBackground
    note.inputAccessoryView = bar
    note.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(note)
    NSLayoutConstraint.activate([
      note.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
      note.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
      note.heightAnchor.constraint(equalToConstant: 100),
      note.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
    ])
  }
}
