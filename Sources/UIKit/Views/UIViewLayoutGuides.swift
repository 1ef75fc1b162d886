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
    guard let safe = safeAreaInWindow else { return .zero }
    return Self.insets(of: safe, in: convert(bounds, to: nil))
  }

  /// The safe area in window coordinates, nil out of a window. As iOS computes it: the
  /// window's device bands, and below a controller's root view also what that controller
  /// adds (`additionalSafeAreaInsets`, a navigation bar over it), on top of what the root
  /// view inherits from its superview's safe area. A view that is no controller's root
  /// inherits its superview's safe area unchanged.
  var safeAreaInWindow: CGRect? {
    guard let window else { return nil }
    guard let superview, self !== window else { return window.bounds.inset(by: window.safeAreaInsetsOfDevice) }
    guard
      let inherited = superview === window
        ? window.bounds.inset(by: window.safeAreaInsetsOfDevice) : superview.safeAreaInWindow
    else { return nil }
    guard let added = owningViewController?.safeAreaInsetsAdded, added != .zero else { return inherited }
    let frame = convert(bounds, to: nil)
    let insets = Self.insets(of: inherited, in: frame)
    return frame.inset(
      by: UIEdgeInsets(
        top: insets.top + added.top, left: insets.left + added.left, bottom: insets.bottom + added.bottom,
        right: insets.right + added.right))
  }

  /// How far `safe` lies inside `frame` at each edge (0 where it does not).
  private static func insets(of safe: CGRect, in frame: CGRect) -> UIEdgeInsets {
    UIEdgeInsets(
      top: max(0, safe.minY - frame.minY), left: max(0, safe.minX - frame.minX),
      bottom: max(0, frame.maxY - safe.maxY), right: max(0, frame.maxX - safe.maxX))
  }
}
