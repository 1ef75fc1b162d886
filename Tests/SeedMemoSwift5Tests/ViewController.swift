// swift-format-ignore-file
// (The post's code keeps the post's formatting: four-space indents, long lines.)
// Seed 004's `ViewController`, as the post writes it, compiled in Swift 5 language mode.
// The post elides ("...") the views' declarations and `viewDidLoad`; they are written
// here as plainly as the post's code needs them (the stack view's set-up is the author's
// project's, see docs/PORTING.md). The one edit: `isKeyboardWrapperEnabled`, the
// associated object's replacement (see KeyboardWrapperable.swift).

import UIKit
import Then
import SnapKit
import RxSwift

class ViewController: UIViewController, KeyboardWrapperable {
    private enum Policy {
        static let countOfText = 700
    }
    private enum Metric {
        static let scrollViewTopSpacing = 30.0
        static let textViewHeight = UIScreen.main.bounds.height * 0.5
        static let stackViewSpacing = 10.0
        static let spacing = 30.0
        static let buttonHeight = 80.0
        static let bottomSpacing = 30.0
        static var interSpacing: CGFloat {
            let safeInset = UIApplication.shared.windows.first?.safeAreaInsets ?? .zero
            return UIScreen.main.bounds.height - (scrollViewTopSpacing + textViewHeight + buttonHeight + bottomSpacing + safeInset.top + safeInset.bottom)
        }
    }

    // The elided part: the views and the bag.
    let scrollView = UIScrollView()
    let stackView = UIStackView().then {
        $0.axis = .vertical
        $0.alignment = .center
        $0.distribution = .fill
        $0.spacing = Metric.stackViewSpacing
    }
    let textView = UITextView()
    let interSpacerView = UIView()
    let button = UIButton().then {
        $0.setTitle("완료", for: .normal)
        $0.backgroundColor = .systemBlue
    }
    let bottomSpacerView = UIView()
    let disposeBag = DisposeBag()
    
    var keyboardWrapperView = PassThroughView()
    var keyboardSafeAreaView = PassThroughView()
    var didChangeKeyboardHeight: ((CGFloat) -> Void)?
    var isKeyboardWrapperEnabled = false

    override func viewDidLoad() {
        super.viewDidLoad()
        setupKeybaordWrapper()
        setupViews()
    }

    private func setupViews() {
        keyboardSafeAreaView.addSubview(scrollView)
        scrollView.addSubview(stackView)
        stackView.addArrangedSubview(textView)
        stackView.addArrangedSubview(interSpacerView)
        stackView.addArrangedSubview(button)
        stackView.addArrangedSubview(bottomSpacerView)

        scrollView.snp.makeConstraints {
            $0.top.equalToSuperview().inset(Metric.scrollViewTopSpacing)
            $0.leading.trailing.equalToSuperview()
            $0.bottom.equalToSuperview()
        }
        stackView.snp.makeConstraints {
            $0.top.equalToSuperview().priority(.medium)
            $0.leading.trailing.width.equalToSuperview()
            $0.bottom.equalToSuperview().priority(.high)
        }
        textView.snp.makeConstraints {
            $0.leading.trailing.equalToSuperview().inset(30)
            $0.height.equalTo(Metric.textViewHeight)
        }
        interSpacerView.snp.makeConstraints {
            $0.height.equalTo(Metric.interSpacing)
        }
        button.snp.makeConstraints {
            $0.leading.trailing.equalToSuperview()
            $0.height.equalTo(Metric.buttonHeight)
        }
        bottomSpacerView.snp.makeConstraints {
            $0.height.equalTo(Metric.bottomSpacing)
        }

        didChangeKeyboardHeight = { [weak self] height in
            guard let self else { return }
            print(height)
            interSpacerView.isHidden = height != 0
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1, execute: {
                self.scrollToBottom()
            })
        }
    }

    func scrollToBottom() {
        let bottomOffset = CGPoint(x: 0, y: scrollView.contentSize.height - scrollView.bounds.size.height)
        scrollView.setContentOffset(bottomOffset, animated: true)
    }
}
