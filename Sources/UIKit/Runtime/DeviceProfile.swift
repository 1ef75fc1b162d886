import Foundation

/// A phone the app imitates: screen size in points, scale, the safe-area bands in both
/// orientations and the system keyboard's heights. The phones themselves, with the
/// sources of their numbers, are in DeviceProfile+Catalogue.swift.
public struct DeviceProfile: Sendable, Equatable {
  /// Lower-case and hyphenated, after the newest phone of this screen size.
  public let name: String
  /// Older phones of the same screen size, which `named(_:)` also accepts.
  public let aliases: [String]
  /// Portrait, in points.
  public let size: CGSize
  public let scale: CGFloat
  /// Portrait: the status-bar band at the top and the home-indicator band at the bottom.
  public let safeAreaInsets: UIEdgeInsets
  /// Landscape (home indicator at the bottom): the sensor housing's band on both sides
  /// and a shorter home-indicator band; iPhones hide the status bar there, so the top is 0.
  public let landscapeSafeAreaInsets: UIEdgeInsets
  /// iOS's English keyboard as `keyboardFrameEndUserInfoKey` reports it.
  public let keyboardHeights: KeyboardHeights
  /// iOS's portrait keyboard without the predictive bar (the landscape one in a profile
  /// `oriented(_:)` to landscape): the lab's letter keyboard with the bar off, and its
  /// pads with the bar on or off (docs/PORTING.md, "Keyboard heights per type").
  public let keyboardHeight: CGFloat

  /// A profile; one made without `keyboardHeights` reports `keyboardHeight` for every
  /// orientation and bar.
  public init(
    name: String, aliases: [String] = [], size: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets,
    landscapeSafeAreaInsets: UIEdgeInsets = .zero, keyboardHeight: CGFloat, keyboardHeights: KeyboardHeights? = nil
  ) {
    self.name = name
    self.aliases = aliases
    self.size = size
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
    self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
    self.keyboardHeight = keyboardHeight
    self.keyboardHeights =
      keyboardHeights
      ?? KeyboardHeights(
        portraitWithBar: keyboardHeight, portraitWithoutBar: keyboardHeight, landscapeWithBar: keyboardHeight,
        landscapeWithoutBar: keyboardHeight)
  }

  /// One profile per screen size, smallest first.
  public static let all = [iPhoneSE, iPhone13Mini, iPhone14, iPhone16, iPhone16Pro, iPhone16Plus, iPhone16ProMax]

  /// The profile with this name or alias (`iphone-16-pro-max`, `iphone-14-pro-max`, …).
  public static func named(_ name: String) -> DeviceProfile? {
    all.first { $0.name == name || $0.aliases.contains(name) }
  }
}
