import Foundation

/// An invisible rectangle that takes part in Auto Layout: spacing regions, the safe
/// area, the keyboard's top.
///
/// An `NSObject`, as on iOS.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, LayoutAnchorProviding {
  enum Role {
    /// Placed only by the constraints its user makes.
    case plain
    /// Its owning view's bounds inset by the window's safe area (iOS 11).
    case safeArea
    /// From the keyboard's top (or the safe-area bottom while it is hidden) to the
    /// owning view's bottom (iOS 15).
    case keyboard
  }

  let role: Role
  public var identifier: String = ""
  /// The view the guide belongs to.
  public internal(set) weak var owningView: UIView?

  public override init() {
    role = .plain
    super.init()
  }

  init(role: Role) {
    self.role = role
    super.init()
  }

  /// The guide's rectangle in its owning view's coordinates, from the last layout pass.
  /// A safe-area guide no constraint uses yet is not in the solver; its frame is then
  /// the owner's bounds less its safe-area insets, which is what solving would give.
  public internal(set) var layoutFrame: CGRect {
    get {
      if let solvedLayoutFrame { return solvedLayoutFrame }
      guard role == .safeArea, let owner = owningView else { return .zero }
      return CGRect(origin: .zero, size: owner.bounds.size).inset(by: owner.safeAreaInsets)
    }
    set { solvedLayoutFrame = newValue }
  }
  private var solvedLayoutFrame: CGRect?

  lazy var layoutVariables = LayoutVariables(name: identifier.isEmpty ? "\(role)Guide" : identifier)

  var layoutDebugName: String { identifier.isEmpty ? "UILayoutGuide(\(role))" : identifier }

  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

extension UIView {
  /// The part of the view not covered by the window's status bar / notch band and home
  /// indicator band, as a guide.
  public var safeAreaLayoutGuide: UILayoutGuide { ownGuide(.safeArea) }

  /// The guide whose top follows the on-screen keyboard (iOS 15's `keyboardLayoutGuide`).
  public var keyboardLayoutGuide: UILayoutGuide { ownGuide(.keyboard) }

  private func ownGuide(_ role: UILayoutGuide.Role) -> UILayoutGuide {
    if let guide = layoutGuides.first(where: { $0.role == role }) { return guide }
    let guide = UILayoutGuide(role: role)
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
