import Foundation

/// Read-only text: one line by default, or wrapped at word boundaries
/// (`numberOfLines == 0` wraps without limit), truncated with "…" when it does not fit.
///
/// Its intrinsic size is the text's size, so Auto Layout sizes it. A multi-line label
/// wraps at `preferredMaxLayoutWidth` if set, else at the width layout gave it: when that
/// width changes the label re-feeds its intrinsic size, which is what iOS does for a
/// label whose width is constrained and whose height is not.
@preconcurrency @MainActor
open class UILabel: UIView {
  open var text: String? { didSet { if oldValue != text { contentDidChange() } } }
  open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize) {
    didSet {
      if font == nil { font = .systemFont(ofSize: UIFont.labelFontSize) }
      if oldValue != font { contentDidChange() }
    }
  }
  open var textColor: UIColor! = .label {
    didSet {
      if textColor == nil { textColor = .label }
      setNeedsDisplay()
    }
  }
  /// Kept for iOS code; the text size never changes here (see `preferredFont`).
  open var adjustsFontForContentSizeCategory = false
  open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
  /// Lines shown at most; 0 means as many as the text needs.
  open var numberOfLines = 1 { didSet { if oldValue != numberOfLines { contentDidChange() } } }
  /// The width a multi-line label wraps at for its intrinsic size (0: its own width).
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if oldValue != preferredMaxLayoutWidth { contentDidChange() } }
  }
  /// Disabled labels draw their text dimmed, as iOS does.
  open var isEnabled = true { didSet { setNeedsDisplay() } }

  /// The width the current intrinsic size was wrapped at (nil: not wrapped).
  private var intrinsicWrapWidth: CGFloat?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    // As on iOS, labels let touches through to what is behind them.
    isUserInteractionEnabled = false
  }

  public convenience init() {
    self.init(frame: .zero)
  }

  /// Labels hug their text slightly harder than plain views (251 against 250), so in a
  /// row of a label and a field it is the field that stretches, as on iOS.
  open override var defaultContentHuggingPriority: UILayoutPriority { UILayoutPriority(251) }

  private func contentDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
    (superview as? LabelContentObserving)?.labelContentDidChange(self)
  }

  // MARK: Sizing

  private var lineHeight: CGFloat { TextMeasurement.current.lineHeight(of: font) }

  /// The width the text wraps at when the label's width is `width` (nil: no wrapping).
  private func wrapWidth(forWidth width: CGFloat?) -> CGFloat? {
    guard numberOfLines != 1 else { return nil }
    if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
    guard let width, width > 0 else { return nil }
    return width
  }

  open override var intrinsicContentSize: CGSize {
    let wrap = wrapWidth(forWidth: bounds.width)
    intrinsicWrapWidth = wrap
    return size(of: visibleLines(wrapWidth: wrap, fitWidth: nil))
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let limit = size.width > 0 && size.width < .greatestFiniteMagnitude ? size.width : nil
    return self.size(of: visibleLines(wrapWidth: numberOfLines == 1 ? nil : limit, fitWidth: nil))
  }

  private func size(of lines: [(text: String, width: CGFloat)]) -> CGSize {
    guard !lines.isEmpty else { return .zero }
    let width = lines.reduce(0) { max($0, $1.width) }
    return CGSize(width: width.rounded(.up), height: (CGFloat(lines.count) * lineHeight).rounded(.up))
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    // A wrapped label's height depends on its width: re-feed Auto Layout once the width
    // it was laid out at is known (this settles: wrapping at the new width fits in it).
    if numberOfLines != 1, preferredMaxLayoutWidth == 0, intrinsicWrapWidth != wrapWidth(forWidth: bounds.width) {
      invalidateIntrinsicContentSize()
    }
  }

  // MARK: Lines

  /// The lines to draw: wrapped at `wrapWidth`, cut to `numberOfLines`, and, when
  /// `fitWidth` is given, each truncated to it (the last one also when text was cut).
  func visibleLines(wrapWidth: CGFloat?, fitWidth: CGFloat?) -> [(text: String, width: CGFloat)] {
    guard let text, !text.isEmpty else { return [] }
    let measurer = TextMeasurement.current
    // A label is drawn every frame its window draws, and sized by layout in between: the
    // last answer serves as long as nothing it depends on changed.
    let key = LinesKey(
      text: text, font: font, wrapWidth: wrapWidth, fitWidth: fitWidth, numberOfLines: numberOfLines,
      measurer: measurer)
    if let linesCache, linesCache.key == key { return linesCache.lines }
    let lines = measureLines(text: text, wrapWidth: wrapWidth, fitWidth: fitWidth, measurer: measurer)
    linesCache = (key, lines)
    return lines
  }

  /// What `visibleLines` depends on.
  private struct LinesKey: Equatable {
    let text: String
    let font: UIFont
    let wrapWidth: CGFloat?
    let fitWidth: CGFloat?
    let numberOfLines: Int
    let measurer: any TextMeasurer

    static func == (a: Self, b: Self) -> Bool {
      a.text == b.text && a.font == b.font && a.wrapWidth == b.wrapWidth && a.fitWidth == b.fitWidth
        && a.numberOfLines == b.numberOfLines && a.measurer === b.measurer
    }
  }

  private var linesCache: (key: LinesKey, lines: [(text: String, width: CGFloat)])?

  private func measureLines(
    text: String, wrapWidth: CGFloat?, fitWidth: CGFloat?, measurer: any TextMeasurer
  ) -> [(text: String, width: CGFloat)] {
    let layout = TextLayout(text: text, font: font, maxWidth: wrapWidth, measurer: measurer)
    let limit = numberOfLines > 0 ? min(numberOfLines, layout.lines.count) : layout.lines.count
    var result: [(text: String, width: CGFloat)] = []
    for (number, line) in layout.lines.prefix(limit).enumerated() {
      // Hanging spaces at a wrap are not drawn and must not count towards the width.
      var string = String(layout.string(of: line).reversed().drop { $0.isWhitespace }.reversed())
      let cut = number == limit - 1 && limit < layout.lines.count
      if cut || (fitWidth.map { measurer.width(of: string, font: font) > $0 + 1e-6 } ?? false) {
        string = Self.truncated(string, toWidth: fitWidth ?? .infinity, forced: cut, font: font, measurer: measurer)
      }
      result.append((string, measurer.width(of: string, font: font)))
    }
    return result
  }

  /// `string` cut at a grapheme boundary so that it plus "…" fits `width`; `forced` adds
  /// the ellipsis even when the string fits (more text follows on a line not shown).
  static func truncated(
    _ string: String, toWidth width: CGFloat, forced: Bool, font: UIFont, measurer: any TextMeasurer
  ) -> String {
    let trimmed = String(string.reversed().drop { $0.isWhitespace }.reversed())
    if forced, measurer.width(of: trimmed + "…", font: font) <= width + 1e-6 { return trimmed + "…" }
    var characters = Array(trimmed)
    while !characters.isEmpty {
      characters.removeLast()
      while characters.last?.isWhitespace == true { characters.removeLast() }
      let candidate = String(characters) + "…"
      if measurer.width(of: candidate, font: font) <= width + 1e-6 { return candidate }
    }
    return "…"
  }

  // MARK: Drawing

  open override func draw(in canvas: Canvas) {
    let width = bounds.width
    let lines = visibleLines(wrapWidth: wrapWidth(forWidth: width), fitWidth: width)
    guard !lines.isEmpty else { return }
    let height = lineHeight
    // Labels centre their text vertically, as iOS does.
    var y = (bounds.height - CGFloat(lines.count) * height) / 2
    let color = isEnabled ? textColor ?? .label : (textColor ?? .label).withAlphaComponent(0.35)
    for line in lines {
      let x = textAlignment.lineOffset(width: line.width, in: width)
      canvas.drawText(line.text, at: CGPoint(x: x, y: y), font: font, color: color)
      y += height
    }
  }
}

/// Views that host a label and size themselves from it (a button's title label).
@MainActor
protocol LabelContentObserving: AnyObject {
  func labelContentDidChange(_ label: UILabel)
}
