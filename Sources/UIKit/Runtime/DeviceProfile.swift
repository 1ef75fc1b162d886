import Foundation

/// A phone or an iPad the app imitates: screen size in points, scale, the safe-area bands
/// in both orientations, the display's corner radius and the system keyboard's heights.
/// The phones themselves, with the sources of their numbers, are in
/// DeviceProfile+Catalogue.swift, the iPads in DeviceProfile+Pads.swift.
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
  /// A phone or an iPad (`UIDevice.userInterfaceIdiom`, and the traits iOS gives them).
  public let idiom: UIUserInterfaceIdiom
  /// The display's corner radius in points (0: square corners, the home-button SE).
  public let displayCornerRadius: CGFloat
  /// iPad: the keyboard a person can float (iPadOS 13 and later), a phone's keyboard in a
  /// small movable window, with its bottom margin; nil on a phone.
  public let floatingKeyboardSize: CGSize?
  /// iPad: the shortcuts bar that stays at the bottom while a hardware keyboard is
  /// attached, as `keyboardFrameEndUserInfoKey` reports its height (portrait, landscape);
  /// nil on a phone, where nothing stays.
  public let hardwareKeyboardBarHeights: (portrait: CGFloat, landscape: CGFloat)?
  /// iPad: whether iPadOS offers the split keyboard. It does not on the 11-inch and
  /// 12.9-inch iPad Pros and their M4 successors ("the split keyboard isn't available on
  /// iPad Pro 11-inch and iPad Pro 12.9-inch", Apple Support, as Daring Fireball quoted it
  /// on 2018-12-18; the 13-inch Air's is an estimate: taken to have it, as the Airs do).
  public let hasSplitKeyboard: Bool

  /// A profile; one made without `keyboardHeights` reports `keyboardHeight` for every
  /// orientation and bar.
  public init(
    name: String, aliases: [String] = [], size: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets,
    landscapeSafeAreaInsets: UIEdgeInsets = .zero, keyboardHeight: CGFloat, keyboardHeights: KeyboardHeights? = nil,
    idiom: UIUserInterfaceIdiom = .phone, displayCornerRadius: CGFloat = 0, floatingKeyboardSize: CGSize? = nil,
    hardwareKeyboardBarHeights: (portrait: CGFloat, landscape: CGFloat)? = nil, hasSplitKeyboard: Bool = false
  ) {
    self.hasSplitKeyboard = hasSplitKeyboard
    self.name = name
    self.idiom = idiom
    self.displayCornerRadius = displayCornerRadius
    self.floatingKeyboardSize = floatingKeyboardSize
    self.hardwareKeyboardBarHeights = hardwareKeyboardBarHeights
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

  /// The phones, one profile per screen size, smallest first.
  public static let phones = [
    iPhoneSE, iPhone13Mini, iPhone14, iPhone16, iPhone16Pro, iPhone16Plus, iPhone16ProMax,
  ]

  /// The iPads, one profile per screen size, smallest first.
  public static let pads = [iPadMini, iPadAir11, iPadPro11, iPadAir13, iPadPro13]

  /// Every profile: the phones, then the iPads.
  public static let all = phones + pads

  /// Whether this is an iPad.
  public var isPad: Bool { idiom == .pad }

  public static func == (a: DeviceProfile, b: DeviceProfile) -> Bool {
    a.name == b.name && a.aliases == b.aliases && a.size == b.size && a.scale == b.scale
      && a.safeAreaInsets == b.safeAreaInsets && a.landscapeSafeAreaInsets == b.landscapeSafeAreaInsets
      && a.keyboardHeights == b.keyboardHeights && a.keyboardHeight == b.keyboardHeight && a.idiom == b.idiom
      && a.displayCornerRadius == b.displayCornerRadius && a.floatingKeyboardSize == b.floatingKeyboardSize
      && a.hardwareKeyboardBarHeights?.portrait == b.hardwareKeyboardBarHeights?.portrait
      && a.hardwareKeyboardBarHeights?.landscape == b.hardwareKeyboardBarHeights?.landscape
      && a.hasSplitKeyboard == b.hasSplitKeyboard
  }

  /// The profile with this name or alias (`iphone-16-pro-max`, `iphone-14-pro-max`, …).
  public static func named(_ name: String) -> DeviceProfile? {
    all.first { $0.name == name || $0.aliases.contains(name) }
  }
}
