import Foundation

/// An invisible rectangle that takes part in Auto Layout: spacing regions, the safe
/// area, the keyboard's top.
///
/// An `NSObject`, as on iOS. It lives with the views, not with Auto Layout's engine: its
/// API names its view (`owningView: UIView?`, as on iOS). The engine reaches it as a
/// `LayoutGuideItem`.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, LayoutAnchorProviding {
  let role: LayoutGuideRole
  public var identifier: String = ""
  /// The view the guide belongs to.
  public internal(set) weak var owningView: UIView?

  public override init() {
    role = .plain
    super.init()
  }

  init(role: LayoutGuideRole) {
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

  /// See `UIKeyboardLayoutGuide.usesBottomSafeArea`; other guides have no keyboard.
  var keyboardGuideUsesBottomSafeArea: Bool { true }
  /// See `UIKeyboardLayoutGuide.followsUndockedKeyboard`; other guides have no keyboard.
  var keyboardGuideFollowsUndockedKeyboard: Bool { false }

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

extension UILayoutGuide: LayoutGuideItem {
  var owningViewItem: (any LayoutViewItem)? { owningView }

  func takeFrameFromLayout(_ frame: CGRect, animatedIn context: AnimationContext?, animator: Animator) {
    layoutFrame = frame
  }

  /// A guide is not drawn: it has only its model frame.
  func takePresentationFrameFromLayout(_ frame: CGRect?) {}
  func isDrawn(at frame: CGRect) -> Bool { true }
}
