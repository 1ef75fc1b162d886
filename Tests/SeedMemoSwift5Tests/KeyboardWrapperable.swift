// swift-format-ignore-file
// (The post's code keeps the post's formatting: four-space indents, long lines.)
// Seed 004's `KeyboardWrapperable`, as the post writes it, compiled in Swift 5 language
// mode as the post's app is. One edit (docs/PORTING.md, "Memo screen (seed 004)"): the
// associated object behind `isEnabled` (`objc_getAssociatedObject`, which needs the
// Objective-C runtime) is a stored requirement, `isKeyboardWrapperEnabled`, that the
// adopter declares; `AssociatedKeys` goes with it.

import UIKit
import SnapKit
import RxSwift
import RxCocoa

protocol KeyboardWrapperable {
    var keyboardWrapperView: PassThroughView { get }
    var keyboardSafeAreaView: PassThroughView { get }
    var disposeBag: DisposeBag { get }
    var didChangeKeyboardHeight: ((CGFloat) -> Void)? { get }
    var isKeyboardWrapperEnabled: Bool { get nonmutating set }

    func setupKeybaordWrapper()
}

extension KeyboardWrapperable where Self: UIViewController {
    private var isEnabled: Bool {
        get {
            isKeyboardWrapperEnabled
        }
        nonmutating set {
            isKeyboardWrapperEnabled = newValue
        }
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
                
                let endFrameMinY = endFrame.origin.y
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
