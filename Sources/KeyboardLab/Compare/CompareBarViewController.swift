import Foundation
import UIKit

/// The compare mode's bar under the phones: Focus all (each phone's first text input
/// at once), Dismiss all, the clock's speed, and the plot of the last keyboard animation
/// of every phone.
final class CompareBarViewController: UIViewController {
  let focusButton = UIButton(type: .system)
  let dismissButton = UIButton(type: .system)
  let speedControl = UISegmentedControl(items: LabState.rates.map(\.label))
  let plotView = CompareTimelinePlotView(frame: .zero)
  var onFocusAll: (() -> Void)?
  var onDismissAll: (() -> Void)?
  var onRate: ((Double) -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
    focusButton.setTitle("Focus all", for: .normal)
    focusButton.addAction(UIAction { [unowned self] _ in self.onFocusAll?() }, for: .touchUpInside)
    dismissButton.setTitle("Dismiss all", for: .normal)
    dismissButton.addAction(UIAction { [unowned self] _ in self.onDismissAll?() }, for: .touchUpInside)
    speedControl.selectedSegmentIndex = 0
    speedControl.addAction(
      UIAction { [unowned self] _ in
        let index = self.speedControl.selectedSegmentIndex
        if LabState.rates.indices.contains(index) { self.onRate?(LabState.rates[index].rate) }
      }, for: .valueChanged)
    let row = UIStackView(arrangedSubviews: [focusButton, dismissButton, speedControl])
    row.axis = .horizontal
    row.distribution = .fillEqually
    row.spacing = 12
    row.translatesAutoresizingMaskIntoConstraints = false
    plotView.layer.cornerRadius = 6
    plotView.clipsToBounds = true
    plotView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(row)
    view.addSubview(plotView)
    NSLayoutConstraint.activate([
      row.topAnchor.constraint(equalTo: view.topAnchor, constant: 12),
      row.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      row.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      row.heightAnchor.constraint(equalToConstant: 30),
      plotView.topAnchor.constraint(equalTo: row.bottomAnchor, constant: 12),
      plotView.leadingAnchor.constraint(equalTo: row.leadingAnchor),
      plotView.trailingAnchor.constraint(equalTo: row.trailingAnchor),
      plotView.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -12),
    ])
  }
}
