import Foundation

/// A phone the app imitates: screen size in points, scale, the safe-area bands and
/// the keyboard's height (portrait, English keyboard, predictive bar included).
public struct DeviceProfile: Sendable, Equatable {
  public let name: String
  public let size: CGSize
  public let scale: CGFloat
  public let safeAreaInsets: UIEdgeInsets
  public let keyboardHeight: CGFloat

  public init(name: String, size: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets, keyboardHeight: CGFloat) {
    self.name = name
    self.size = size
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
    self.keyboardHeight = keyboardHeight
  }

  public static let iPhoneSE = DeviceProfile(
    name: "iphone-se", size: CGSize(width: 375, height: 667), scale: 2,
    safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), keyboardHeight: 216)
  /// The default: 390×844 with a 47-point top band, a 34-point home-indicator band and a
  /// 291-point keyboard.
  public static let iPhone14 = DeviceProfile(
    name: "iphone-14", size: CGSize(width: 390, height: 844), scale: 3,
    safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), keyboardHeight: 291)
  public static let iPhone14ProMax = DeviceProfile(
    name: "iphone-14-pro-max", size: CGSize(width: 430, height: 932), scale: 3,
    safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), keyboardHeight: 301)

  public static let all = [iPhoneSE, iPhone14, iPhone14ProMax]

  /// The profile with this name (`iphone-se`, `iphone-14`, `iphone-14-pro-max`).
  public static func named(_ name: String) -> DeviceProfile? {
    all.first { $0.name == name }
  }
}
