import Foundation
import UIKit

/// Three fields near the top (20, 80 and 140 pt below the safe area's top, 44 pt tall),
/// each under a painted view added after it that lets touches through:
/// - "Behind a banner": an opaque banner over the whole field with
///   `isUserInteractionEnabled = false`. iOS's hit test skips it, so the tap focuses the
///   field, and the banner still hides it: covered, phase tap (not reach).
/// - "Behind a faded group": the same banner inside a container with `alpha = 0`: neither
///   drawn nor hit → clean.
/// - "Behind a clipped view": the banner inside a 0 × 0 container that clips to its
///   bounds: not drawn, and the container's `point(inside:)` keeps touches off it → clean.
///
/// Expected: `covered` in every case, with either keyboard, for "Behind a banner" only,
/// found after the tap. The keys never reach the fields (the lowest ends 184 pt below the
/// safe top, the keys' top is at least 204 below it).
final class PassThroughCoversViewController: UIViewController {
  let bannerField = UITextField()
  let fadedField = UITextField()
  let clippedField = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let rows: [(UITextField, String)] = [
      (bannerField, "Behind a banner"), (fadedField, "Behind a faded group"), (clippedField, "Behind a clipped view"),
    ]
    for (i, (field, name)) in rows.enumerated() {
      field.placeholder = name
      field.borderStyle = .roundedRect
      field.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(field)
      NSLayoutConstraint.activate([
        field.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
        field.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
        field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20 + CGFloat(i) * 60),
        field.heightAnchor.constraint(equalToConstant: 44),
      ])
      let banner = UIView()
      banner.backgroundColor = .systemOrange
      banner.isUserInteractionEnabled = i == 0 ? false : true
      banner.translatesAutoresizingMaskIntoConstraints = false
      let host: UIView
      switch i {
      case 0:
        host = view
      case 1:
        host = UIView()
        host.alpha = 0
      default:
        host = UIView()
        host.clipsToBounds = true
      }
      if host !== view {
        host.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(host)
        NSLayoutConstraint.activate([
          host.leadingAnchor.constraint(equalTo: field.leadingAnchor),
          host.topAnchor.constraint(equalTo: field.topAnchor),
          host.widthAnchor.constraint(equalToConstant: i == 1 ? 400 : 0),
          host.heightAnchor.constraint(equalToConstant: i == 1 ? 60 : 0),
        ])
      }
      host.addSubview(banner)
      NSLayoutConstraint.activate([
        banner.leadingAnchor.constraint(equalTo: field.leadingAnchor, constant: -4),
        banner.trailingAnchor.constraint(equalTo: field.trailingAnchor, constant: 4),
        banner.topAnchor.constraint(equalTo: field.topAnchor, constant: -4),
        banner.bottomAnchor.constraint(equalTo: field.bottomAnchor, constant: 4),
      ])
    }
  }
}
