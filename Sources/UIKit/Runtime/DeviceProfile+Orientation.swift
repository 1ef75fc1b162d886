import Foundation

extension DeviceProfile {
  /// The profile as the interface sees it in `orientation`: in landscape the size turns,
  /// the safe area is the landscape one (side bands, the shorter home-indicator band, no
  /// status bar) and the keyboard is the landscape keyboard. Everything that lays out
  /// reads this one; the profile itself stays the phone's, in portrait.
  public func oriented(_ orientation: UIInterfaceOrientation) -> DeviceProfile {
    guard orientation.isLandscape else { return self }
    let heights = keyboardHeights
    return DeviceProfile(
      name: name, aliases: aliases, size: CGSize(width: size.height, height: size.width), scale: scale,
      safeAreaInsets: landscapeSafeAreaInsets, landscapeSafeAreaInsets: safeAreaInsets,
      keyboardHeight: heights.landscapeWithoutBar,
      keyboardHeights: KeyboardHeights(
        portraitWithBar: heights.landscapeWithBar, portraitWithoutBar: heights.landscapeWithoutBar,
        landscapeWithBar: heights.portraitWithBar, landscapeWithoutBar: heights.portraitWithoutBar),
      idiom: idiom, displayCornerRadius: displayCornerRadius,
      floatingKeyboardSize: floatingKeyboardSize,
      hardwareKeyboardBarHeights: hardwareKeyboardBarHeights.map { (portrait: $0.landscape, landscape: $0.portrait) },
      hasSplitKeyboard: hasSplitKeyboard)
  }
}
