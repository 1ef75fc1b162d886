import Foundation

/// UIKit's `UIView.AnimationOptions`, with UIKit's bit values (so raw values copied
/// from iOS code, such as the seed's `458752`, mean the same thing). `UIView` adds
/// `typealias AnimationOptions` for it.
public struct UIViewAnimationOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The options for animating with `curve`, as iOS code writes
  /// `AnimationOptions(rawValue: UInt(curve.rawValue << 16))` for keyboard animations.
  public init(curve: UIViewAnimationCurve) {
    self.init(rawValue: UInt(curve.rawValue) << Self.curveShift)
  }

  public static let layoutSubviews = UIViewAnimationOptions(rawValue: 1 << 0)
  public static let allowUserInteraction = UIViewAnimationOptions(rawValue: 1 << 1)
  public static let beginFromCurrentState = UIViewAnimationOptions(rawValue: 1 << 2)
  public static let `repeat` = UIViewAnimationOptions(rawValue: 1 << 3)
  public static let autoreverse = UIViewAnimationOptions(rawValue: 1 << 4)
  public static let overrideInheritedDuration = UIViewAnimationOptions(rawValue: 1 << 5)
  public static let overrideInheritedCurve = UIViewAnimationOptions(rawValue: 1 << 6)
  public static let allowAnimatedContent = UIViewAnimationOptions(rawValue: 1 << 7)
  public static let showHideTransitionViews = UIViewAnimationOptions(rawValue: 1 << 8)
  public static let overrideInheritedOptions = UIViewAnimationOptions(rawValue: 1 << 9)

  // The curve is a 4-bit number in bits 16–19, not a set of flags: easeInOut is 0, so
  // every options value "contains" it, exactly as on iOS. Read it with `curve`.
  public static let curveEaseInOut = UIViewAnimationOptions(rawValue: 0 << 16)
  public static let curveEaseIn = UIViewAnimationOptions(rawValue: 1 << 16)
  public static let curveEaseOut = UIViewAnimationOptions(rawValue: 2 << 16)
  public static let curveLinear = UIViewAnimationOptions(rawValue: 3 << 16)

  // The transition is likewise a number, in bits 20–23.
  public static let transitionNone = UIViewAnimationOptions(rawValue: 0 << 20)
  public static let transitionFlipFromLeft = UIViewAnimationOptions(rawValue: 1 << 20)
  public static let transitionFlipFromRight = UIViewAnimationOptions(rawValue: 2 << 20)
  public static let transitionCurlUp = UIViewAnimationOptions(rawValue: 3 << 20)
  public static let transitionCurlDown = UIViewAnimationOptions(rawValue: 4 << 20)
  public static let transitionCrossDissolve = UIViewAnimationOptions(rawValue: 5 << 20)
  public static let transitionFlipFromTop = UIViewAnimationOptions(rawValue: 6 << 20)
  public static let transitionFlipFromBottom = UIViewAnimationOptions(rawValue: 7 << 20)

  // And the preferred frame rate, in bits 24–27.
  public static let preferredFramesPerSecondDefault = UIViewAnimationOptions(rawValue: 0 << 24)
  public static let preferredFramesPerSecond60 = UIViewAnimationOptions(rawValue: 3 << 24)
  public static let preferredFramesPerSecond30 = UIViewAnimationOptions(rawValue: 7 << 24)

  static let curveShift: UInt = 16
  static let transitionShift: UInt = 20

  /// The curve in bits 16–19. Numbers UIKit has no curve for fall back to easeInOut,
  /// UIKit's default.
  public var curve: UIViewAnimationCurve {
    let curve = UIViewAnimationCurve(rawValue: Int((rawValue >> Self.curveShift) & 0xF))!
    return curve.isKnown ? curve : .easeInOut
  }

  /// The transition number in bits 20–23 (0 none … 5 cross dissolve … 7 flip from bottom).
  public var transitionNumber: Int {
    Int((rawValue >> Self.transitionShift) & 0xF)
  }
}
