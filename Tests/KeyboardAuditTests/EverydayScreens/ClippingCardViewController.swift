import Foundation
import UIKit

/// A rounded card (a painted UIView with `clipsToBounds` and a 12-pt corner radius,
/// 120 pt tall, 20 pt below the safe area's top) holding a "Gift message" field inset
/// 16 pt on every side but the bottom (44 pt tall: 16–60 of the card's 120). No keyboard
/// code.
///
/// Expected: nothing anywhere. The card clips, but the field lies wholly inside it; the
/// card is the field's ancestor, drawn below it, not over it; and the card is far above
/// every keyboard (at most 62 + 140 pt down).
final class ClippingCardViewController: UIViewController {
  let card = UIView()
  let field = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    card.backgroundColor = .secondarySystemBackground
    card.clipsToBounds = true
    card.layer.cornerRadius = 12
    field.placeholder = "Gift message"
    field.borderStyle = .roundedRect
    card.translatesAutoresizingMaskIntoConstraints = false
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)
    card.addSubview(field)
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      card.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
      card.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
      card.heightAnchor.constraint(equalToConstant: 120),
      field.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
      field.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      field.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
      field.heightAnchor.constraint(equalToConstant: 44),
    ])
  }
}
