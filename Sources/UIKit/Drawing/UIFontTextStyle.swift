import Foundation

extension UIFont {
  /// Dynamic Type's text styles, with iOS's raw values.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// Size and weight at the default text size ("Large"), from the iOS Dynamic Type
    /// table of Apple's Human Interface Guidelines (Typography → Specifications).
    var defaultMetrics: (size: CGFloat, weight: UIFont.Weight) {
      switch self {
      case .largeTitle: (34, .regular)
      case .title1: (28, .regular)
      case .title2: (22, .regular)
      case .title3: (20, .regular)
      case .headline: (17, .semibold)
      case .callout: (16, .regular)
      case .subheadline: (15, .regular)
      case .footnote: (13, .regular)
      case .caption1: (12, .regular)
      case .caption2: (11, .regular)
      default: (17, .regular)  // .body, and any style iOS adds later
      }
    }
  }

  /// The font for `style` at the default text size. The text size never changes here (no
  /// Settings app), so a view's `adjustsFontForContentSizeCategory` has nothing to follow.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    let metrics = style.defaultMetrics
    return systemFont(ofSize: metrics.size, weight: metrics.weight)
  }
}
