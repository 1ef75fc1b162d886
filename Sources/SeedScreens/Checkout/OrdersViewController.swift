import Foundation
import UIKit

/// The shop's second tab: nothing to type, so that switching tabs with the keyboard up
/// shows it go with the form.
final class OrdersViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Orders"
    view.backgroundColor = .systemGroupedBackground
    let label = UILabel()
    label.text = "No orders yet"
    label.textAlignment = .center
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
    ])
  }
}
