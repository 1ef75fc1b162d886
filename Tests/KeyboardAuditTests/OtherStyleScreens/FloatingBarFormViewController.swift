import Foundation
import UIKit

/// A form under a floating "Continue" bar, the way checkout screens are built: a
/// full-height UIScrollView (from the safe area's top to the view's bottom,
/// `contentInsetAdjustmentBehavior = .never`) with fourteen 44-pt fields every 60 pt
/// from y = 20, and over it a painted 64-pt bar on the keyboard layout guide. The scroll
/// view's bottom `contentInset` is always what the bar and the keyboard (or the home
/// indicator's band) hide of it: 64 + max(overlap, band), set on will-change-frame; when
/// the keyboard comes the offset is remembered and the active field scrolled into the
/// rest (`scrollRectToVisible(_:animated: true)`), when it goes the offset is restored.
///
/// Expected (iOS, a person): nothing anywhere. Every field can be scrolled above the bar
/// (the inset lets the content's end, 20 + 14 × 60 = 860, rise above it), tapped there,
/// stays above the bar and the keys, and comes back. Fields resting under the bar or
/// below the window are scrolled up by a person until they clear the bar before the
/// tap, as any field below the fold is.
final class FloatingBarFormViewController: UIViewController {
  let scrollView = UIScrollView()
  let bar = UIView()
  private(set) var fields: [UITextField] = []
  private var savedOffset: CGPoint?
  private var overlap: CGFloat = 0
  private let observers = OtherStyleKeyboardObservers()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    bar.backgroundColor = .systemBlue
    bar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    view.addSubview(bar)
    for i in 1...14 {
      let field = UITextField()
      field.placeholder = "Detail \(i)"
      field.borderStyle = .roundedRect
      scrollView.addSubview(field)
      fields.append(field)
    }
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 64),
      bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
    ])
    observers.observe(UIResponder.keyboardWillChangeFrameNotification, for: self) { [weak self] notification in
      guard let self,
        let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
      else { return }
      let keyboard = self.scrollView.convert(end, from: nil)
      self.overlap = max(0, self.scrollView.bounds.maxY - keyboard.minY)
      if self.overlap > 0 {
        if self.savedOffset == nil { self.savedOffset = self.scrollView.contentOffset }
        self.updateInset()
        if let active = self.fields.first(where: { $0.isFirstResponder }) {
          self.scrollView.scrollRectToVisible(active.frame, animated: true)
        }
      } else {
        if let saved = self.savedOffset { self.scrollView.setContentOffset(saved, animated: true) }
        self.savedOffset = nil
        self.updateInset()
      }
    }
  }

  private func updateInset() {
    scrollView.contentInset.bottom = 64 + max(overlap, view.safeAreaInsets.bottom)
    scrollView.verticalScrollIndicatorInsets.bottom = scrollView.contentInset.bottom
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let insets = view.safeAreaInsets
    let width = view.bounds.width - insets.left - insets.right - 40
    for (i, field) in fields.enumerated() {
      field.frame = CGRect(x: insets.left + 20, y: 20 + CGFloat(i) * 60, width: width, height: 44)
    }
    scrollView.contentSize = CGSize(width: view.bounds.width, height: 20 + CGFloat(fields.count) * 60)
    updateInset()
  }
}
