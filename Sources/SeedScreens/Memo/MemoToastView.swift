import Foundation
import UIKit

/// A short message in a dark pill that fades in, stays 1.5 s and fades out ("Saved 12
/// characters"), like iOS's transient HUDs. It never takes touches.
final class MemoToastView: UIView {
  enum Metric {
    static let fadeInDuration: TimeInterval = 0.2
    static let visibleDuration: TimeInterval = 1.5
    static let fadeOutDuration: TimeInterval = 0.3
    static let horizontalPadding: CGFloat = 18
    static let verticalPadding: CGFloat = 10
  }

  let messageLabel = UILabel()
  /// Bumped by every `show`, so the fade-out of an earlier one does not cut a later one short.
  private var generation = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    alpha = 0
    backgroundColor = UIColor.black.withAlphaComponent(0.75)
    layer.cornerRadius = 18
    messageLabel.font = .systemFont(ofSize: 15, weight: .semibold)
    messageLabel.textColor = .white
    messageLabel.textAlignment = .center
    addSubview(messageLabel)
    messageLabel.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      messageLabel.topAnchor.constraint(equalTo: topAnchor, constant: Metric.verticalPadding),
      messageLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -Metric.verticalPadding),
      messageLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Metric.horizontalPadding),
      messageLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -Metric.horizontalPadding),
    ])
  }

  convenience init() {
    self.init(frame: .zero)
  }

  /// The message on screen now, or nil when the toast is faded out.
  var visibleMessage: String? { presentationAlpha > 0.01 ? messageLabel.text : nil }

  func show(_ message: String) {
    messageLabel.text = message
    generation += 1
    let shown = generation
    UIView.animate(
      withDuration: Metric.fadeInDuration, delay: 0, options: [],
      animations: { self.alpha = 1 },
      completion: { [weak self] _ in
        guard let self, self.generation == shown else { return }
        UIView.animate(
          withDuration: Metric.fadeOutDuration, delay: Metric.visibleDuration, options: [],
          animations: { self.alpha = 0 })
      })
  }
}
