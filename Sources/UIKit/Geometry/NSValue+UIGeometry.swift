import Foundation

/// UIKit's geometry on `NSValue`, as iOS declares it (`NSValue(cgRect:)`, `cgRectValue`
/// and the point, size and edge-insets siblings): the keyboard's frames arrive in
/// userInfo as `NSValue`s, and the line most keyboard code has is
/// `(userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue`.
extension NSValue {
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  public convenience init(cgSize size: CGSize) { self.init(size: size) }

  /// Stored as Foundation's `NSEdgeInsets` (same four doubles): Foundation here cannot
  /// encode a struct of its own type into an `NSValue`.
  public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
    self.init(
      edgeInsets: NSEdgeInsets(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right)))
  }

  public var cgRectValue: CGRect { rectValue }
  public var cgPointValue: CGPoint { pointValue }
  public var cgSizeValue: CGSize { sizeValue }

  public var uiEdgeInsetsValue: UIEdgeInsets {
    let insets = edgeInsetsValue
    return UIEdgeInsets(
      top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
      right: CGFloat(insets.right))
  }

  /// Whether the value holds a `T` (its Objective-C type encoding is `T`'s).
  func holds(_ encoding: String) -> Bool {
    String(cString: objCType) == encoding
  }
}
