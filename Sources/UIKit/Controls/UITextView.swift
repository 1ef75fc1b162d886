import Foundation

/// A multi-line editable text area that wraps at word boundaries and scrolls to keep the
/// caret in view.
///
/// Every edit the user makes, Return's "\n" included, is offered to the delegate's
/// `textView(_:shouldChangeTextIn:replacementText:)` first, which is where UIKit code puts
/// a length limit; `textViewDidChange` follows each applied edit. Setting `text` in code
/// asks and tells nothing, as on iOS.
///
/// Scrolling is the bounds origin, as in a `UIScrollView`: `contentOffset.y` is
/// `bounds.origin.y`, which `UIView.render` and hit testing already honour. The caret
/// moves by grapheme left and right, by drawn line up and down (keeping its x) and to the
/// line's ends with Home and End.
@preconcurrency @MainActor
open class UITextView: UIView, UIKeyInput, UITextInputTraits, EditingKeyHandling, ScrollEventHandling {
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
    // A scroll view clips what is scrolled out of it.
    clipsToBounds = true
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
  open var isScrollEnabled = true {
    didSet {
      invalidateIntrinsicContentSize()
      clampContentOffset()
    }
  }
  /// Padding between the view's edges and the text, as UIKit's default (8 top/bottom,
  /// 5 of line-fragment padding at the sides).
  open var textContainerInset = UIEdgeInsets(top: 8, left: 5, bottom: 8, right: 5) {
    didSet { contentDidChange() }
  }

  open weak var delegate: UITextViewDelegate?

  public var hasText: Bool { inputController.hasText }

  /// The caret, in grapheme clusters from the start (our addition; see `selectedRange`
  /// for UIKit's form). Setting it moves the caret and scrolls it into view.
  public var caretOffset: Int {
    get { inputController.state.caretOffset }
    set { inputController.moveCaret(.offset(newValue)) }
  }

  /// The caret as UIKit's `selectedRange` (UTF-16 units; always empty: there is no
  /// selection here, so a range sets the caret at its end).
  open var selectedRange: NSRange {
    get {
      let state = inputController.state
      return NSRange(state.caretIndex..<state.caretIndex, in: state.text)
    }
    set {
      let text = inputController.state.text
      guard let range = Range(NSRange(location: NSMaxRange(newValue), length: 0), in: text) else { return }
      inputController.moveCaret(.index(range.upperBound))
    }
  }

  private var resolvedFont: UIFont { font ?? .systemFont(ofSize: 17) }

  func contentDidChange() {
    cachedLayout = nil
    invalidateIntrinsicContentSize()
    clampContentOffset()
    setNeedsDisplay()
  }

  // MARK: Layout of the text

  private var cachedLayout: TextLayout?

  /// The wrapped text for the current width (recomputed only when text, font or width
  /// changed).
  var textLayout: TextLayout {
    let width = max(0, bounds.width - textContainerInset.left - textContainerInset.right)
    // Text changes drop the cache (contentDidChange); comparing strings here would be
    // wrong anyway: Swift's == equates "é" with "e\u{301}", whose indices differ.
    if let cachedLayout, cachedLayout.maxWidth == width, cachedLayout.font == resolvedFont {
      return cachedLayout
    }
    let layout = TextLayout(
      text: inputController.state.text, font: resolvedFont, maxWidth: width, measurer: TextMeasurement.current)
    cachedLayout = layout
    return layout
  }

  /// The scrollable size: the wrapped text plus the insets.
  public var contentSize: CGSize {
    let size = textLayout.size
    return CGSize(
      width: bounds.width,
      height: size.height + textContainerInset.top + textContainerInset.bottom)
  }

  /// How far the content is scrolled: the bounds origin, as in `UIScrollView`.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds = CGRect(origin: newValue, size: bounds.size) }
  }

  private var maxOffsetY: CGFloat {
    guard isScrollEnabled else { return 0 }
    return max(0, contentSize.height - bounds.height)
  }

  private func clampContentOffset() {
    let y = min(max(0, contentOffset.y), maxOffsetY)
    if y != contentOffset.y || contentOffset.x != 0 { contentOffset = CGPoint(x: 0, y: y) }
  }

  private var lastLaidOutWidth: CGFloat?

  open override func layoutSubviews() {
    super.layoutSubviews()
    if !isScrollEnabled, lastLaidOutWidth != bounds.width { invalidateIntrinsicContentSize() }
    lastLaidOutWidth = bounds.width
    clampContentOffset()
    if isFirstResponder { scrollCaretToVisible() }
  }

  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else { return super.intrinsicContentSize }
    lastLaidOutWidth = bounds.width
    return CGSize(width: UIView.noIntrinsicMetric, height: contentSize.height)
  }

  /// Scrolls as little as needed to show `range` (UTF-16, as UIKit's).
  open func scrollRangeToVisible(_ range: NSRange) {
    let text = inputController.state.text
    guard let r = Range(range, in: text) else { return }
    scrollToVisible(caretRect(for: text.distance(from: text.startIndex, to: r.upperBound)))
  }

  /// Scrolls as little as needed to show the caret (and the insets around it).
  func scrollCaretToVisible() {
    scrollToVisible(caretRectIgnoringBlink)
  }

  private func scrollToVisible(_ rect: CGRect) {
    guard isScrollEnabled else { return }
    var y = contentOffset.y
    if rect.maxY + textContainerInset.bottom > y + bounds.height {
      y = rect.maxY + textContainerInset.bottom - bounds.height
    }
    if rect.minY - textContainerInset.top < y { y = rect.minY - textContainerInset.top }
    y = min(max(0, y), maxOffsetY)
    if y != contentOffset.y { contentOffset = CGPoint(x: 0, y: y) }
  }

  /// The mouse wheel scrolls the text (vertically; it never scrolls sideways). False at
  /// an edge, so an enclosing scroll view takes the rest.
  public func handleScroll(deltaX: CGFloat, deltaY: CGFloat) -> Bool {
    guard isScrollEnabled, deltaY != 0 else { return false }
    let y = min(max(0, contentOffset.y + deltaY), maxOffsetY)
    guard y != contentOffset.y else { return false }
    contentOffset = CGPoint(x: 0, y: y)
    return true
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

  // MARK: Editing (UIKeyInput)

  /// Types `text` at the caret ("\n" is a line break), through the delegate.
  open func insertText(_ text: String) {
    inputController.insert(text)
  }

  /// Removes the whole grapheme cluster before the caret, through the delegate.
  open func deleteBackward() {
    inputController.deleteBackward()
  }

  /// Removes the whole grapheme cluster after the caret, through the delegate.
  open func deleteForward() {
    inputController.deleteForward()
  }

  // MARK: Keys (EditingKeyHandling)

  /// Arrows (by grapheme and by line), Home/End (the line's ends), Backspace, Delete
  /// and Return ("\n") edit here; Tab and Escape are left to the window.
  /// Command/Control with the arrows go to the line's or the text's ends, as on macOS.
  open func handleEditingKey(_ key: KeyboardKey, modifiers: KeyModifiers) -> Bool {
    inputController.handleEditingKey(key, modifiers: modifiers)
  }

  // MARK: Touches

  // The text view handles its own touches (they do not go up the responder chain).
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// A tap starts editing and puts the caret at the grapheme boundary nearest to it.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    let point = touch.location(in: self)
    guard bounds.contains(point) else { return }
    inputController.tap { caretOffset(at: point) }
  }

  /// The caret offset nearest to `point` (in the view's bounds, i.e. content,
  /// coordinates).
  func caretOffset(at point: CGPoint) -> Int {
    let layout = textLayout
    let y = point.y - textContainerInset.top
    let line = layout.lines[layout.lineIndex(atY: y)]
    let x = point.x - textContainerInset.left - lineOffset(of: line, in: layout)
    let index = layout.caretIndex(at: CGPoint(x: x, y: y))
    return layout.text.distance(from: layout.text.startIndex, to: index)
  }

  // MARK: Drawing

  private func lineOffset(of line: TextLayout.Line, in layout: TextLayout) -> CGFloat {
    max(0, textAlignment.lineOffset(width: line.width, in: layout.maxWidth ?? line.width))
  }

  /// The caret's rectangle in content coordinates at grapheme offset `offset`.
  private func caretRect(for offset: Int) -> CGRect {
    let layout = textLayout
    let text = layout.text
    let index = text.index(text.startIndex, offsetBy: min(max(offset, 0), text.count))
    let point = layout.caretPoint(for: index)
    let line = layout.lines[layout.lineIndex(containing: index)]
    let containerWidth = layout.maxWidth ?? 0
    let x = min(
      textContainerInset.left + lineOffset(of: line, in: layout) + point.x,
      textContainerInset.left + max(0, containerWidth - TextInputController.caretWidth))
    return CGRect(
      x: max(textContainerInset.left, x), y: textContainerInset.top + point.y, width: TextInputController.caretWidth,
      height: layout.lineHeight)
  }

  var caretRectIgnoringBlink: CGRect { caretRect(for: inputController.state.caretOffset) }

  open override func draw(in canvas: Canvas) {
    let layout = textLayout
    let visibleTop = contentOffset.y - textContainerInset.top
    let visibleBottom = visibleTop + bounds.height
    let color = textColor ?? .label
    for line in layout.lines where line.y + line.height > visibleTop && line.y < visibleBottom {
      let string = layout.string(of: line)
      guard !string.isEmpty else { continue }
      canvas.drawText(
        String(string),
        at: CGPoint(x: textContainerInset.left + lineOffset(of: line, in: layout), y: textContainerInset.top + line.y),
        font: resolvedFont, color: color)
    }
    inputController.drawCaret(in: canvas)
  }
}
