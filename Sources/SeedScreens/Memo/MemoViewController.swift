import Foundation
import RxCocoa
import RxSwift
import SnapKit
import Then
import UIKit

/// Seed 004's screen: a memo in a scroll view whose bottom follows the keyboard
/// (`KeyboardWrapperable`), a 700-character limit with a counter, and a Save button that
/// is scrolled into view above the keyboard.
///
/// The seed's code, with the edits docs/PORTING.md lists ("Memo screen (seed 004)"): the
/// 0.1 s delay goes through an injectable `DelayScheduler` (the app's runs it on the
/// frame clock); the spacer's height
/// follows the window's safe area once the view is in a window; the scroll view always
/// takes the safe area into its insets (`.always`), which the seed's spacing assumes.
public final class MemoViewController: UIViewController, KeyboardWrapperable {
  enum Policy {
    static let countOfText = 700
  }

  /// `@MainActor` (not in the seed): it reads `UIScreen.main` and the windows, which are.
  @MainActor
  enum Metric {
    static let scrollViewTopSpacing = 30.0
    /// A computed property (the seed's is a `static let`), so a screen built after the
    /// device changed (`--device`, tests) gets that screen's half.
    static var textViewHeight: CGFloat { UIScreen.main.bounds.height * 0.5 }
    static let stackViewSpacing = 10.0
    static let spacing = 30.0
    static let buttonHeight = 80.0
    static let bottomSpacing = 30.0
    /// The seed's formula, with the first window's safe area as the seed reads it.
    static var interSpacing: CGFloat {
      let safeInset = UIApplication.shared.windows.first?.safeAreaInsets ?? .zero
      return interSpacing(safeInset: safeInset)
    }

    /// The seed's formula for a given safe area: what is left of the screen for the gap
    /// between the text view and the button when everything else and both safe-area bands
    /// are taken off (844 − (30 + 422 + 80 + 30 + 47 + 34) = 201 on a 390×844 phone).
    static func interSpacing(safeInset: UIEdgeInsets) -> CGFloat {
      UIScreen.main.bounds.height
        - (scrollViewTopSpacing + textViewHeight + buttonHeight + bottomSpacing + safeInset.top
          + safeInset.bottom)
    }

    // Not in the seed: the text view's look, the counter and the toast.
    static let textInset: CGFloat = 16
    static let counterInset: CGFloat = 12
    static let cornerRadius: CGFloat = 12
    /// The toast floats this far above the Save button, in the content (so it scrolls
    /// with it): in the spacer's room at rest, over the text view's bottom band with the
    /// keyboard up.
    static let toastSpacing: CGFloat = 16
    /// How long after `keyboardWillShow`/`Hide` the seed scrolls to the bottom.
    static let scrollDelay: TimeInterval = 0.1
  }

  // MARK: Views

  let scrollView = UIScrollView().then {
    $0.showsVerticalScrollIndicator = false
    // Not in the seed (it does not show its scroll view's set-up): its `interSpacing`
    // makes the content exactly fill the scroll view between the safe-area bands, which
    // is what `.always` gives. With `.automatic` iOS would not adjust content that fits
    // (763 in 814), and the text view would start under the status band.
    $0.contentInsetAdjustmentBehavior = .always
  }
  let stackView = UIStackView().then {
    $0.axis = .vertical
    $0.alignment = .center
    $0.distribution = .fill
    $0.spacing = Metric.stackViewSpacing
  }
  let textView = UITextView().then {
    $0.backgroundColor = .systemBackground
    $0.layer.cornerRadius = Metric.cornerRadius
    $0.layer.borderWidth = 1
    $0.layer.borderColor = UIColor.systemGray4.cgColor
    // Room at the bottom for the counter, so the last line scrolls clear of it.
    $0.textContainerInset = UIEdgeInsets(
      top: Metric.textInset, left: Metric.textInset, bottom: Metric.textInset + 24, right: Metric.textInset)
    $0.font = .systemFont(ofSize: 18)
    $0.textColor = .label
  }
  let placeholderLabel = UILabel().then {
    $0.text = "Write a memo"
    $0.font = .systemFont(ofSize: 18)
    $0.textColor = .placeholderText
  }
  let counterLabel = UILabel().then {
    $0.font = .systemFont(ofSize: 13)
    $0.textColor = .secondaryLabel
    $0.textAlignment = .right
    $0.backgroundColor = .systemBackground
  }
  let interSpacerView = UIView()
  let button = UIButton(type: .system).then {
    $0.backgroundColor = .systemBlue
    $0.setTitle("Save", for: .normal)
    $0.setTitleColor(.white, for: .normal)
    $0.titleLabel?.font = .boldSystemFont(ofSize: 18)
  }
  let bottomSpacerView = UIView()
  let toastView = MemoToastView()

  // MARK: KeyboardWrapperable

  let disposeBag = DisposeBag()
  var keyboardWrapperView = PassThroughView()
  var keyboardSafeAreaView = PassThroughView()
  var didChangeKeyboardHeight: ((CGFloat) -> Void)?
  var isKeyboardWrapperEnabled = false

  // MARK: State

  let textLimit = MemoTextLimit(maximumCount: Policy.countOfText)
  /// The text the last Save kept.
  private(set) var savedMemo: String?
  /// The spacer's height as last set (the seed's formula for the window it is in).
  private(set) var interSpacing: CGFloat = 0
  private let scheduler: DelayScheduler

  /// `scheduler` runs the seed's "0.1 s later" (the app's default is the main queue).
  public init(scheduler: DelayScheduler = FrameClockScheduler()) {
    self.scheduler = scheduler
    super.init(nibName: nil, bundle: nil)
    title = "Memo"
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground

    setupKeybaordWrapper()
    setupUI()
    bind()
  }

  private func setupUI() {
    textView.delegate = self

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
    interSpacing = Metric.interSpacing
    interSpacerView.snp.makeConstraints {
      $0.height.equalTo(interSpacing)
    }
    button.snp.makeConstraints {
      $0.leading.trailing.equalToSuperview()
      $0.height.equalTo(Metric.buttonHeight)
    }
    bottomSpacerView.snp.makeConstraints {
      $0.height.equalTo(Metric.bottomSpacing)
    }

    // Not in the seed: the placeholder, the counter, the toast.
    textView.addSubview(placeholderLabel)
    // Where the text starts: the container inset plus the line fragment padding, as on iOS.
    placeholderLabel.snp.makeConstraints {
      $0.top.equalToSuperview().inset(Metric.textInset)
      $0.leading.equalToSuperview().inset(Metric.textInset + textView.textContainer.lineFragmentPadding)
    }
    scrollView.addSubview(counterLabel)
    counterLabel.snp.makeConstraints {
      $0.trailing.equalTo(textView).inset(Metric.counterInset)
      $0.bottom.equalTo(textView).inset(Metric.counterInset)
    }
    scrollView.addSubview(toastView)
    toastView.snp.makeConstraints {
      $0.centerX.equalTo(button)
      $0.bottom.equalTo(button.snp.top).offset(-Metric.toastSpacing)
    }
    textDidChange()

    didChangeKeyboardHeight = { [weak self] height in
      guard let self else { return }
      interSpacerView.isHidden = height != 0
      scheduler.asyncAfter(Metric.scrollDelay) { [weak self] in
        self?.scrollToBottom()
      }
    }
  }

  private func bind() {
    button.rx.tap
      .bind(with: self) { ss, _ in ss.save() }
      .disposed(by: disposeBag)
  }

  /// The spacer is the seed's formula for the safe area of the window the view is in: at
  /// `viewDidLoad` the view is not in a window yet (and `windows.first` may be none, or
  /// another), so the height is brought up to date at the first layout in a window.
  public override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    guard let window = view.window else { return }
    let spacing = Metric.interSpacing(safeInset: window.safeAreaInsets)
    guard spacing != interSpacing else { return }
    interSpacing = spacing
    interSpacerView.snp.updateConstraints {
      $0.height.equalTo(spacing)
    }
  }

  func scrollToBottom() {
    let bottomOffset = CGPoint(x: 0, y: scrollView.contentSize.height - scrollView.bounds.size.height)
    scrollView.setContentOffset(bottomOffset, animated: true)
  }

  /// Not in the seed: after an edit or a caret move, scrolls the page as little as
  /// possible so the caret's line is not hidden above the scroll view's visible area
  /// (with the keyboard up, the seed's scroll to the bottom puts the text view's first
  /// line under the status band). On iOS a text view's caret tracking reaches enclosing
  /// scroll views; this UIKit's stops at the text view's own bounds, so the screen does
  /// it. Nothing happens while the caret is visible, so a running scroll is not cut short.
  func scrollCaretIntoView() {
    guard textView.isFirstResponder, let caret = UIApplication.shared.textInputCaretRect else { return }
    let rect = scrollView.convert(caret, from: nil)
    let inset = scrollView.adjustedContentInset
    let offset = scrollView.contentOffset
    let visibleTop = offset.y + inset.top
    let visibleBottom = offset.y + scrollView.bounds.height - inset.bottom
    guard rect.minY < visibleTop || rect.maxY > visibleBottom else { return }
    scrollView.scrollRectToVisible(rect, animated: true)
  }

  // MARK: Text

  /// The counter ("123/700") and the placeholder follow the text.
  func textDidChange() {
    let count = textView.text.count
    counterLabel.text = "\(count)/\(Policy.countOfText)"
    counterLabel.textColor = count >= Policy.countOfText ? .systemRed : .secondaryLabel
    placeholderLabel.isHidden = count > 0
  }

  /// Replaces the memo's text from code (no limit applied: code is trusted, as on iOS).
  func setMemoText(_ text: String) {
    textView.text = text
    textDidChange()
  }

  // MARK: Save

  func save() {
    let text = textView.text ?? ""
    savedMemo = text
    let count = text.count
    toastView.show("Saved \(count) character\(count == 1 ? "" : "s")")
  }
}

extension MemoViewController: UITextViewDelegate {
  /// The 700-character limit, in whole characters: an edit that fits goes in as it is;
  /// one that does not (a paste of 20 characters at 690) is refused whole
  /// (`MemoTextLimit`).
  public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  {
    guard let oldString = textView.text, let oldRange = Range(range, in: oldString) else { return true }
    return textLimit.allows(text, replacing: oldRange, in: oldString)
  }

  public func textViewDidChange(_ textView: UITextView) {
    textDidChange()
  }

  public func textViewDidChangeSelection(_ textView: UITextView) {
    scrollCaretIntoView()
  }
}
