import Foundation

extension UIView {
  /// The part of the view not covered by the window's status bar / notch band and home
  /// indicator band, as a guide.
  public var safeAreaLayoutGuide: UILayoutGuide { ownGuide(.safeArea) }

  /// The guide whose top follows the on-screen keyboard (iOS 15's `keyboardLayoutGuide`).
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    ownGuide(.keyboard) as! UIKeyboardLayoutGuide
  }

  private func ownGuide(_ role: LayoutGuideRole) -> UILayoutGuide {
    if let guide = layoutGuides.first(where: { $0.role == role }) { return guide }
    let guide = role == .keyboard ? UIKeyboardLayoutGuide(role: role) : UILayoutGuide(role: role)
    addLayoutGuide(guide)
    return guide
  }

  /// The insets of the safe area from the view's edges, from the last layout pass.
  public var safeAreaInsets: UIEdgeInsets {
    guard let window else { return .zero }
    let safe = window.bounds.inset(by: window.safeAreaInsetsOfDevice)
    let mine = convert(bounds, to: nil)
    return UIEdgeInsets(
      top: max(0, safe.minY - mine.minY), left: max(0, safe.minX - mine.minX),
      bottom: max(0, mine.maxY - safe.maxY), right: max(0, mine.maxX - safe.maxX))
  }
}
