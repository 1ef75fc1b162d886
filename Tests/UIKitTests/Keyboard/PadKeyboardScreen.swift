import Foundation
import UIKit

/// A field at the top; a bar on the root's keyboard guide (which does not follow a lifted
/// keyboard); a box pinned to all four edges of a full-size child's guide, which does.
@MainActor
final class PadKeyboardScreen: UIViewController {
  let field = UITextField()
  let bar = UIView()
  let follower = UIView()
  let box = UIView()
  let pad = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    field.frame = CGRect(x: 20, y: 100, width: 300, height: 40)
    pad.frame = CGRect(x: 20, y: 160, width: 300, height: 40)
    pad.keyboardType = .numberPad
    follower.frame = view.bounds
    follower.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    for v in [follower, bar, field, pad] { view.addSubview(v) }
    follower.addSubview(box)
    follower.keyboardLayoutGuide.followsUndockedKeyboard = true
    for v in [bar, box] { v.translatesAutoresizingMaskIntoConstraints = false }
    let guide = follower.keyboardLayoutGuide
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 44),
      bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      box.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      box.topAnchor.constraint(equalTo: guide.topAnchor),
      box.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
  }
}
