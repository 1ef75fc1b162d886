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
    var safe = window.bounds.inset(by: window.safeAreaInsetsOfDevice)
    var chain: [UIView] = []
    var view: UIView? = self
    while let current = view, current !== window {
      chain.append(current)
      view = current.superview
    }
    for view in chain.reversed() {
      guard let added = view.owningViewController?.safeAreaInsetsAdded, added != .zero else { continue }
      let frame = view.convert(view.bounds, to: nil)
      let inherited = Self.insets(of: safe, in: frame)
      safe = frame.inset(
        by: UIEdgeInsets(
          top: inherited.top + added.top, left: inherited.left + added.left,
          bottom: inherited.bottom + added.bottom, right: inherited.right + added.right))
    }
    return safe
  }

  /// How far `safe` lies inside `frame` at each edge (0 where it does not).
  private static func insets(of safe: CGRect, in frame: CGRect) -> UIEdgeInsets {
    UIEdgeInsets(
      top: max(0, safe.minY - frame.minY), left: max(0, safe.minX - frame.minX),
      bottom: max(0, frame.maxY - safe.maxY), right: max(0, frame.maxX - safe.maxX))
  }
}
