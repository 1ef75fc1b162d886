import Foundation

// The phones, one per screen size. Where the numbers come from:
//
// [DS]  codecampn/device_sim, Flutter device configurations taken from the iOS simulator:
//       `size`, `devicePixelRatio`, `portraitPadding` / `landscapePadding` (the safe area)
//       and `…ViewInsetsIfKeyboard` (the keyboard's overlap of the window, i.e. its height,
//       with the simulator's default predictive bar: 260 on the 375×667 phone against
//       [ZK]'s 216 without it).
//       https://github.com/codecampn/device_sim/blob/01273670aba5186a716ef3ba4fce834e8beb0e22/lib/src/devices/
//       (iphone_se_gen3.dart, iphone_13_mini.dart, iphone_13.dart, iphone_13_pro.dart,
//       iphone_13_pro_max.dart)
// [DF]  aloisdeniel/flutter_device_preview, device_frame: `screenSize`, `pixelRatio`,
//       `safeAreas` (portrait) and `rotatedSafeAreas` (landscape).
//       https://github.com/aloisdeniel/flutter_device_preview/blob/12d47194d90e5e8c097e8a01da8db05eb673ca1d/device_frame/lib/src/devices/ios/iphone_16/device.dart
//       https://github.com/aloisdeniel/flutter_device_preview/blob/12d47194d90e5e8c097e8a01da8db05eb673ca1d/device_frame/lib/src/devices/ios/iphone_16_pro/device.dart
//       https://github.com/aloisdeniel/flutter_device_preview/blob/12d47194d90e5e8c097e8a01da8db05eb673ca1d/device_frame/lib/src/devices/ios/iphone_15_pro/device.dart
//       https://github.com/aloisdeniel/flutter_device_preview/blob/6d01e554963e03d0945d481876237c49d44b51ac/device_frame/lib/src/devices/ios/iphone_16_plus/device.dart
//       https://github.com/aloisdeniel/flutter_device_preview/blob/6d01e554963e03d0945d481876237c49d44b51ac/device_frame/lib/src/devices/ios/iphone_15_pro_max/device.dart
//       https://github.com/aloisdeniel/flutter_device_preview/blob/6d01e554963e03d0945d481876237c49d44b51ac/device_frame/lib/src/devices/ios/iphone_16_pro_max/device.dart
// [TL]  Tinder/Layout's snapshot configurations for the iPhone 14 family, portrait and
//       landscape safe areas.
//       https://github.com/Tinder/Layout/blob/ced14cd8dbbf1100176250f221cbe6fe27882cab/Tests/LayoutTests/Support/ViewImageConfig.swift
// [ST]  pointfreeco/swift-snapshot-testing's `ViewImageConfig` (iPhone8: landscape `.zero`;
//       iPhone12/iPhone13: 47 and 47/21; iPhone13Mini: 50 and 50/21).
//       https://github.com/pointfreeco/swift-snapshot-testing/blob/main/Sources/SnapshotTesting/Common/View.swift
// [SC]  kylebshr/ScreenCorners, the display corner radii iOS reports
//       (`_displayCornerRadius`), rounded: 0 on the home-button SE, 44 on the 13 mini,
//       47.33 on the 390-point phones, 55 on the 393- and 430-point ones, 62 on the 16 Pro
//       and Pro Max (an estimate for those two: the table predates them).
//       https://github.com/kylebshr/ScreenCorners
// [ZK]  zoul/ios-keyboards, the keyboard without the predictive bar on the 375×667 phone:
//       portrait 375×216, landscape 667×162.
//       https://github.com/zoul/ios-keyboards/blob/794620102e891b65fc2a4b7a1da32a16437ef312/README.md
//
// The estimates for the keyboard without its bar take the bar off the measured heights:
// 44 points in portrait on the 375×667 phone (260 [DS] − 216 [ZK]) and 45 on the Face ID
// phones, as the lab's 291 on the 390×844 phone (against its measured 336) has assumed;
// 38 in landscape (200 [DS] − 162 [ZK]).
extension DeviceProfile {
  /// iPhone SE (2nd and 3rd generation), 375×667 @2x [DS]: the 20-point status bar in
  /// portrait [DS]; no bands in landscape, where the status bar is hidden [DS] [ST].
  public static let iPhoneSE = phone(
    "iphone-se-3rd-gen", cornerRadius: 0, aliases: ["iphone-se", "iphone-se-2nd-gen"],
    size: CGSize(width: 375, height: 667), scale: 2,
    portrait: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
    landscape: .zero,
    keyboard: KeyboardHeights(
      portraitWithBar: 260,  // [DS] iphone_se_gen3.dart
      portraitWithoutBar: 216,  // [ZK]
      landscapeWithBar: 200,  // [DS] iphone_se_gen3.dart
      landscapeWithoutBar: 162))  // [ZK]

  /// iPhone 13 mini, 375×812 @3x [DS]: a 50-point notch band and the 34-point home
  /// indicator in portrait; 50 at the sides and 21 at the bottom in landscape [DS] [ST].
  public static let iPhone13Mini = phone(
    "iphone-13-mini", cornerRadius: 44,
    // estimate: the 12 mini is taken to match, the same 375×812 @3x screen and notch; the
    // one table found for it (device_frame, 44/44) also gives it @2x, which it is not.
    aliases: ["iphone-12-mini"],
    size: CGSize(width: 375, height: 812), scale: 3,
    portrait: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
    landscape: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50),
    keyboard: KeyboardHeights(
      portraitWithBar: 336,  // [DS] iphone_13_mini.dart
      portraitWithoutBar: 291,  // estimate: 336 less the 45-point bar (see above)
      landscapeWithBar: 209,  // [DS] iphone_13_mini.dart
      landscapeWithoutBar: 171))  // estimate: 209 less the 38-point landscape bar

  /// The default: iPhone 14 (and 13, 13 Pro, 12, 12 Pro), 390×844 @3x [DS]: a 47-point
  /// notch band and the 34-point home indicator in portrait; 47 at the sides and 21 at the
  /// bottom in landscape [DS] [TL] [ST].
  public static let iPhone14 = phone(
    "iphone-14", cornerRadius: 47.33, aliases: ["iphone-13", "iphone-13-pro", "iphone-12", "iphone-12-pro"],
    size: CGSize(width: 390, height: 844), scale: 3,
    portrait: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
    landscape: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
    keyboard: KeyboardHeights(
      portraitWithBar: 336,  // [DS] iphone_13.dart, iphone_13_pro.dart
      portraitWithoutBar: 291,  // estimate: 336 less the 45-point bar (see above)
      landscapeWithBar: 219,  // [DS] iphone_13.dart, iphone_13_pro.dart
      landscapeWithoutBar: 181))  // estimate: 219 less the 38-point landscape bar

  /// iPhone 16 (and 15, 15 Pro, 14 Pro), 393×852 @3x [DF]: the Dynamic Island's 59-point
  /// band and the home indicator in portrait; 59 at the sides and 21 at the bottom in
  /// landscape [DF] [TL]. The 15 has the 15 Pro's screen and island.
  public static let iPhone16 = phone(
    "iphone-16", cornerRadius: 55, aliases: ["iphone-15", "iphone-15-pro", "iphone-14-pro"],
    size: CGSize(width: 393, height: 852), scale: 3,
    portrait: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    landscape: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    keyboard: KeyboardHeights(
      // estimate: the 375- and 390-point Face ID phones both measure 336 [DS] (the keys do
      // not grow with the width below the Plus size); the 393-point one is taken to match.
      portraitWithBar: 336,
      portraitWithoutBar: 291,  // estimate: 336 less the 45-point bar
      // estimate: the 390-point phone's 219 [DS]; this screen's short side is 3 points longer.
      landscapeWithBar: 219,
      landscapeWithoutBar: 181))  // estimate: 219 less the 38-point landscape bar

  /// iPhone 16 Pro, 402×874 @3x [DF]: a 62-point Dynamic Island band and the home
  /// indicator in portrait; 62 at the sides and 21 at the bottom in landscape [DF].
  public static let iPhone16Pro = phone(
    "iphone-16-pro", cornerRadius: 62,
    size: CGSize(width: 402, height: 874), scale: 3,
    portrait: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
    landscape: UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
    keyboard: KeyboardHeights(
      // estimate: as the 390-point phone's 336 [DS]; 402 points is still below the
      // 414-point Plus width where iOS's keys grow (346 on the 428-point phone [DS]).
      portraitWithBar: 336,
      portraitWithoutBar: 291,  // estimate: 336 less the 45-point bar
      landscapeWithBar: 219,  // estimate: as the 390-point phone's 219 [DS]
      landscapeWithoutBar: 181))  // estimate: 219 less the 38-point landscape bar

  /// iPhone 16 Plus (and 15 Plus, 15 Pro Max, 14 Pro Max), 430×932 @3x [DF]: a 59-point
  /// Dynamic Island band and the home indicator in portrait; 59 at the sides and 21 at the
  /// bottom in landscape [DF] [TL].
  public static let iPhone16Plus = phone(
    "iphone-16-plus", cornerRadius: 55, aliases: ["iphone-14-pro-max", "iphone-15-plus", "iphone-15-pro-max"],
    size: CGSize(width: 430, height: 932), scale: 3,
    portrait: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    landscape: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    keyboard: KeyboardHeights(
      // estimate: measured 346 on the 428×926 13 Pro Max [DS] (iphone_13_pro_max.dart), the
      // same width class and home-indicator band; taken for the 430-point phone.
      portraitWithBar: 346,
      portraitWithoutBar: 301,  // estimate: 346 less the 45-point bar
      landscapeWithBar: 219,  // estimate: measured 219 on the 13 Pro Max [DS]
      landscapeWithoutBar: 181))  // estimate: 219 less the 38-point landscape bar

  /// The 14 Pro Max's name for the 430×932 profile.
  public static var iPhone14ProMax: DeviceProfile { iPhone16Plus }

  /// iPhone 16 Pro Max, 440×956 @3x [DF]: a 62-point Dynamic Island band and the home
  /// indicator in portrait; 62 at the sides and 21 at the bottom in landscape [DF].
  public static let iPhone16ProMax = phone(
    "iphone-16-pro-max", cornerRadius: 62,
    size: CGSize(width: 440, height: 956), scale: 3,
    portrait: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
    landscape: UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
    keyboard: KeyboardHeights(
      portraitWithBar: 346,  // estimate: as the 428-point 13 Pro Max's 346 [DS], the widest measured
      portraitWithoutBar: 301,  // estimate: 346 less the 45-point bar
      landscapeWithBar: 219,  // estimate: as the 13 Pro Max's 219 [DS]
      landscapeWithoutBar: 181))  // estimate: 219 less the 38-point landscape bar

  /// A phone whose lab keyboard is iOS's portrait keyboard without the bar (the bar is
  /// drawn inside it; see `keyboardHeight`).
  private static func phone(
    _ name: String, cornerRadius: CGFloat, aliases: [String] = [], size: CGSize, scale: CGFloat,
    portrait: UIEdgeInsets, landscape: UIEdgeInsets, keyboard: KeyboardHeights
  ) -> DeviceProfile {
    DeviceProfile(
      name: name, aliases: aliases, size: size, scale: scale, safeAreaInsets: portrait,
      landscapeSafeAreaInsets: landscape, keyboardHeight: keyboard.portraitWithoutBar, keyboardHeights: keyboard,
      displayCornerRadius: cornerRadius)
  }
}
