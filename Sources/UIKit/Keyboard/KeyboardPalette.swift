import Foundation

/// The on-screen keyboard's colours for one `UIKeyboardAppearance`.
///
/// The light ones are iOS 16's light keyboard; the dark ones are iOS's dark keyboard as
/// KeyboardKit's colour assets match it (standardKeyboardBackground 0.173 grey = #2C2C2C,
/// standardButton #6B6B6B, standardDarkButtonBackground #474747, a black shadow at 70 %,
/// white glyphs).
struct KeyboardPalette {
  let background: UIColor
  let key: UIColor
  let functionKey: UIColor
  let shadow: UIColor
  let glyph: UIColor
  /// A disabled Return's title.
  let disabledGlyph: UIColor
  let actionKey: UIColor

  static let light = KeyboardPalette(
    background: UIColor(hex: 0xD1D3D9), key: UIColor(hex: 0xFFFFFF),
    functionKey: UIColor(hex: 0xABB0BA), shadow: UIColor(hex: 0x898A8D),
    glyph: UIColor(hex: 0x000000),
    // An estimate of iOS's grey, read off screenshots.
    disabledGlyph: UIColor(hex: 0x8A8A8E), actionKey: .systemBlue)

  static let dark = KeyboardPalette(
    background: UIColor(hex: 0x2C2C2C), key: UIColor(hex: 0x6B6B6B),
    functionKey: UIColor(hex: 0x474747),
    // The 70 % black shadow over the dark background, drawn opaque.
    shadow: UIColor(hex: 0x0D0D0D), glyph: UIColor(hex: 0xFFFFFF),
    disabledGlyph: UIColor(hex: 0x8E8E93), actionKey: .systemBlue)

  /// `.dark` (and its old name `.alert`) is dark; `.default` and `.light` are light, as
  /// iOS draws `.default` when the app is in light mode (the lab has no dark mode).
  static func forAppearance(_ appearance: UIKeyboardAppearance) -> KeyboardPalette {
    appearance == .dark ? .dark : .light
  }
}
