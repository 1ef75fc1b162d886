import Foundation

/// A multi-line editable text area: a `UIScrollView` whose content is its text, wrapped at
/// word boundaries, as on iOS.
///
/// Every edit the user makes, Return's "\n" included, is offered to the delegate's
/// `textView(_:shouldChangeTextIn:replacementText:)` first, which is where UIKit code puts
/// a length limit; `textViewDidChange` follows each applied edit. Setting `text` in code
/// asks and tells nothing, as on iOS.
///
/// As a scroll view it has `contentInset`, the indicator insets, `contentOffset` (the
/// bounds origin) and a `contentSize` that is always its text's: the laid-out height plus
/// `textContainerInset` above and below, by the view's width. While editing, every edit
/// and caret move scrolls as little as needed to keep the caret's line (with the container
/// inset around it) inside the area the content insets leave, as iOS does, so insetting
/// the bottom by a keyboard's overlap keeps the caret above the keyboard. The caret moves
/// by grapheme left and right, by drawn line up and down (keeping its x) and to the line's
/// ends with Home and End.
///
/// Its `delegate` is the scroll view's (`UITextViewDelegate` inherits
/// `UIScrollViewDelegate`, as on iOS); reading it gives a `UIScrollViewDelegate`, since a
/// Swift subclass cannot narrow a property's type as Objective-C's headers do.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput, UITextInputTraits, EditingKeyHandling {
  /// A single tap in an editable text view is the view's, as in a text
  /// field (`UITextField.defaultActionIsSingleTap`). While it edits, a drag over it
  /// selects rather than scrolls (PORTING, "Selecting with the pointer"): neither its own
  /// pan nor an enclosing scroll view's may begin from a touch on it, as the touch
  /// delivery asks the touched views.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    if isFirstResponder, gestureRecognizer is ScrollViewPanGestureRecognizer { return false }
    if isEditable, gestureRecognizer.view !== self,
      let tap = gestureRecognizer as? UITapGestureRecognizer, tap.isSingleTap
    {
      return false
    }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  nonisolated public static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
  nonisolated public static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")

  /// The text and caret, and the editing behaviour shared with `UITextField`.
  private(set) lazy var inputController = TextInputController(host: self)

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    textContainer.geometryDidChange = { [weak self] in self?.contentDidChange() }
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

  /// Never nil when read. Setting it puts the caret at the end and tells no one.
  open var text: String! {
    get { inputController.state.text }
    set { if inputController.setText(newValue ?? "") { contentDidChange() } }
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
  open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
  open var returnKeyType: UIReturnKeyType = .default
  open var keyboardType: UIKeyboardType = .default
  open var keyboardAppearance: UIKeyboardAppearance = .default
  /// `.sentences` by default, as on iOS: the keyboard starts each sentence shifted.
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var spellCheckingType: UITextSpellCheckingType = .default
  open var textContentType: UITextContentType!
  open var enablesReturnKeyAutomatically = false
  open var isSecureTextEntry = false
  open var isEditable = true {
    didSet { if !isEditable, isFirstResponder { resignFirstResponder() } }
  }
  /// When false the view does not scroll and its intrinsic height is its text's, so
  /// Auto Layout grows it with the text (UIKit's self-sizing text view).
  open override var isScrollEnabled: Bool {
    didSet {
      invalidateIntrinsicContentSize()
      clampContentOffset()
    }
  }
  /// The text's margins inside the content area. Apple: "By default the value of this
  /// property is (8, 0, 8, 0)" (developer.apple.com/documentation/uikit/uitextview/
  /// textcontainerinset); the text container's `lineFragmentPadding` (5) adds to the sides.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { contentDidChange() }
  }
  /// Where the text is laid out; its `lineFragmentPadding` is the space at each line's ends.
  public let textContainer = NSTextContainer()

  public var hasText: Bool { inputController.hasText }

  /// The caret, in grapheme clusters from the start (our addition; see `selectedRange`
  /// for UIKit's form). Setting it moves the caret and scrolls it into view.
  public var caretOffset: Int {
    get { inputController.state.caretOffset }
    set { inputController.moveCaret(.offset(newValue)) }
  }

  /// The selection in UTF-16 units, as UIKit's (empty at the caret). Setting it selects
  /// the whole characters the range touches, scrolls the caret into view and tells the
  /// delegate (`textViewDidChangeSelection`); a range outside the text changes nothing.
  open var selectedRange: NSRange {
    get {
      let offsets = (selectedTextRange as? UTF16TextRange)?.offsets ?? 0..<0
      return NSRange(location: offsets.lowerBound, length: offsets.count)
    }
    set {
      guard newValue.location != NSNotFound, newValue.length >= 0 else { return }
      selectedTextRange = textRange(
        from: UTF16TextPosition(newValue.location), to: UTF16TextPosition(NSMaxRange(newValue)))
    }
  }

  /// The text's size follows the text, as on iOS (its layout sets it); a value set here
  /// is replaced at once.
  open override var contentSize: CGSize {
    get { textContentSize }
    set {}
  }

  // MARK: Layout

  var cachedLayout: TextLayout?
  private var lastLaidOutSize: CGSize?

  open override func layoutSubviews() {
    super.layoutSubviews()
    let sizeChanged = lastLaidOutSize != bounds.size
    if !isScrollEnabled, lastLaidOutSize?.width != bounds.width { invalidateIntrinsicContentSize() }
    lastLaidOutSize = bounds.size
    clampContentOffset()
    if isFirstResponder, sizeChanged { scrollCaretToVisible() }
  }

  /// The text laid out at `size.width`, plus the container inset: what iOS's text view
  /// answers whether or not it scrolls, so that a text view that grows with its text up to
  /// a cap can measure itself past the cap and stop there (the usual recipe:
  /// `sizeThatFits(CGSize(width: frame.width, height: .greatestFiniteMagnitude))`, then
  /// `isScrollEnabled = height > cap`). A width that is not finite measures unwrapped
  /// lines and answers their width.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    fittingSize(forWidth: size.width)
  }

  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else { return super.intrinsicContentSize }
    lastLaidOutSize = bounds.size
    return CGSize(width: UIView.noIntrinsicMetric, height: contentSize.height)
  }

  /// Scrolls as little as needed to show `range` (UTF-16, as UIKit's) inside the content
  /// insets; nothing when scrolling is off or the range is outside the text.
  open func scrollRangeToVisible(_ range: NSRange) {
    guard range.location != NSNotFound, range.length >= 0,
      let textRange = textRange(from: UTF16TextPosition(range.location), to: UTF16TextPosition(NSMaxRange(range)))
    else { return }
    scrollToVisible(caretRect(for: textRange.start).union(caretRect(for: textRange.end)))
  }

  // MARK: Responder

  open override var canBecomeFirstResponder: Bool { isEditable && isUserInteractionEnabled }

  open override var canResignFirstResponder: Bool { inputController.mayEndEditing }

  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard inputController.mayBeginEditing else { return false }
    return super.becomeFirstResponder()
  }

  open override func didBecomeFirstResponder() {
    super.didBecomeFirstResponder()
    inputController.editingDidBegin()
  }

  open override func didResignFirstResponder() {
    super.didResignFirstResponder()
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

  /// Types `text` in place of the selection ("\n" is a line break), through the delegate.
  open func insertText(_ text: String) {
    inputController.insert(text)
  }

  /// Removes the selection, else the whole grapheme cluster before the caret, through the
  /// delegate.
  open func deleteBackward() {
    inputController.deleteBackward()
  }

  /// Removes the selection, else the whole grapheme cluster after the caret, through the
  /// delegate.
  open func deleteForward() {
    inputController.deleteForward()
  }

  // MARK: Geometry (UITextInput)

  /// The caret bar at `position`, in the text view's bounds (content) coordinates: where
  /// the caret is drawn, so an override changes the drawn caret too.
  open func caretRect(for position: UITextPosition) -> CGRect {
    inputController.caretRect(for: position)
  }

  /// The part of `range` on its first line, in the text view's bounds coordinates.
  open func firstRect(for range: UITextRange) -> CGRect {
    inputController.firstRect(for: range)
  }

  /// One rectangle for each line `range` covers, in the text view's bounds coordinates.
  open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
    inputController.selectionRects(for: range)
  }

  // MARK: Keys (EditingKeyHandling)

  /// Arrows (by grapheme and by line), Home/End (the line's ends), Backspace, Delete
  /// and Return ("\n") edit here; Tab and Escape are left to the window.
  /// Command/Control with the arrows go to the line's or the text's ends, as on macOS.
  open func handleEditingKey(_ key: KeyboardKey, modifiers: KeyModifiers) -> Bool {
    inputController.handleEditingKey(key, modifiers: modifiers)
  }

  // MARK: Touches

  // A drag scrolls (the scroll view's pan), except over a text view that is editing,
  // where it selects (the mouse's wheel scrolls); the touches never go up the responder
  // chain, since the text view handles them all.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    inputController.pressBegan(at: touch.location(in: self), tapCount: touch.tapCount)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, let press = inputController.press else { return }
    let point = touch.location(in: self)
    if inputController.pressMoved(to: point) { return }
    // A drag that did not scroll (the text fits) is no tap either.
    if hypot(point.x - press.point.x, point.y - press.point.y) >= UIPanGestureRecognizer.hysteresis {
      inputController.pressCancelled()
    }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    inputController.pressCancelled()
  }

  /// A tap starts editing and puts the caret at the grapheme boundary nearest to it; a
  /// double tap selects the word; a drag that selected ends. (A drag that scrolled was
  /// cancelled by the pan.)
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, let press = inputController.press else { return }
    let point = touch.location(in: self)
    guard press.dragging || bounds.contains(point) else {
      inputController.pressCancelled()
      return
    }
    inputController.pressEnded(at: point)
  }

  // MARK: Drawing

  open override func draw(in canvas: Canvas) {
    drawText(in: canvas)
    inputController.drawCaret(in: canvas)
  }
}
