import Foundation
import UIKit

/// A keyboardDidShow / keyboardDidHide handler that animates the bottom constraint with
/// `UIView.animate(withDuration:)` and `layoutIfNeeded()`: the field waits under the keys
/// while they slide, then glides to 10 pt above them (and back after the keys have gone).
/// "Query" rests 10 pt above the safe area's bottom; the glide is the keys' overlap less
/// the safe area's bottom: 162 (SE landscape) to 267 pt (16 Pro Max portrait).
///
/// Expected, with `duration` 0.6 s (36 frames, ease in-out, peak speed about twice the
/// mean of at most 267/36 = 7.4 pt a frame): nothing anywhere: a move after the keys stand
/// still is a jump only over 40 pt in a frame, and settled the field is above the keys.
/// DidShowFastViewController makes it 0.1 s (6 frames, a mean of 27–45 pt a frame
/// and a peak near twice that, over 40 on every phone): `jump` with the software
/// keyboard. Hardware: nothing.
class DidShowAnimatedViewController: UIViewController {
  var duration: TimeInterval { 0.6 }
  let field = UITextField()
  private var bottom: NSLayoutConstraint!
  private let observers = KeyboardObservers()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    field.placeholder = "Query"
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
      UIView.animate(withDuration: self.duration) { self.view.layoutIfNeeded() }
    }
    observers.observe(UIResponder.keyboardDidHideNotification, for: self) { [weak self] _ in
      guard let self else { return }
      self.bottom.constant = -10
      UIView.animate(withDuration: self.duration) { self.view.layoutIfNeeded() }
    }
  }
}

/// DidShowAnimatedViewController with a 0.1-s glide: `jump` (see there).
final class DidShowFastViewController: DidShowAnimatedViewController {
  override var duration: TimeInterval { 0.1 }
}
