import Foundation

/// The system font at a size and weight, as UIKit's `UIFont`.
///
/// There is one typeface (whatever the SDL layer loads); a font is just the size and
/// weight to ask it for. Immutable and `Sendable` so fonts can be `static let`s.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
  public let pointSize: CGFloat
  public let weight: Weight

  private init(pointSize: CGFloat, weight: Weight) {
    self.pointSize = pointSize
    self.weight = weight
  }

  public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(pointSize: size, weight: weight)
  }

  public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
    UIFont(pointSize: size, weight: .bold)
  }

  public func withSize(_ size: CGFloat) -> UIFont {
    UIFont(pointSize: size, weight: weight)
  }

  /// UIKit's default sizes (`UIFont.systemFontSize`, `labelFontSize`, `buttonFontSize`).
  public static let systemFontSize: CGFloat = 14
  public static let labelFontSize: CGFloat = 17
  public static let buttonFontSize: CGFloat = 18

  /// Depends on the installed measurer (the real font's metrics under SDL), which is
  /// main-actor state; hence this one property is main-actor isolated.
  @MainActor
  public var lineHeight: CGFloat {
    TextMeasurement.current.lineHeight(of: self)
  }

  public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
    lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(pointSize)
    hasher.combine(weight)
  }

  public var description: String {
    "UIFont(system, \(pointSize)pt, weight \(weight.rawValue))"
  }
}

extension UIFont {
  /// Stroke weight on UIKit's scale (`UIFont.Weight`): 0 is regular, bolder is positive.
  public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: CGFloat

    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    public init(_ rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    public static func < (lhs: Weight, rhs: Weight) -> Bool {
      lhs.rawValue < rhs.rawValue
    }

    // The raw values Apple's UIFont.Weight constants have (as printed on iOS).
    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)
  }
}
