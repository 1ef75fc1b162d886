import Foundation
import UIKit

/// The audit must report `clipped` for "Referral code" on every phone in portrait (the
/// only orientation it supports): the scroll view's bottom follows the keyboard layout
/// guide, so the scroll view shrinks to end at the keys' top, and nothing scrolls the
/// field into view. The field sits 596–640 pt down the content, inside the smallest
/// resting scroll view (647 pt on iPhone SE) so a person taps it without scrolling, and
/// below the tallest shrunken one (593 pt on iPhone 16 Pro Max), so with the keyboard up
/// all of it lies outside the scroll view's bounds: the scroll view does not draw it,
/// and the keys do not cover it. With a hardware keyboard the guide stays at the safe
/// area's bottom, the scroll view keeps its size and the audit must report nothing.
final class ClippedByScrollViewController: UIViewController {
  static let fieldTop: CGFloat = 596

  let scrollView = UIScrollView()
  let contentView = UIView()
  let field = UITextField()

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    contentView.translatesAutoresizingMaskIntoConstraints = false
    field.translatesAutoresizingMaskIntoConstraints = false
    field.placeholder = "Referral code"
    field.borderStyle = .roundedRect
    view.addSubview(scrollView)
    scrollView.addSubview(contentView)
    contentView.addSubview(field)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      contentView.heightAnchor.constraint(equalToConstant: 1200),
      field.topAnchor.constraint(equalTo: contentView.topAnchor, constant: Self.fieldTop),
      field.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
      field.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
      field.heightAnchor.constraint(equalToConstant: 44),
    ])
  }
}
