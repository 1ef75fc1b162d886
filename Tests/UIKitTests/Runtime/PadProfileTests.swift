import Foundation
import Testing

@testable import UIKit

/// The iPad table against the published numbers, written out here by hand (sources as in
/// DeviceProfile+Pads.swift: [HIG] Apple's layout specifications, [DF] device_frame,
/// [DS] device_sim, [ST] swift-snapshot-testing, [BK] BezelKit, [CB] Cantoboard).
struct PadProfileTests {
  @Test("One iPad per current screen size, smallest first, every one @2x [HIG] [DF]")
  func sizes() {
    #expect(
      DeviceProfile.pads.map(\.size) == [
        CGSize(width: 744, height: 1133), CGSize(width: 820, height: 1180), CGSize(width: 834, height: 1210),
        CGSize(width: 1024, height: 1366), CGSize(width: 1032, height: 1376),
      ])
    #expect(DeviceProfile.pads.allSatisfy { $0.scale == 2 && $0.idiom == .pad && $0.isPad })
    #expect(DeviceProfile.phones.allSatisfy { $0.idiom == .phone && !$0.isPad })
    #expect(DeviceProfile.all == DeviceProfile.phones + DeviceProfile.pads)
  }

  @Test("24 points of status bar and the 20-point home indicator, in both orientations [ST] [DS]")
  func safeAreas() {
    for pad in DeviceProfile.pads {
      let bands = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
      #expect(pad.safeAreaInsets == bands, "\(pad.name)")
      #expect(pad.oriented(.landscapeRight).safeAreaInsets == bands, "\(pad.name)")
    }
  }

  @Test("The 13-inch keyboard is device_sim's 403 and 498 with the bar [DS]; an iPad's landscape keyboard is taller")
  func keyboardHeights() {
    let air13 = DeviceProfile.iPadAir13.keyboardHeights
    #expect(air13.portraitWithBar == 403 && air13.landscapeWithBar == 498)
    for pad in DeviceProfile.pads {
      let k = pad.keyboardHeights
      // iPads, unlike phones, have taller keys in landscape (313 against 398 on the 9.7-inch).
      #expect(k.landscapeWithBar > k.portraitWithBar, "\(pad.name)")
      // The bar: about 50 points (313 − 264 on the 9.7-inch).
      #expect(k.portraitWithBar - k.portraitWithoutBar == 50, "\(pad.name)")
      #expect(pad.keyboardHeight == k.portraitWithoutBar, "\(pad.name)")
      #expect(pad.oriented(.landscapeLeft).keyboardHeight == k.landscapeWithoutBar, "\(pad.name)")
    }
  }

  @Test("Corner radii from the simulators [BK]: 21.5 on the mini, 18 on the Airs, 30 on the M4 Pros")
  func cornerRadii() {
    #expect(DeviceProfile.iPadMini.displayCornerRadius == 21.5)
    #expect(DeviceProfile.iPadAir11.displayCornerRadius == 18)
    #expect(DeviceProfile.iPadAir13.displayCornerRadius == 18)
    #expect(DeviceProfile.iPadPro11.displayCornerRadius == 30)
    #expect(DeviceProfile.iPadPro13.displayCornerRadius == 30)
    #expect(DeviceProfile.iPhoneSE.displayCornerRadius == 0)
    #expect(DeviceProfile.iPhone14.displayCornerRadius == 47.33)
  }

  @Test("The floating keyboard is 320×254 [CB], the hardware keyboard's bar 68.5; a phone has neither")
  func floatingAndHardwareBar() {
    for pad in DeviceProfile.pads {
      #expect(pad.floatingKeyboardSize == CGSize(width: 320, height: 254), "\(pad.name)")
      #expect(pad.hardwareKeyboardBarHeights?.portrait == 68.5, "\(pad.name)")
    }
    #expect(DeviceProfile.phones.allSatisfy { $0.floatingKeyboardSize == nil && $0.hardwareKeyboardBarHeights == nil })
  }

  @Test("Split keyboard: not on the 11-inch and 13-inch iPad Pros (Apple Support), on the others")
  func splitKeyboard() {
    #expect(DeviceProfile.pads.filter(\.hasSplitKeyboard).map(\.name) == ["ipad-mini", "ipad-air-11", "ipad-air-13"])
    #expect(!DeviceProfile.phones.contains { $0.hasSplitKeyboard })
  }

  @Test(
    "Older and other names of the same screen size",
    arguments: [
      ("ipad-10th-gen", "ipad-air-11"), ("ipad-pro-12-9", "ipad-air-13"), ("ipad-mini-6th-gen", "ipad-mini"),
      ("ipad-pro-11-m4", "ipad-pro-11"), ("ipad-pro-13-m4", "ipad-pro-13"),
    ])
  func aliases(alias: String, name: String) {
    #expect(DeviceProfile.named(alias)?.name == name)
  }

  @Test("Landscape turns the size and keeps the iPad's own traits")
  func landscape() {
    let pro = DeviceProfile.iPadPro11.oriented(.landscapeRight)
    #expect(pro.size == CGSize(width: 1210, height: 834))
    #expect(pro.idiom == .pad && pro.displayCornerRadius == 30 && pro.floatingKeyboardSize != nil)
    #expect(!pro.hasSplitKeyboard)
  }
}
