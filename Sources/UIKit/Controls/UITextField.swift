import Foundation

/// A single-line editable text field.
@preconcurrency @MainActor
open class UITextField: UIView, UIKeyInput, UITextInputTraits {
  public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }

  open var text: String? = "" {
    didSet {
      if text == nil { text = "" }
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }
  open var placeholder: String? { didSet { setNeedsDisplay() } }
  open var font: UIFont? = .systemFont(ofSize: 17) {
    didSet {
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }
  open var textColor: UIColor? = .label { didSet { setNeedsDisplay() } }
  open var borderStyle: BorderStyle = .none { didSet { setNeedsDisplay() } }
  open var returnKeyType: UIReturnKeyType = .default
  open var isSecureTextEntry = false { didSet { setNeedsDisplay() } }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public var hasText: Bool { !(text ?? "").isEmpty }

  open override var canBecomeFirstResponder: Bool { isUserInteractionEnabled }

  open func insertText(_ text: String) {
    self.text = (self.text ?? "") + text
  }

  open func deleteBackward() {
    guard var t = text, !t.isEmpty else { return }
    t.removeLast()
    text = t
  }

  /// The text as drawn: bullets for secure entry.
  var displayedText: String {
    let t = text ?? ""
    return isSecureTextEntry ? String(repeating: "•", count: t.count) : t
  }

  private var resolvedFont: UIFont { font ?? .systemFont(ofSize: 17) }

  open override var intrinsicContentSize: CGSize {
    let measurer = TextMeasurement.current
    let f = resolvedFont
    let width = measurer.width(of: displayedText.isEmpty ? (placeholder ?? "") : displayedText, font: f)
    return CGSize(width: width + (borderStyle == .roundedRect ? 14 : 0), height: measurer.lineHeight(of: f) + 8)
  }

  /// The rectangle the text is drawn in (inside the border's padding).
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    borderStyle == .none ? bounds : bounds.insetBy(dx: 7, dy: 0)
  }

  open override func draw(in canvas: Canvas) {
    let local = CGRect(origin: .zero, size: bounds.size)
    if borderStyle == .roundedRect {
      canvas.fill(local, cornerRadius: 5, color: backgroundColor ?? .systemBackground)
      canvas.stroke(local, cornerRadius: 5, lineWidth: 1, color: .systemGray4)
    } else if borderStyle == .line || borderStyle == .bezel {
      canvas.stroke(local, cornerRadius: 0, lineWidth: 1, color: .label)
    }
    let rect = textRect(forBounds: local)
    let f = resolvedFont
    let lineHeight = TextMeasurement.current.lineHeight(of: f)
    let y = rect.minY + (rect.height - lineHeight) / 2
    if hasText {
      canvas.drawText(displayedText, at: CGPoint(x: rect.minX, y: y), font: f, color: textColor ?? .label)
    } else if let placeholder, !placeholder.isEmpty {
      canvas.drawText(placeholder, at: CGPoint(x: rect.minX, y: y), font: f, color: .placeholderText)
    }
  }
}
