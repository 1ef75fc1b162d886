import Foundation

/// Distances inward from each edge of a rectangle, as UIKit's `UIEdgeInsets`.
///
/// Positive values shrink a rectangle; negative values grow it (views use that for
/// larger touch targets).
public struct UIEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Same as `.zero`, as the memberwise `UIEdgeInsets()` is on iOS.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  public static let zero = UIEdgeInsets()

  public var description: String {
    "{\(top), \(left), \(bottom), \(right)}"
  }
}

extension CGRect {
  /// The rectangle shrunk by `insets`, as UIKit's `rect.inset(by:)`.
  ///
  /// This is plain arithmetic like `UIEdgeInsetsInsetRect`: insets wider than the
  /// rectangle give a negative size instead of `CGRect.null` (which is what
  /// `insetBy(dx:dy:)` would return), so callers can detect and clamp it themselves.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left,
      y: origin.y + insets.top,
      width: size.width - (insets.left + insets.right),
      height: size.height - (insets.top + insets.bottom))
  }
}
