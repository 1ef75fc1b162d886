import Foundation
import UIKit

/// The shop's cart: what is in it, the total, and the button that pushes the checkout form.
final class CartViewController: UIViewController {
  static let items = [("Coffee beans, 1 kg", "€24.00"), ("Milk frother", "€39.00"), ("Ceramic mug", "€12.00")]

  let checkoutButton = UIButton(type: .system)

  init() {
    super.init(nibName: nil, bundle: nil)
    // Set before the view loads: the form pushed over the cart shows it in its back button.
    title = "Cart"
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    let rows = Self.items.map { name, price in Self.row(name, price) } + [Self.row("Total", "€75.00")]
    checkoutButton.setTitle("Checkout", for: .normal)
    checkoutButton.setTitleColor(.white, for: .normal)
    checkoutButton.backgroundColor = .systemBlue
    checkoutButton.layer.cornerRadius = 12
    checkoutButton.addAction(
      UIAction { [weak self] _ in
        self?.navigationController?.pushViewController(CheckoutViewController(), animated: true)
      }, for: .touchUpInside)
    let stack = UIStackView(arrangedSubviews: rows + [checkoutButton])
    stack.axis = .vertical
    stack.spacing = 12
    stack.setCustomSpacing(24, after: rows[rows.count - 1])
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
      checkoutButton.heightAnchor.constraint(equalToConstant: 50),
    ])
  }

  private static func row(_ name: String, _ price: String) -> UIView {
    let nameLabel = UILabel()
    nameLabel.text = name
    let priceLabel = UILabel()
    priceLabel.text = price
    priceLabel.textAlignment = .right
    let row = UIStackView(arrangedSubviews: [nameLabel, priceLabel])
    row.axis = .horizontal
    row.distribution = .fillEqually
    return row
  }
}
