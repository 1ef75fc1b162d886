import Foundation
import Testing

@testable import UIKit

/// The phone table against the published numbers, written out here by hand (sources as in
/// DeviceProfile+Catalogue.swift: [DS] codecampn/device_sim, [DF] flutter_device_preview's
/// device_frame, [TL] Tinder/Layout, [ST] swift-snapshot-testing, [ZK] zoul/ios-keyboards).
struct DeviceProfileTests {
  struct Published: Sendable, CustomTestStringConvertible {
    let name: String
    let width: CGFloat, height: CGFloat, scale: CGFloat
    /// Portrait top and bottom bands.
    let top: CGFloat, bottom: CGFloat
    /// Landscape side and bottom bands.
    let side: CGFloat, landscapeBottom: CGFloat
    /// The keyboard: portrait with the bar, landscape with the bar (the measured ones, or
    /// nil where the table holds an estimate).
    let portraitKeyboard: CGFloat?, landscapeKeyboard: CGFloat?
    var testDescription: String { name }
  }

  static let published: [Published] = [
    // [DS] iphone_se_gen3.dart: 375×667 @2x, 20/0, landscape 0, keyboard 260 / 200.
    Published(
      name: "iphone-se-3rd-gen", width: 375, height: 667, scale: 2, top: 20, bottom: 0, side: 0, landscapeBottom: 0,
      portraitKeyboard: 260, landscapeKeyboard: 200),
    // [DS] iphone_13_mini.dart, [ST] iPhone13Mini: 375×812 @3x, 50/34, 50/21, keyboard 336 / 209.
    Published(
      name: "iphone-13-mini", width: 375, height: 812, scale: 3, top: 50, bottom: 34, side: 50, landscapeBottom: 21,
      portraitKeyboard: 336, landscapeKeyboard: 209),
    // [DS] iphone_13.dart, [TL] iPhone14: 390×844 @3x, 47/34, 47/21, keyboard 336 / 219.
    Published(
      name: "iphone-14", width: 390, height: 844, scale: 3, top: 47, bottom: 34, side: 47, landscapeBottom: 21,
      portraitKeyboard: 336, landscapeKeyboard: 219),
    // [DF] iphone_16, [TL] iPhone14Pro: 393×852 @3x, 59/34, 59/21.
    Published(
      name: "iphone-16", width: 393, height: 852, scale: 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21,
      portraitKeyboard: nil, landscapeKeyboard: nil),
    // [DF] iphone_16_pro: 402×874 @3x, 62/34, 62/21.
    Published(
      name: "iphone-16-pro", width: 402, height: 874, scale: 3, top: 62, bottom: 34, side: 62, landscapeBottom: 21,
      portraitKeyboard: nil, landscapeKeyboard: nil),
    // [DF] iphone_16_plus, [TL] iPhone14ProMax: 430×932 @3x, 59/34, 59/21.
    Published(
      name: "iphone-16-plus", width: 430, height: 932, scale: 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21,
      portraitKeyboard: nil, landscapeKeyboard: nil),
    // [DF] iphone_16_pro_max: 440×956 @3x, 62/34, 62/21.
    Published(
      name: "iphone-16-pro-max", width: 440, height: 956, scale: 3, top: 62, bottom: 34, side: 62,
      landscapeBottom: 21, portraitKeyboard: nil, landscapeKeyboard: nil),
  ]

  @Test("Each phone's size, scale and safe areas are the published ones", arguments: published)
  func publishedGeometry(_ phone: Published) throws {
    let profile = try #require(DeviceProfile.named(phone.name))
    #expect(profile.name == phone.name)
    #expect(profile.size == CGSize(width: phone.width, height: phone.height))
    #expect(profile.scale == phone.scale)
    #expect(profile.safeAreaInsets == UIEdgeInsets(top: phone.top, left: 0, bottom: phone.bottom, right: 0))
    // The status bar is hidden in landscape: nothing at the top; the sensor band on both sides.
    #expect(
      profile.landscapeSafeAreaInsets
        == UIEdgeInsets(top: 0, left: phone.side, bottom: phone.landscapeBottom, right: phone.side))
  }

  @Test("The measured keyboard heights are the published ones", arguments: published)
  func publishedKeyboard(_ phone: Published) throws {
    let heights = try #require(DeviceProfile.named(phone.name)).keyboardHeights
    if let portrait = phone.portraitKeyboard { #expect(heights.portraitWithBar == portrait) }
    if let landscape = phone.landscapeKeyboard { #expect(heights.landscapeWithBar == landscape) }
  }

  @Test("Without its bar the keyboard is shorter in both orientations; landscape is shorter than portrait")
  func keyboardOrdering() {
    for profile in DeviceProfile.phones {
      let k = profile.keyboardHeights
      #expect(k.portraitWithoutBar < k.portraitWithBar, "\(profile.name)")
      #expect(k.landscapeWithoutBar < k.landscapeWithBar, "\(profile.name)")
      #expect(k.landscapeWithBar < k.portraitWithBar, "\(profile.name)")
    }
  }

  @Test("The keyboard without the bar: [ZK]'s 216 and 162 on the 375×667 phone, the bar off elsewhere")
  func keyboardWithoutBar() {
    let se = DeviceProfile.iPhoneSE.keyboardHeights
    #expect(se.portraitWithoutBar == 216 && se.landscapeWithoutBar == 162)
    // Estimates: 45 points of bar off in portrait on Face ID phones, 38 in landscape.
    let phone = DeviceProfile.iPhone14.keyboardHeights
    #expect(phone.portraitWithoutBar == 291 && phone.landscapeWithoutBar == 181)
    let mini = DeviceProfile.iPhone13Mini.keyboardHeights
    #expect(mini.portraitWithoutBar == 291 && mini.landscapeWithoutBar == 171)
    let plus = DeviceProfile.iPhone16Plus.keyboardHeights
    #expect(plus.portraitWithoutBar == 301 && plus.landscapeWithoutBar == 181)
  }

  @Test("The lab's keyboard keeps its heights: 216, 291 and 301 on the three phones it had")
  func labKeyboardHeights() {
    #expect(DeviceProfile.iPhoneSE.keyboardHeight == 216)
    #expect(DeviceProfile.iPhone14.keyboardHeight == 291)
    #expect(DeviceProfile.iPhone14ProMax.keyboardHeight == 301)
    #expect(DeviceProfile.iPhone13Mini.keyboardHeight == 291)
    #expect(DeviceProfile.iPhone16.keyboardHeight == 291)
    #expect(DeviceProfile.iPhone16Pro.keyboardHeight == 291)
    #expect(DeviceProfile.iPhone16ProMax.keyboardHeight == 301)
  }

  @Test("One profile per screen size, smallest first")
  func onePerSize() {
    #expect(
      DeviceProfile.phones.map(\.size) == [
        CGSize(width: 375, height: 667), CGSize(width: 375, height: 812), CGSize(width: 390, height: 844),
        CGSize(width: 393, height: 852), CGSize(width: 402, height: 874), CGSize(width: 430, height: 932),
        CGSize(width: 440, height: 956),
      ])
  }

  @Test(
    "Older names resolve to the profile of their screen size",
    arguments: [
      ("iphone-se", "iphone-se-3rd-gen"), ("iphone-se-2nd-gen", "iphone-se-3rd-gen"),
      ("iphone-12-mini", "iphone-13-mini"), ("iphone-12", "iphone-14"), ("iphone-12-pro", "iphone-14"),
      ("iphone-13", "iphone-14"), ("iphone-13-pro", "iphone-14"), ("iphone-14-pro", "iphone-16"),
      ("iphone-15", "iphone-16"), ("iphone-15-pro", "iphone-16"), ("iphone-14-pro-max", "iphone-16-plus"),
      ("iphone-15-plus", "iphone-16-plus"), ("iphone-15-pro-max", "iphone-16-plus"),
    ])
  func aliases(alias: String, name: String) {
    #expect(DeviceProfile.named(alias)?.name == name)
  }

  @Test("The names the scripts and tests use keep working")
  func oldStaticNames() {
    #expect(DeviceProfile.named("iphone-se") == .iPhoneSE)
    #expect(DeviceProfile.named("iphone-14") == .iPhone14)
    #expect(DeviceProfile.named("iphone-14-pro-max") == .iPhone14ProMax)
    #expect(DeviceProfile.iPhone14ProMax == .iPhone16Plus)
  }

  @Test("No name or alias belongs to two profiles")
  func namesAreUnique() {
    let names = DeviceProfile.all.flatMap { [$0.name] + $0.aliases }
    #expect(Set(names).count == names.count)
  }

  @Test(
    "Anything else is no phone", arguments: ["nokia", "", "IPHONE-14", "iphone-14 ", "iphone 14", "list", "iphone-17"])
  func unknownNames(name: String) {
    #expect(DeviceProfile.named(name) == nil)
  }

  @Test("A profile made with one keyboard height reports it everywhere, with no landscape bands")
  func plainInit() {
    let profile = DeviceProfile(
      name: "test", size: CGSize(width: 300, height: 600), scale: 2,
      safeAreaInsets: UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0), keyboardHeight: 250)
    #expect(profile.aliases.isEmpty)
    #expect(profile.landscapeSafeAreaInsets == .zero)
    for landscape in [false, true] {
      for bar in [false, true] {
        #expect(profile.keyboardHeights.height(landscape: landscape, predictiveBar: bar) == 250)
      }
    }
  }

  @Test("height(landscape:predictiveBar:) picks the matching one of the four")
  func heightLookup() {
    let heights = DeviceProfile.KeyboardHeights(
      portraitWithBar: 4, portraitWithoutBar: 3, landscapeWithBar: 2, landscapeWithoutBar: 1)
    #expect(heights.height(landscape: false, predictiveBar: true) == 4)
    #expect(heights.height(landscape: false, predictiveBar: false) == 3)
    #expect(heights.height(landscape: true, predictiveBar: true) == 2)
    #expect(heights.height(landscape: true, predictiveBar: false) == 1)
  }
}
