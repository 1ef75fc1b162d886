import Foundation
import RxCocoa
import RxSwift
import SnapKit
import UIKit

// Seed 004's `KeyboardWrapperable`, as the post writes it. Two edits (docs/PORTING.md,
// "Memo screen (seed 004)"):
//
// - `@MainActor` on the protocol: in Swift 6 language mode the extension below touches
//   `view` and the views, which are main-actor isolated.
// - The associated-object flag `isEnabled` (`objc_getAssociatedObject`, which needs the
//   Objective-C runtime) is a stored requirement, `isKeyboardWrapperEnabled`: the flag
//   lives in the controller, as the associated object did, and dies with it.

/// A screen whose content ends at the keyboard's top: a transparent, touch-transparent
/// `keyboardWrapperView` pinned to the bottom, as high as the keyboard (priority high),
/// and a `keyboardSafeAreaView` above it for the content. Call `setupKeybaordWrapper()`
/// (the seed's spelling) once, in `viewDidLoad`.
@MainActor
protocol KeyboardWrapperable {
  var keyboardWrapperView: PassThroughView { get }
  var keyboardSafeAreaView: PassThroughView { get }
  var disposeBag: DisposeBag { get }
  var didChangeKeyboardHeight: ((CGFloat) -> Void)? { get }
  /// Whether `setupKeybaordWrapper()` ran (the seed keeps it in an associated object).
  /// Adopters declare `var isKeyboardWrapperEnabled = false`.
  var isKeyboardWrapperEnabled: Bool { get nonmutating set }

  func setupKeybaordWrapper()
}

extension KeyboardWrapperable where Self: UIViewController {
  private var isEnabled: Bool {
    get { isKeyboardWrapperEnabled }
    nonmutating set { isKeyboardWrapperEnabled = newValue }
  }

  func setupKeybaordWrapper() {
    guard !isEnabled else { return }
    isEnabled.toggle()

    setupLayout()
    observeKeyboardHeight()
  }

  private func setupLayout() {
    view.addSubview(keyboardWrapperView)
    view.addSubview(keyboardSafeAreaView)

    keyboardWrapperView.snp.makeConstraints {
      $0.leading.trailing.bottom.equalToSuperview()
      $0.height.equalTo(0).priority(.high)
    }

    keyboardSafeAreaView.snp.makeConstraints {
      $0.top.leading.trailing.equalToSuperview()
      $0.bottom.equalTo(keyboardWrapperView.snp.top)
    }
  }

  private func observeKeyboardHeight() {
    Observable<(Bool, Notification)>
      .merge(
        NotificationCenter.default.rx.notification(UIResponder.keyboardWillShowNotification)
          .map { notification in (true, notification) },
        NotificationCenter.default.rx.notification(UIResponder.keyboardWillHideNotification)
          .map { notification in (false, notification) }
      )
      .bind(with: self) { ss, tuple in
        let (isKeyboardUp, notification) = tuple
        let uesrInfo = notification.userInfo
        guard let endFrame = uesrInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }

        let shownKeyboardHeight = isKeyboardUp ? endFrame.height : 0
        ss.didChangeKeyboardHeight?(shownKeyboardHeight)

        ss.keyboardWrapperView.snp.updateConstraints {
          $0.height.equalTo(shownKeyboardHeight).priority(.high)
        }
        UIView.transition(
          with: ss.keyboardWrapperView,
          duration: 0.25,
          options: .init(rawValue: 458752),
          animations: ss.view.layoutIfNeeded
        )
      }
      .disposed(by: disposeBag)
  }
}
