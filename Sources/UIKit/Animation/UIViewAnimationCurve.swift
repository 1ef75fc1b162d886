import Foundation

/// `UIView.AnimationCurve` is declared in C (CUIKit) so that Swift imports it as it imports
/// iOS's NS_ENUM; `UIView` adds `typealias AnimationCurve` for it. What UIKit reads from a
/// curve number is here.
extension UIViewAnimationCurve {
  /// The keyboard's curve, 7, which `keyboardAnimationCurveUserInfoKey` carries. iOS has no
  /// name for it (code writes `UIView.AnimationCurve(rawValue: 7)!`), so neither does the
  /// public API here.
  static let keyboard = UIViewAnimationCurve(rawValue: 7)!

  /// Whether UIKit has a curve for this number: the four named ones and the keyboard's.
  var isKnown: Bool { (0...3).contains(rawValue) || self == .keyboard }

  /// The cubic Bézier the curve stands for; a number UIKit has no curve for animates as
  /// easeInOut, UIKit's default.
  public var timingCurve: TimingCurve {
    switch self {
    case .easeInOut: .easeInOut
    case .easeIn: .easeIn
    case .easeOut: .easeOut
    case .linear: .linear
    default: self == .keyboard ? .keyboard : .easeInOut
    }
  }
}
