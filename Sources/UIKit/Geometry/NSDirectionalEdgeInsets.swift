import Foundation

/// Distances inward from each edge of a rectangle, named by reading direction, as UIKit's
/// `NSDirectionalEdgeInsets`. The lab lays out left to right, so leading is left.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Same as `.zero`, as the memberwise `NSDirectionalEdgeInsets()` is on iOS.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  public static let zero = NSDirectionalEdgeInsets()

  public var description: String {
    "{\(top), \(leading), \(bottom), \(trailing)}"
  }

  /// The same insets by edge, left to right.
  var edgeInsets: UIEdgeInsets {
    UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
  }

  init(_ insets: UIEdgeInsets) {
    self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
  }
}
