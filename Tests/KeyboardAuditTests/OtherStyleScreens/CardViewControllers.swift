import Foundation
import UIKit

/// A rounded, clipping card (`clipsToBounds`, painted, 100 pt tall) holding a "Card
/// number" field (44 pt, 16 pt from the card's top, sides and bottom: 16 + 44 + 40).
/// `MovingCardViewController` pins the card's bottom to the keyboard layout guide
/// (8 pt above it), `StuckCardViewController` pins the card to the safe area's
/// bottom and only the field to the guide: the field leaves the card it is drawn in.
class CardViewController: UIViewController {
  let card = UIView()
  let field = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    card.backgroundColor = .secondarySystemBackground
    card.clipsToBounds = true
    card.layer.cornerRadius = 14
    field.placeholder = "Card number"
    field.borderStyle = .roundedRect
    card.translatesAutoresizingMaskIntoConstraints = false
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)
    card.addSubview(field)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
      card.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
      card.heightAnchor.constraint(equalToConstant: 100),
      field.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      field.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
      field.heightAnchor.constraint(equalToConstant: 44),
    ])
    pin()
  }

  func pin() {}
}

/// Expected: nothing anywhere. The card (and the field 40 pt above its bottom) rides the
/// keyboard layout guide, whose top is the safe area's bottom without a keyboard and the
/// keys' top with one; the field stays inside the clipping card and above the keys.
/// Landscape: the card needs 108 pt above the keys; the shortest window less the tallest
/// landscape keyboard leaves 194.
final class MovingCardViewController: CardViewController {
  override func pin() {
    NSLayoutConstraint.activate([
      card.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
      field.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
    ])
  }
}

/// Expected, software keyboard: `clipped` only. The card stays at the safe area's bottom
/// (its top at H − band − 100) while the field follows the guide to 40 pt above the keys
/// (its bottom at H − kb − 40): the keys (162–301) are always taller than the band plus
/// 60, so the field ends wholly outside its card, which cuts all of it. Nothing of it is
/// left to lie under the keyboard. Hardware: the guide does not move; clean.
final class StuckCardViewController: CardViewController {
  override func pin() {
    NSLayoutConstraint.activate([
      card.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -40),
    ])
  }
}
