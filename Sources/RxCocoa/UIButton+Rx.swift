import RxSwift
import UIKit

@MainActor
extension Reactive where Base: UIButton {
  /// Taps: `.touchUpInside`.
  public var tap: ControlEvent<Void> {
    controlEvent(.touchUpInside)
  }
}
