import Foundation
import UIKit

/// Four fields near the top (16, 68, 120 and 172 pt below the safe area's top, 44 pt
/// tall), each with a view added after it:
/// - "Partly covered": an opaque red badge (80 × 24) over its right end, 10 pt down, not
///   over its centre: the tap reaches the field, and 60 × 24 pt of it stay under the badge
///   → covered (phase tap).
/// - "Under glass": a clear view 8 pt larger on every side, `isUserInteractionEnabled =
///   false`: paints nothing, takes no touch → clean.
/// - "Under a faded view": a red view 8 pt larger with `alpha = 0`: not drawn, and iOS's
///   hit test skips views under 0.01 alpha → clean.
/// - "Under a clear catcher": a clear view 8 pt larger that takes touches: it paints
///   nothing, but a finger on the field reaches the catcher → covered (phase reach).
///
/// Expected: `covered` in every case, with either keyboard, found for "Partly covered"
/// and "Under a clear catcher" only. No keyboard code; the keyboard never reaches a field
/// a tap can focus: the lowest ("Under a faded view") ends 164 pt below the safe top, the
/// keys' top is at least 204 below it (landscape iPhone 13 mini: 375 − 171).
final class OverlaysViewController: UIViewController {
  let partlyCovered = UITextField()
  let underGlass = UITextField()
  let underFaded = UITextField()
  let underCatcher = UITextField()
  let badge = UIView()
  let glass = UIView()
  let faded = UIView()
  let catcher = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    badge.backgroundColor = .systemRed
    glass.backgroundColor = .clear
    glass.isUserInteractionEnabled = false
    faded.backgroundColor = .systemRed
    faded.alpha = 0
    catcher.backgroundColor = .clear
    let pairs: [(UITextField, String, UIView)] = [
      (partlyCovered, "Partly covered", badge), (underGlass, "Under glass", glass),
      (underFaded, "Under a faded view", faded), (underCatcher, "Under a clear catcher", catcher),
    ]
    for (i, (field, name, cover)) in pairs.enumerated() {
      field.placeholder = name
      field.borderStyle = .roundedRect
      field.translatesAutoresizingMaskIntoConstraints = false
      cover.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(field)
      view.addSubview(cover)
      NSLayoutConstraint.activate([
        field.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
        field.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
        field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16 + CGFloat(i) * 52),
        field.heightAnchor.constraint(equalToConstant: 44),
      ])
      if cover === badge {
        NSLayoutConstraint.activate([
          badge.leadingAnchor.constraint(equalTo: field.trailingAnchor, constant: -60),
          badge.widthAnchor.constraint(equalToConstant: 80),
          badge.topAnchor.constraint(equalTo: field.topAnchor, constant: 10),
          badge.heightAnchor.constraint(equalToConstant: 24),
        ])
      } else {
        NSLayoutConstraint.activate([
          cover.leadingAnchor.constraint(equalTo: field.leadingAnchor, constant: -8),
          cover.trailingAnchor.constraint(equalTo: field.trailingAnchor, constant: 8),
          cover.topAnchor.constraint(equalTo: field.topAnchor, constant: -8),
          cover.bottomAnchor.constraint(equalTo: field.bottomAnchor, constant: 8),
        ])
      }
    }
  }
}
