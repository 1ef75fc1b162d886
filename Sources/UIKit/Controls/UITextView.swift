import Foundation

/// A multi-line editable text area that wraps at word boundaries.
@preconcurrency @MainActor
open class UITextView: UIView, UIKeyInput, UITextInputTraits {
  open var text: String! = "" {
    didSet {
      if text == nil { text = "" }
      setNeedsDisplay()
    }
  }
  open var font: UIFont? = .systemFont(ofSize: 17) { didSet { setNeedsDisplay() } }
  open var textColor: UIColor? = .label { didSet { setNeedsDisplay() } }
  open var returnKeyType: UIReturnKeyType = .default
  open var isSecureTextEntry = false
  open var isEditable = true
  /// Padding between the view's edges and the text, as UIKit's default (8 top/bottom,
  /// 5 of line-fragment padding at the sides).
  open var textContainerInset = UIEdgeInsets(top: 8, left: 5, bottom: 8, right: 5) { didSet { setNeedsDisplay() } }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
  }

  public var hasText: Bool { !text.isEmpty }

  open override var canBecomeFirstResponder: Bool { isEditable && isUserInteractionEnabled }

  open func insertText(_ text: String) {
    self.text += text
  }

  open func deleteBackward() {
    guard !text.isEmpty else { return }
    text.removeLast()
  }

  private var resolvedFont: UIFont { font ?? .systemFont(ofSize: 17) }

  /// The wrapped text for the current width.
  var textLayout: TextLayout {
    let width = max(0, bounds.width - textContainerInset.left - textContainerInset.right)
    return TextLayout(text: text, font: resolvedFont, maxWidth: width, measurer: TextMeasurement.current)
  }

  open override func draw(in canvas: Canvas) {
    let layout = textLayout
    for line in layout.lines {
      canvas.drawText(
        String(layout.string(of: line)),
        at: CGPoint(x: textContainerInset.left, y: textContainerInset.top + line.y), font: resolvedFont,
        color: textColor ?? .label)
    }
  }
}
