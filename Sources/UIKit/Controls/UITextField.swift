import Foundation

/// A single-line editable text field.
///
/// Editing follows UIKit: becoming first responder asks the delegate
/// (`textFieldShouldBeginEditing`), then sends `.editingDidBegin` and tells it
/// (`textFieldDidBeginEditing`); every edit the user makes (typing, Backspace, the clear
/// button aside) is offered to `textField(_:shouldChangeCharactersIn:replacementString:)`
/// and, when applied, sends `.editingChanged`; resigning asks `textFieldShouldEndEditing`,
/// then sends `.editingDidEnd` and tells `textFieldDidEndEditing`. Setting `text` in code
/// asks and sends nothing, as on iOS.
///
/// Return (the Return key, or `insertText("\n")` from an on-screen keyboard) asks
/// `textFieldShouldReturn`, then sends `.primaryActionTriggered` and `.editingDidEndOnExit`;
/// the field resigns only for a target of the latter (`performReturn()`).
///
/// The caret is a 2-point bar in the tint colour that blinks on the frame clock
/// (`CaretBlinker`); when the text is wider than the field it scrolls so the caret stays
/// in view.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput, UITextInputTraits, EditingKeyHandling {
  /// A text input's single tap is its own, as a button's is: on iOS its own tap
  /// recognizers (the text interaction's) sit on the input, below any recognizer on the
  /// screen's view, so a background "tap to dismiss" recognizer fails on a tap in the
  /// field and the field begins editing whatever `cancelsTouchesInView` says.
  override var defaultActionIsSingleTap: Bool { true }

  public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }

  /// When an overlay view (the clear button, left and right views) shows.
  public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

  nonisolated public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
  nonisolated public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")

  /// Side of the clear button's circle.
  static let clearButtonSide: CGFloat = 19

  /// The text and caret, and the editing behaviour shared with `UITextView`.
  private(set) lazy var inputController = TextInputController(host: self, restartsBlinkOnEveryEdit: true)

  /// How far the text is scrolled left to keep the caret in view (0 unless editing text
  /// wider than the field).
  var textScrollOffset: CGFloat = 0
  /// The text as measured (`textMetrics`), and the measurer it was measured with.
  var cachedTextMetrics: (metrics: TextLineMetrics, measurer: any TextMeasurer)?

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public convenience init() {
    self.init(frame: .zero)
  }

  // MARK: Input views

  /// Read-write, as UIKit redeclares them: shown while this is the first responder. A
  /// change while editing shows after `reloadInputViews()`, as on iOS.
  open override var inputView: UIView? {
    get { storedInputView }
    set { storedInputView = newValue }
  }
  open override var inputAccessoryView: UIView? {
    get { storedInputAccessoryView }
    set { storedInputAccessoryView = newValue }
  }
  private var storedInputView: UIView?
  private var storedInputAccessoryView: UIView?

  // MARK: Properties

  /// Never nil when read (setting nil clears), as UIKit's. Setting it puts the caret at
  /// the end and sends no events.
  open var text: String? {
    get { inputController.state.text }
    set { if inputController.setText(newValue ?? "") { contentDidChange() } }
  }

  open var placeholder: String? {
    didSet {
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }
  open var font: UIFont? = .systemFont(ofSize: 17) {
    didSet {
      if font == nil { font = .systemFont(ofSize: 17) }
      contentDidChange()
    }
  }
  open var textColor: UIColor? = .label { didSet { setNeedsDisplay() } }
  /// Kept for iOS code; the text size never changes here (see `preferredFont`).
  open var adjustsFontForContentSizeCategory = false
  open var textAlignment: NSTextAlignment = .natural {
    didSet {
      updateScrollOffset()
      setNeedsDisplay()
    }
  }
  open var borderStyle: BorderStyle = .none {
    didSet {
      invalidateIntrinsicContentSize()
      setNeedsLayout()
      setNeedsDisplay()
    }
  }
  open var returnKeyType: UIReturnKeyType = .default
  open var keyboardType: UIKeyboardType = .default
  open var keyboardAppearance: UIKeyboardAppearance = .default
  /// `.sentences` by default, as on iOS: the keyboard starts each sentence shifted.
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var spellCheckingType: UITextSpellCheckingType = .default
  open var textContentType: UITextContentType!
  open var enablesReturnKeyAutomatically = false
  /// Shows each character as "•" (the caret moves over bullets one per character).
  open var isSecureTextEntry = false { didSet { contentDidChange() } }
  open var clearButtonMode: ViewMode = .never { didSet { overlaysDidChange() } }
  /// Empties the field whenever editing begins.
  open var clearsOnBeginEditing = false

  open var leftView: UIView? {
    didSet {
      if oldValue !== leftView { oldValue?.removeFromSuperview() }
      if let leftView { addSubview(leftView) }
      overlaysDidChange()
    }
  }
  open var leftViewMode: ViewMode = .never { didSet { overlaysDidChange() } }
  open var rightView: UIView? {
    didSet {
      if oldValue !== rightView { oldValue?.removeFromSuperview() }
      if let rightView { addSubview(rightView) }
      overlaysDidChange()
    }
  }
  open var rightViewMode: ViewMode = .never { didSet { overlaysDidChange() } }

  open weak var delegate: UITextFieldDelegate?

  /// Whether the field is being edited (it is the first responder).
  public var isEditing: Bool { isFirstResponder }

  /// The caret, in grapheme clusters from the start of the text (our addition: UIKit
  /// exposes it through `UITextInput`'s positions). Setting it moves the caret.
  public var caretOffset: Int {
    get { inputController.state.caretOffset }
    set { inputController.moveCaret(.offset(newValue)) }
  }

  public var hasText: Bool { inputController.hasText }

  var resolvedFont: UIFont { font ?? .systemFont(ofSize: 17) }

  func contentDidChange() {
    cachedTextMetrics = nil
    textLayoutDidChange()
  }

  func textLayoutDidChange() {
    invalidateIntrinsicContentSize()
    updateScrollOffset()
    setNeedsDisplay()
  }

  private func overlaysDidChange() {
    setNeedsLayout()
    updateScrollOffset()
    setNeedsDisplay()
  }

  // MARK: Responder

  open override var canBecomeFirstResponder: Bool { isEnabled && isUserInteractionEnabled }

  /// Resigning asks the delegate, unless forced (`endEditing(true)` bypasses this).
  open override var canResignFirstResponder: Bool { inputController.mayEndEditing }

  /// Asks `textFieldShouldBeginEditing` first, then whether the current first responder
  /// lets go (its `textFieldShouldEndEditing`), as UIKit does when focus moves.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard inputController.mayBeginEditing else { return false }
    return super.becomeFirstResponder()
  }

  open override func didBecomeFirstResponder() {
    super.didBecomeFirstResponder()
    if clearsOnBeginEditing, hasText {
      inputController.setText("")
      contentDidChange()
    } else {
      inputController.placeCaretAtEnd()
    }
    // Overlay views and the clear button may show only while editing.
    setNeedsLayout()
    inputController.editingDidBegin()
  }

  open override func didResignFirstResponder() {
    super.didResignFirstResponder()
    updateScrollOffset()
    setNeedsLayout()
    inputController.editingDidEnd()
  }

  // MARK: Edit actions (UIResponderStandardEditActions)

  /// iOS's rules for the standard edit actions (see `TextInputController.canPerform`):
  /// Cut and Copy need a selection and refuse secure text, Paste needs text on the
  /// pasteboard, Select a caret in some text, Select All text not all selected. Override
  /// it to forbid one (and call `super` for the rest): the edit menu then leaves it out
  /// and its shortcut does nothing.
  open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    guard let standard = StandardEditAction(action) else { return super.canPerformAction(action, withSender: sender) }
    return inputController.canPerform(standard)
  }

  /// Copies the selection and removes it.
  open func cut(_ sender: Any?) { inputController.cut() }
  /// Copies the selection to `UIPasteboard.general`.
  open func copy(_ sender: Any?) { inputController.copy() }
  /// Puts the pasteboard's text in place of the selection, as one edit the delegate is
  /// asked about.
  open func paste(_ sender: Any?) { inputController.paste() }
  /// Selects the word at the caret.
  open func select(_ sender: Any?) { inputController.selectWord(showingMenu: sender is EditMenuView) }
  open func selectAll(_ sender: Any?) { inputController.selectAll(showingMenu: sender is EditMenuView) }
  /// Removes the selection.
  open func delete(_ sender: Any?) { inputController.deleteSelection() }

  /// The input's own undo manager while it is editing (cleared when it stops, as iOS
  /// clears a text field's); else the next responder's.
  open override var undoManager: UndoManager? {
    isFirstResponder ? inputController.ownUndoManager : super.undoManager
  }

  // MARK: Editing (UIKeyInput)

  /// Types `text` at the caret, through the delegate. A lone "\n" (an on-screen
  /// keyboard's Return key) is Return; line breaks inside longer text become spaces,
  /// since a field has one line.
  open func insertText(_ text: String) {
    if text == "\n" || text == "\r" || text == "\r\n" {
      performReturn()
      return
    }
    inputController.insert(typedForm(of: text))
  }

  /// Removes the whole grapheme cluster before the caret, through the delegate.
  open func deleteBackward() {
    inputController.deleteBackward()
  }

  /// Removes the whole grapheme cluster after the caret, through the delegate.
  open func deleteForward() {
    inputController.deleteForward()
  }

  /// Return: asks `textFieldShouldReturn`; when it allows (or there is no delegate) the
  /// field sends `.primaryActionTriggered` and `.editingDidEndOnExit`, and resigns first
  /// responder only if something listens for `.editingDidEndOnExit`.
  ///
  /// That is iOS's rule: true means "do the default", and the default keeps editing
  /// (Apple's `textFieldShouldReturn(_:)`: "if you want to dismiss the keyboard when the
  /// user taps the return button, your implementation can call the
  /// `resignFirstResponder()` method"); a target for "Did End On Exit", even one whose
  /// action does nothing, is what makes Return dismiss the keyboard by itself (the
  /// long-standing Interface Builder idiom). A delegate that returns false gets neither
  /// event.
  open func performReturn() {
    guard delegate?.textFieldShouldReturn(self) ?? true else { return }
    let endsOnExit = allControlEvents.contains(.editingDidEndOnExit)
    sendActions(for: .primaryActionTriggered)
    sendActions(for: .editingDidEndOnExit)
    if endsOnExit && isFirstResponder { resignFirstResponder() }
  }

  /// The clear button: asks `textFieldShouldClear`, empties the field (without asking
  /// `shouldChangeCharactersIn`, as UIKit) and sends `.editingChanged`.
  open func clearText() {
    guard delegate?.textFieldShouldClear(self) ?? true else { return }
    guard inputController.beginEditingIfNeeded(), hasText else { return }
    inputController.clearWithoutAsking()
  }

  // MARK: Keys (EditingKeyHandling)

  /// Arrows, Home/End, Backspace, Delete and Return edit here; Tab and Escape are left
  /// to the window. Up and Down go to the start and end, as in a one-line field on iOS
  /// with a hardware keyboard; Command/Control with Left and Right do the same.
  open func handleEditingKey(_ key: KeyboardKey, modifiers: KeyModifiers) -> Bool {
    inputController.handleEditingKey(key, modifiers: modifiers)
  }

  // MARK: Touches

  /// A press starts a tap, a double tap (the word) or, on a field that is editing, a
  /// drag that selects (TextInputController+Selection).
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    inputController.pressBegan(at: touch.location(in: self), tapCount: touch.tapCount)
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    inputController.pressMoved(to: touch.location(in: self))
    return true
  }

  /// A drag that selected ends wherever the pointer is, inside the field or not.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    guard let touch, inputController.press?.dragging == true else { return }
    inputController.pressEnded(at: touch.location(in: self))
  }

  open override func cancelTracking(with event: UIEvent?) {
    inputController.pressCancelled()
  }

  /// A tap on the clear button clears; anywhere else it starts editing and puts the
  /// caret at the grapheme boundary nearest the tap (a double tap selects the word).
  open override func touchUpInside(_ touch: UITouch, with event: UIEvent?) {
    super.touchUpInside(touch, with: event)
    // A drag that selected has ended already (`endTracking`).
    guard inputController.press != nil else { return }
    let point = touch.location(in: self)
    let local = CGRect(origin: .zero, size: bounds.size)
    if isClearButtonShown, clearButtonRect(forBounds: local).insetBy(dx: -6, dy: -6).contains(point) {
      inputController.pressCancelled()
      clearText()
      return
    }
    inputController.pressEnded(at: point)
  }

  // MARK: Geometry

  private func isShown(_ mode: ViewMode) -> Bool {
    switch mode {
    case .never: false
    case .always: true
    case .whileEditing: isEditing
    case .unlessEditing: !isEditing
    }
  }

  private var isClearButtonShown: Bool { hasText && isShown(clearButtonMode) }
  private var isLeftViewShown: Bool { leftView != nil && isShown(leftViewMode) }
  private var isRightViewShown: Bool { rightView != nil && isShown(rightViewMode) }

  private var sidePadding: CGFloat { borderStyle == .none ? 0 : 7 }

  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    guard let leftView else { return .zero }
    let size = leftView.frame.size
    return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    guard let rightView else { return .zero }
    let size = rightView.frame.size
    return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    let side = Self.clearButtonSide
    let right = isRightViewShown ? rightViewRect(forBounds: bounds).minX : bounds.maxX
    return CGRect(x: right - side - 5, y: bounds.midY - side / 2, width: side, height: side)
  }

  /// The rectangle the text is drawn in: inside the border's padding and beside the
  /// overlay views that show.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    var minX = bounds.minX + sidePadding
    var maxX = bounds.maxX - sidePadding
    if isLeftViewShown { minX = max(minX, leftViewRect(forBounds: bounds).maxX) }
    if isRightViewShown { maxX = min(maxX, rightViewRect(forBounds: bounds).minX) }
    if isClearButtonShown { maxX = min(maxX, clearButtonRect(forBounds: bounds).minX - 4) }
    return CGRect(x: minX, y: bounds.minY, width: max(0, maxX - minX), height: bounds.height)
  }

  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  open override var intrinsicContentSize: CGSize {
    let measurer = TextMeasurement.current
    let f = resolvedFont
    let textWidth = hasText ? textMetrics.width : measurer.width(of: placeholder ?? "", font: f)
    var width = textWidth + 2 * sidePadding
    if isLeftViewShown { width += leftView?.frame.width ?? 0 }
    if isRightViewShown { width += rightView?.frame.width ?? 0 }
    return CGSize(width: width, height: measurer.lineHeight(of: f) + 8)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let local = CGRect(origin: .zero, size: bounds.size)
    if let leftView {
      leftView.isHidden = !isLeftViewShown
      leftView.frame = leftViewRect(forBounds: local)
    }
    if let rightView {
      rightView.isHidden = !isRightViewShown
      rightView.frame = rightViewRect(forBounds: local)
    }
    updateScrollOffset()
  }

  // MARK: Geometry (UITextInput)

  /// The caret bar at `position`, in the field's coordinates: where the caret is drawn,
  /// so an override changes the drawn caret too.
  open func caretRect(for position: UITextPosition) -> CGRect {
    inputController.caretRect(for: position)
  }

  /// The part of `range` that is drawn, in the field's coordinates.
  open func firstRect(for range: UITextRange) -> CGRect {
    inputController.firstRect(for: range)
  }

  /// The highlight of `range` (one rectangle: a field has one line).
  open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
    inputController.selectionRects(for: range)
  }

  // MARK: Drawing

  open override func draw(in canvas: Canvas) {
    let local = CGRect(origin: .zero, size: bounds.size)
    switch borderStyle {
    case .roundedRect:
      // The iOS look: white fill, a 1-point systemGray4 border, 5-point corners.
      canvas.fill(local, cornerRadius: 5, color: backgroundColor ?? .systemBackground)
      canvas.stroke(local, cornerRadius: 5, lineWidth: 1, color: .systemGray4)
    case .line, .bezel:
      canvas.stroke(local, cornerRadius: 0, lineWidth: 1, color: .label)
    case .none:
      break
    }
    let rect = textRect(forBounds: local)
    let f = resolvedFont
    let lineHeight = TextMeasurement.current.lineHeight(of: f)
    let y = rect.minY + (rect.height - lineHeight) / 2
    canvas.saveState()
    canvas.clip(to: rect)
    if hasText {
      drawText(in: canvas, rect: rect, y: y, color: textColor ?? .label)
    } else if let placeholder, !placeholder.isEmpty {
      let width = TextMeasurement.current.width(of: placeholder, font: f)
      let x =
        rect.minX + max(0, textAlignment.lineOffset(width: width, in: rect.width - TextInputController.caretWidth))
      canvas.drawText(placeholder, at: CGPoint(x: x, y: y), font: f, color: .placeholderText)
    }
    inputController.drawCaret(in: canvas)
    canvas.restoreState()
    if isClearButtonShown {
      let button = clearButtonRect(forBounds: local)
      canvas.fill(button, cornerRadius: button.width / 2, color: .systemGray3)
      let mark = UIFont.systemFont(ofSize: 13, weight: .semibold)
      let size = CGSize(
        width: TextMeasurement.current.width(of: "×", font: mark), height: TextMeasurement.current.lineHeight(of: mark))
      canvas.drawText(
        "×", at: CGPoint(x: button.midX - size.width / 2, y: button.midY - size.height / 2), font: mark, color: .white)
    }
  }
}
