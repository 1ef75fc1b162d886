import Foundation
import Testing
import UIKit

@testable import KeyboardLab

/// The compare window's layout: phones of different sizes side by side at one scale, the
/// largest of 1, ¾, ½, ⅜ and ¼ at which the window fits 1 600 × 1 400 points. The iPhone
/// SE's square corners and every iPad's corners fit under the 16-point bezel, so each
/// device frame reaches 16 + 1 = 17 points out from its screen.
@MainActor
@Suite struct CompareLayoutTests {
  func places(_ devices: [DeviceProfile], _ orientation: UIInterfaceOrientation = .portrait) -> [CompareScene.Place] {
    devices.map { CompareScene.place(of: $0, orientation: orientation) }
  }

  @Test func everyFrameReachesSeventeenPointsOutOnTheSEAndTheIPads() {
    #expect(places([.iPhoneSE, .iPadMini, .iPadPro11, .iPadPro13]).map(\.frameWidth) == [17, 17, 17, 17])
  }

  /// Three SEs fit at full size, as phones did before iPads: 24 + 3 × (375 + 34 + 24)
  /// = 1 323 wide, 24 + 17 + 667 + 17 + 24 + the 260-point bar = 1 009 high.
  @Test func phonesOfOneSizeAreAtFullSize() {
    let three = places([.iPhoneSE, .iPhoneSE, .iPhoneSE])
    #expect(CompareScene.scale(for: three) == 1)
    let layout = CompareScene.layout(three, scale: 1)
    #expect(layout.size == CGSize(width: 1323, height: 1009))
    #expect(layout.screens.map(\.minX) == [41, 474, 907])
    #expect(layout.screens.allSatisfy { $0.minY == 41 && $0.size == CGSize(width: 375, height: 667) })
  }

  /// An SE beside an 11-inch iPad Pro: at full size the iPad's 1 210 + 34 points and the
  /// bar make 48 + 1 244 + 260 = 1 552, over 1 400; at ¾ it is 48 + 933 + 260 = 1 241,
  /// and 24 + (281.25 + 25.5 + 24) + (625.5 + 25.5 + 24) = 1 029.75 wide, 1 030 rounded up.
  /// The SE's screen is 24 + 12.75 in from the left and the top, 281.25 × 500.25; the
  /// iPad's starts 24 + 330.75 + 12.75 = 367.5 in, 625.5 × 907.5: one point is as long on
  /// both, as they are side by side on a desk.
  @Test func anIPhoneAndAnIPadAreDrawnAtOneScaleThatFitsTheDesktop() {
    let pair = places([.iPhoneSE, .iPadPro11])
    #expect(CompareScene.layout(pair, scale: 1).size == CGSize(width: 1349, height: 1552))
    #expect(CompareScene.scale(for: pair) == 0.75)
    let layout = CompareScene.layout(pair, scale: 0.75)
    #expect(layout.size == CGSize(width: 1030, height: 1241))
    #expect(
      layout.screens == [
        CGRect(x: 36.75, y: 36.75, width: 281.25, height: 500.25),
        CGRect(x: 367.5, y: 36.75, width: 625.5, height: 907.5),
      ])
    // A press at the iPad's screen's centre is the centre of its 834 × 1 210 points.
    #expect(
      CompareScene.point(CGPoint(x: 680.25, y: 490.5), in: layout.screens[1], scale: 0.75)
        == CGPoint(x: 417, y: 605))
  }

  /// Three 13-inch iPad Pros (1 032 × 1 376): ½ is 24 + 3 × (516 + 17 + 24) = 1 695 wide,
  /// over 1 600; ⅜ is 24 + 3 × (387 + 12.75 + 24) = 1 295.25, and 48 + 528.75 + 260 =
  /// 836.75 high.
  @Test func threeLargeIPadsAreDrawnAtThreeEighths() {
    let three = places([.iPadPro13, .iPadPro13, .iPadPro13])
    #expect(CompareScene.scale(for: three) == 0.375)
    #expect(CompareScene.layout(three, scale: 0.375).size == CGSize(width: 1296, height: 837))
  }

  /// Turned, three SEs are 667 wide each: 24 + 3 × (667 + 34 + 24) = 2 199 at full size and
  /// 1 673.25 at ¾, so ½: 24 + 3 × (333.5 + 17 + 24) = 1 147.5, 1 148 rounded up.
  @Test func turnedPhonesThatDoNotFitAreHalved() {
    let three = places([.iPhoneSE, .iPhoneSE, .iPhoneSE], .landscapeRight)
    #expect(three.map(\.screen) == Array(repeating: CGSize(width: 667, height: 375), count: 3))
    #expect(CompareScene.scale(for: three) == 0.5)
    #expect(CompareScene.layout(three, scale: 0.5).size.width == 1148)
  }
}
