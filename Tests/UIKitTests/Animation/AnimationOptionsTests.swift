import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("UIViewAnimationOptions and UIViewAnimationCurve", .uikitRuntime)
struct AnimationOptionsTests {
  @Test("UIView.AnimationCurve raw values: easeInOut 0, easeIn 1, easeOut 2, linear 3")
  func curveRawValues() {
    #expect(UIViewAnimationCurve.easeInOut.rawValue == 0)
    #expect(UIViewAnimationCurve.easeIn.rawValue == 1)
    #expect(UIViewAnimationCurve.easeOut.rawValue == 2)
    #expect(UIViewAnimationCurve.linear.rawValue == 3)
  }

  @Test("AnimationCurve(rawValue: 7) exists: it is the keyboard's curve in its notifications")
  func curveSeven() {
    #expect(UIViewAnimationCurve(rawValue: 7) != nil)
    #expect(UIViewAnimationCurve(rawValue: 7) == .keyboard)
    #expect(UIViewAnimationCurve(rawValue: 7)?.timingCurve == .keyboard)
  }

  // iOS: AnimationCurve is an NS_ENUM, and Swift's init(rawValue:) of an imported C enum
  // accepts every Int; such a curve animates as easeInOut (UIKit's default).
  @Test("Every Int is a curve, as for iOS's imported enum; unknown ones animate as easeInOut")
  func unknownCurves() {
    #expect(UIViewAnimationCurve(rawValue: 4)?.rawValue == 4)
    #expect(UIViewAnimationCurve(rawValue: -1)?.rawValue == -1)
    #expect(UIViewAnimationCurve(rawValue: 4)?.timingCurve == .easeInOut)
    let curve = UIView.AnimationCurve(rawValue: 7)!
    #expect(curve.rawValue == 7)
    if let same = UIView.AnimationCurve(rawValue: 7) {
      #expect(same == curve)
    } else {
      Issue.record("UIView.AnimationCurve(rawValue: 7) is nil")
    }
  }

  /// How iOS code switches over the non-frozen enum. It compiles here without a warning,
  /// as on iOS, in both language modes (checked for Swift 5 with swiftc against the
  /// module; docs/PORTING.md, "UIKit animation").
  private func name(of curve: UIView.AnimationCurve) -> String {
    switch curve {
    case .easeInOut: "easeInOut"
    case .easeIn: "easeIn"
    case .easeOut: "easeOut"
    case .linear: "linear"
    @unknown default: "curve \(curve.rawValue)"
    }
  }

  @Test("A switch with @unknown default reaches the default for curve 7")
  func unknownDefault() {
    #expect(name(of: .easeIn) == "easeIn")
    #expect(name(of: .linear) == "linear")
    #expect(name(of: UIView.AnimationCurve(rawValue: 7)!) == "curve 7")
  }

  @Test("Each curve maps to its Core Animation timing function")
  func timingCurves() {
    #expect(UIViewAnimationCurve.easeInOut.timingCurve == .easeInOut)
    #expect(UIViewAnimationCurve.easeIn.timingCurve == .easeIn)
    #expect(UIViewAnimationCurve.easeOut.timingCurve == .easeOut)
    #expect(UIViewAnimationCurve.linear.timingCurve == .linear)
  }

  @Test(
    "AnimationOptions flag bits are UIKit's (layoutSubviews 1<<0 … overrideInheritedOptions 1<<9)")
  func flagBits() {
    #expect(UIViewAnimationOptions.layoutSubviews.rawValue == 1)
    #expect(UIViewAnimationOptions.allowUserInteraction.rawValue == 2)
    #expect(UIViewAnimationOptions.beginFromCurrentState.rawValue == 4)
    #expect(UIViewAnimationOptions.repeat.rawValue == 8)
    #expect(UIViewAnimationOptions.autoreverse.rawValue == 16)
    #expect(UIViewAnimationOptions.overrideInheritedDuration.rawValue == 32)
    #expect(UIViewAnimationOptions.overrideInheritedCurve.rawValue == 64)
    #expect(UIViewAnimationOptions.allowAnimatedContent.rawValue == 128)
    #expect(UIViewAnimationOptions.showHideTransitionViews.rawValue == 256)
    #expect(UIViewAnimationOptions.overrideInheritedOptions.rawValue == 512)
  }

  @Test("Curve options are a number in bits 16–19: 0, 1<<16, 2<<16, 3<<16")
  func curveBits() {
    #expect(UIViewAnimationOptions.curveEaseInOut.rawValue == 0)
    #expect(UIViewAnimationOptions.curveEaseIn.rawValue == 65536)
    #expect(UIViewAnimationOptions.curveEaseOut.rawValue == 131072)
    #expect(UIViewAnimationOptions.curveLinear.rawValue == 196608)
  }

  @Test("Transition options are a number in bits 20–23 (cross dissolve 5<<20)")
  func transitionBits() {
    #expect(UIViewAnimationOptions.transitionNone.rawValue == 0)
    #expect(UIViewAnimationOptions.transitionFlipFromLeft.rawValue == 1 << 20)
    #expect(UIViewAnimationOptions.transitionCrossDissolve.rawValue == 5_242_880)
    #expect(UIViewAnimationOptions.transitionFlipFromBottom.rawValue == 7 << 20)
    #expect(UIViewAnimationOptions.transitionCrossDissolve.transitionNumber == 5)
  }

  @Test("Options rawValue 458752 (the seed's keyboard options, 7 << 16) read as curve 7")
  func seedRawValue() {
    #expect(458752 == 7 << 16)
    #expect(UIViewAnimationOptions(rawValue: 458752).curve == .keyboard)
    #expect(UIViewAnimationOptions(rawValue: 458752).curve.rawValue == 7)
  }

  @Test("curve reads bits 16–19 regardless of the other options")
  func curveAmongFlags() {
    let options: UIViewAnimationOptions = [
      .beginFromCurrentState, .curveEaseOut, .transitionCrossDissolve,
    ]
    #expect(options.curve == .easeOut)
    #expect(UIViewAnimationOptions([.allowUserInteraction]).curve == .easeInOut)
    #expect(UIViewAnimationOptions.curveLinear.curve == .linear)
  }

  @Test("init(curve:) shifts the curve into bits 16–19, as keyboard code does by hand")
  func initCurve() {
    #expect(UIViewAnimationOptions(curve: .keyboard).rawValue == 458752)
    #expect(UIViewAnimationOptions(curve: .easeIn) == .curveEaseIn)
  }

  @Test("A curve number UIKit has no curve for reads as easeInOut, UIKit's default")
  func unknownCurveNumber() {
    #expect(UIViewAnimationOptions(rawValue: 5 << 16).curve == .easeInOut)
  }
}
