import Foundation

// The iPads, one per current screen size. Where the numbers come from:
//
// [HIG] Apple's Human Interface Guidelines, "Layout", Specifications: every iPad at @2x;
//       744×1133 (iPad mini 8.3-inch), 820×1180 (iPad 11-inch, iPad Air 11-inch),
//       1024×1366 (iPad Air 13-inch, iPad Pro 12.9-inch).
//       https://developer.apple.com/design/human-interface-guidelines/layout#Specifications
// [DF]  aloisdeniel/flutter_device_preview, device_frame: the M4 iPad Pros, 834×1210 and
//       1032×1376 @2x, safe areas 24 at the top and 20 at the bottom in portrait.
//       https://github.com/aloisdeniel/flutter_device_preview/blob/f945c051/device_frame/lib/src/devices/ios/ipad_pro_11_inches_m4/device.dart
//       https://github.com/aloisdeniel/flutter_device_preview/blob/f945c051/device_frame/lib/src/devices/ios/ipad_pro_13_inches_m4/device.dart
// [DS]  codecampn/device_sim, the 12.9-inch iPad Pro (5th generation, 1024×1366) from the
//       simulator: safe area 24/20 in both orientations, the keyboard's overlap with its
//       bar 403 in portrait and 498 in landscape, the 20-point home-indicator strip included.
//       https://github.com/codecampn/device_sim/blob/01273670aba5186a716ef3ba4fce834e8beb0e22/lib/src/devices/ipad_pro_129_gen5.dart
// [ST]  pointfreeco/swift-snapshot-testing's `ViewImageConfig.iPadPro11`: safe area 24 at
//       the top and 20 at the bottom in every orientation.
//       https://github.com/pointfreeco/swift-snapshot-testing/blob/main/Sources/SnapshotTesting/Common/View.swift
// [BK]  markbattistella/BezelKit, `_displayCornerRadius` from the simulators: 21.5 on the
//       iPad mini 6 and 7, 18 on the iPad Airs and the iPad Pros before the M4, 30 on the
//       M4 iPad Pros (25 on the iPad 10th generation, which shares the Air's screen size).
//       https://github.com/markbattistella/BezelKit/blob/08f1d15f/SupportedDeviceList.md
// [CB]  Cantoboard's keyboard-extension layout constants: the iPad's bar 55 points, the
//       floating keyboard 320×254 with the iPhone's layout.
//       https://github.com/Cantoboard/Cantoboard/blob/00f26bdd/CantoboardFramework/Keyboard/View/LayoutConstants.swift
// [OR]  openradar 38117524: the home-button 9.7-inch iPad's keyboard with its bar,
//       (0, 1024, 768, 313) in portrait and (0, 768, 1024, 398) in landscape; the same
//       keyboard without the bar is 264 and 352 (Wire's `KeyboardHeight`), so the bar costs
//       about 50 points. https://github.com/lionheart/openradar-mirror/issues/19513
// [HW]  With a hardware keyboard, the shortcuts bar alone: 55 points on a home-button iPad
//       (ionic-team/ionic-plugin-keyboard#273, "the actual height of the hardware keyboard
//       bar alone"); 68.5 with the home-indicator strip on the 11-inch M4 and a 13-inch
//       iPad, as two apps' tests record it (an estimate, two reports).
//
// Estimates, as docs/PORTING.md says: the safe areas of the iPad mini and the Airs (the
// same status bar and home indicator as the Pros [ST] [DF]); the landscape safe areas of
// the M4 Pros (device_frame puts the 24 at the sides, but iPadOS keeps the status bar at
// the top in landscape, as [DS] has it for the 12.9-inch); every docked keyboard height
// but the 13-inch class's two with the bar [DS]: rebuilt from [CB]'s key heights and rows
// plus the home-indicator strip, a formula that gives 405/498 for the 12.9-inch (against
// [DS]'s 403/498) and 318/396 for the 9.7-inch (against [OR]'s 313/398); and the bar's 50
// points taken off for the keyboard without it [OR].
extension DeviceProfile {
  /// iPad mini (6th generation and A17 Pro), 744×1133 @2x [HIG].
  public static let iPadMini = pad(
    "ipad-mini", aliases: ["ipad-mini-6th-gen", "ipad-mini-a17-pro"],
    size: CGSize(width: 744, height: 1133), cornerRadius: 21.5,  // [BK]
    keyboard: KeyboardHeights(
      portraitWithBar: 335, portraitWithoutBar: 285,  // estimates: [CB]'s 55-point keys, the bar [OR]
      landscapeWithBar: 426, landscapeWithoutBar: 376))  // estimates: [CB]'s 75-point keys

  /// iPad Air 11-inch (M2 and later), and the iPad 10th generation and A16 with the same
  /// 820×1180 @2x screen [HIG].
  public static let iPadAir11 = pad(
    "ipad-air-11", aliases: ["ipad-10th-gen", "ipad-a16", "ipad-air-5th-gen", "ipad-air-4th-gen"],
    size: CGSize(width: 820, height: 1180), cornerRadius: 18,  // [BK] (the Air's)
    keyboard: KeyboardHeights(
      portraitWithBar: 335, portraitWithoutBar: 285,  // estimates: [CB]'s 55-point keys, the bar [OR]
      landscapeWithBar: 418, landscapeWithoutBar: 368))  // estimates: [CB]'s 73-point keys

  /// iPad Pro 11-inch (M4), 834×1210 @2x [DF].
  public static let iPadPro11 = pad(
    "ipad-pro-11", aliases: ["ipad-pro-11-m4"],
    size: CGSize(width: 834, height: 1210), cornerRadius: 30,  // [BK]
    keyboard: KeyboardHeights(
      // estimates: the keys are sized by the width, so the 834-point-wide 11-inch Pros share
      // [CB]'s 56- and 75-point keys; the bar [OR].
      portraitWithBar: 339, portraitWithoutBar: 289,
      landscapeWithBar: 426, landscapeWithoutBar: 376),
    hasSplitKeyboard: false)

  /// iPad Air 13-inch (M2 and later), and the 12.9-inch iPad Pro (3rd to 6th generation)
  /// with the same 1024×1366 @2x screen [HIG].
  public static let iPadAir13 = pad(
    "ipad-air-13", aliases: ["ipad-pro-12-9"],
    size: CGSize(width: 1024, height: 1366), cornerRadius: 18,  // [BK]
    keyboard: KeyboardHeights(
      portraitWithBar: 403, portraitWithoutBar: 353,  // [DS]; without the bar an estimate [OR]
      landscapeWithBar: 498, landscapeWithoutBar: 448))  // [DS]; without the bar an estimate [OR]

  /// iPad Pro 13-inch (M4), 1032×1376 @2x [DF].
  public static let iPadPro13 = pad(
    "ipad-pro-13", aliases: ["ipad-pro-13-m4"],
    size: CGSize(width: 1032, height: 1376), cornerRadius: 30,  // [BK]
    keyboard: KeyboardHeights(
      // estimates: the 1024-point-wide 13-inch's [DS] figures, the same five-row layout.
      portraitWithBar: 403, portraitWithoutBar: 353,
      landscapeWithBar: 498, landscapeWithoutBar: 448),
    hasSplitKeyboard: false)

  /// An iPad: 24 points of status bar at the top and the 20-point home indicator at the
  /// bottom in both orientations (iPadOS shows the status bar in landscape too) [ST] [DF]
  /// [DS]; the floating keyboard 320×254 [CB]; the hardware keyboard's bar 68.5 [HW].
  private static func pad(
    _ name: String, aliases: [String], size: CGSize, cornerRadius: CGFloat, keyboard: KeyboardHeights,
    hasSplitKeyboard: Bool = true
  ) -> DeviceProfile {
    let bands = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    return DeviceProfile(
      name: name, aliases: aliases, size: size, scale: 2, safeAreaInsets: bands, landscapeSafeAreaInsets: bands,
      keyboardHeight: keyboard.portraitWithoutBar, keyboardHeights: keyboard, idiom: .pad,
      displayCornerRadius: cornerRadius, floatingKeyboardSize: CGSize(width: 320, height: 254),
      hardwareKeyboardBarHeights: (portrait: 68.5, landscape: 68.5), hasSplitKeyboard: hasSplitKeyboard)
  }
}
