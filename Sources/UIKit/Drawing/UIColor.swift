import Foundation

/// An immutable sRGB colour, as UIKit's `UIColor`.
///
/// It is a `Sendable` value rather than main-actor state so that the system colours can
/// be `static let`s and colours can cross into the renderer freely.
public final class UIColor: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// Components in 0...1. Out-of-range inputs are clamped: there is no extended-range
  /// colour space here, and the renderer needs bytes.
  public let red: CGFloat
  public let green: CGFloat
  public let blue: CGFloat
  public let alpha: CGFloat

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = Self.clamp(red)
    self.green = Self.clamp(green)
    self.blue = Self.clamp(blue)
    self.alpha = Self.clamp(alpha)
  }

  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// `0xRRGGBB`, the way design specs (and Apple's colour tables) write colours.
  public convenience init(hex: UInt32, alpha: CGFloat = 1) {
    self.init(
      red: CGFloat((hex >> 16) & 0xFF) / 255,
      green: CGFloat((hex >> 8) & 0xFF) / 255,
      blue: CGFloat(hex & 0xFF) / 255,
      alpha: alpha)
  }

  /// 8-bit components given as integers, the form Apple publishes the system colours in.
  convenience init(red8: Int, green8: Int, blue8: Int, alpha: CGFloat = 1) {
    self.init(
      red: CGFloat(red8) / 255, green: CGFloat(green8) / 255, blue: CGFloat(blue8) / 255,
      alpha: alpha)
  }

  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// There is no Core Graphics here: `CGColor` is this same type, so the iOS idiom
  /// `layer.borderColor = color.cgColor` compiles unchanged.
  public var cgColor: CGColor { self }

  /// Component-wise blend in sRGB, as Core Animation interpolates `backgroundColor`.
  /// `fraction` is not clamped (a curve may overshoot); the components are.
  public func interpolated(to other: UIColor, fraction: CGFloat) -> UIColor {
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * fraction }
    return UIColor(
      red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
      alpha: mix(alpha, other.alpha))
  }

  /// Components rounded to bytes, straight (not premultiplied) alpha, for renderers.
  public var rgba8: (UInt8, UInt8, UInt8, UInt8) {
    func byte(_ c: CGFloat) -> UInt8 { UInt8((c * 255).rounded()) }
    return (byte(red), byte(green), byte(blue), byte(alpha))
  }

  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue
      && lhs.alpha == rhs.alpha
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
  }

  /// Same shape as iOS's `UIExtendedSRGBColorSpace r g b a` description, shortened.
  public var description: String {
    func format(_ c: CGFloat) -> String { String(format: "%.3f", Double(c)) }
    return
      "UIColor(r: \(format(red)), g: \(format(green)), b: \(format(blue)), a: \(format(alpha)))"
  }

  private static func clamp(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }
}

/// Core Graphics' colour type. With no Core Graphics on Linux, `CGColor` is `UIColor`
/// itself, so `CALayer.borderColor` and `color.cgColor` read as they do on iOS.
public typealias CGColor = UIColor

// Fixed colours, with UIKit's component values.
extension UIColor {
  public static let black = UIColor(white: 0, alpha: 1)
  public static let white = UIColor(white: 1, alpha: 1)
  public static let clear = UIColor(white: 0, alpha: 0)
  public static let gray = UIColor(white: 0.5, alpha: 1)
  public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
  public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
}

// Semantic and system colours: the light-mode values from Apple's Human Interface
// Guidelines colour tables (the app has no dark mode).
extension UIColor {
  public static let label = UIColor(hex: 0x000000)
  public static let secondaryLabel = UIColor(red8: 60, green8: 60, blue8: 67, alpha: 0.6)
  public static let tertiaryLabel = UIColor(red8: 60, green8: 60, blue8: 67, alpha: 0.3)
  public static let placeholderText = UIColor(red8: 60, green8: 60, blue8: 67, alpha: 0.3)
  public static let link = UIColor(hex: 0x007AFF)
  public static let separator = UIColor(red8: 60, green8: 60, blue8: 67, alpha: 0.29)
  public static let opaqueSeparator = UIColor(hex: 0xC6C6C8)

  public static let systemBackground = UIColor(hex: 0xFFFFFF)
  public static let secondarySystemBackground = UIColor(hex: 0xF2F2F7)
  public static let tertiarySystemBackground = UIColor(hex: 0xFFFFFF)
  public static let systemGroupedBackground = UIColor(hex: 0xF2F2F7)
  public static let secondarySystemGroupedBackground = UIColor(hex: 0xFFFFFF)
  /// The fill of a search field (and of other large controls), translucent grey.
  public static let tertiarySystemFill = UIColor(red8: 118, green8: 118, blue8: 128, alpha: 0.12)

  public static let systemBlue = UIColor(hex: 0x007AFF)
  public static let systemRed = UIColor(hex: 0xFF3B30)
  public static let systemGreen = UIColor(hex: 0x34C759)
  public static let systemOrange = UIColor(hex: 0xFF9500)
  public static let systemYellow = UIColor(hex: 0xFFCC00)
  public static let systemGray = UIColor(hex: 0x8E8E93)
  public static let systemGray2 = UIColor(hex: 0xAEAEB2)
  public static let systemGray3 = UIColor(hex: 0xC7C7CC)
  public static let systemGray4 = UIColor(hex: 0xD1D1D6)
  public static let systemGray5 = UIColor(hex: 0xE5E5EA)
  public static let systemGray6 = UIColor(hex: 0xF2F2F7)
}
