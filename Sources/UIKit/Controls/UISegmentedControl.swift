import Foundation

/// A row of equal-width segments, one selected, drawn the iOS 13+ way: a rounded grey
/// track with a white pill under the selected segment and thin separators between the
/// others. A tap on a segment selects it and sends `.valueChanged`; setting
/// `selectedSegmentIndex` in code sends nothing, as on iOS.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  override var defaultActionIsSingleTap: Bool { true }

  /// `selectedSegmentIndex` when no segment is selected.
  public static let noSegment = -1

  // Metrics of the iOS control (approximate to the point: Apple does not publish them).
  static let height: CGFloat = 32
  static let titlePadding: CGFloat = 12
  static let cornerRadius: CGFloat = 8
  static let pillInset: CGFloat = 2
  static let titleFontSize: CGFloat = 13

  private var titles: [String]
  private var disabledSegments: Set<Int> = []

  open var selectedSegmentIndex: Int = UISegmentedControl.noSegment {
    didSet {
      if selectedSegmentIndex < 0 || selectedSegmentIndex >= titles.count {
        selectedSegmentIndex = Self.noSegment
      }
      setNeedsDisplay()
    }
  }

  /// The pill's colour (white by default).
  open var selectedSegmentTintColor: UIColor? { didSet { setNeedsDisplay() } }

  public init(items: [String]) {
    titles = items
    super.init(frame: .zero)
  }

  public override init(frame: CGRect) {
    titles = []
    super.init(frame: frame)
  }

  public convenience init() {
    self.init(items: [])
  }

  // MARK: Segments

  public var numberOfSegments: Int { titles.count }

  open func titleForSegment(at segment: Int) -> String? {
    titles.indices.contains(segment) ? titles[segment] : nil
  }

  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    titles[segment] = title ?? ""
    segmentsDidChange()
  }

  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    let index = min(max(segment, 0), titles.count)
    titles.insert(title ?? "", at: index)
    disabledSegments = Set(disabledSegments.map { $0 >= index ? $0 + 1 : $0 })
    if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
    segmentsDidChange()
  }

  open func removeSegment(at segment: Int, animated: Bool) {
    guard titles.indices.contains(segment) else { return }
    titles.remove(at: segment)
    disabledSegments = Set(disabledSegments.compactMap { $0 == segment ? nil : $0 > segment ? $0 - 1 : $0 })
    if selectedSegmentIndex == segment {
      selectedSegmentIndex = Self.noSegment
    } else if selectedSegmentIndex > segment {
      selectedSegmentIndex -= 1
    }
    segmentsDidChange()
  }

  open func removeAllSegments() {
    titles.removeAll()
    disabledSegments.removeAll()
    selectedSegmentIndex = Self.noSegment
    segmentsDidChange()
  }

  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    if enabled { disabledSegments.remove(segment) } else { disabledSegments.insert(segment) }
    setNeedsDisplay()
  }

  open func isEnabledForSegment(at segment: Int) -> Bool {
    !disabledSegments.contains(segment)
  }

  private func segmentsDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  // MARK: Geometry

  private var titleFont: UIFont { .systemFont(ofSize: Self.titleFontSize) }
  private var selectedTitleFont: UIFont { .systemFont(ofSize: Self.titleFontSize, weight: .semibold) }

  /// Every segment as wide as the widest title plus padding (UIKit's default, with
  /// `apportionsSegmentWidthsByContent` off); 32 points high.
  open override var intrinsicContentSize: CGSize {
    let measurer = TextMeasurement.current
    let widest = titles.reduce(CGFloat(0)) { max($0, measurer.width(of: $1, font: selectedTitleFont)) }
    let segment = (widest + 2 * Self.titlePadding).rounded(.up)
    return CGSize(width: segment * CGFloat(titles.count), height: Self.height)
  }

  /// The rectangle of `segment` in the control's coordinates.
  public func rect(forSegmentAt segment: Int) -> CGRect {
    guard !titles.isEmpty else { return .zero }
    let width = bounds.width / CGFloat(titles.count)
    return CGRect(x: CGFloat(segment) * width, y: 0, width: width, height: bounds.height)
  }

  /// The segment under `point` (control coordinates), nil outside every segment.
  public func segmentIndex(at point: CGPoint) -> Int? {
    guard !titles.isEmpty, bounds.width > 0, CGRect(origin: .zero, size: bounds.size).contains(point) else {
      return nil
    }
    return min(titles.count - 1, Int(point.x / (bounds.width / CGFloat(titles.count))))
  }

  // MARK: Touches

  /// Lifting the finger on an enabled segment selects it (iOS selects on touch up).
  open override func touchUpInside(_ touch: UITouch, with event: UIEvent?) {
    super.touchUpInside(touch, with: event)
    guard let segment = segmentIndex(at: touch.location(in: self)), isEnabledForSegment(at: segment),
      segment != selectedSegmentIndex
    else { return }
    selectedSegmentIndex = segment
    sendActions(for: .valueChanged)
  }

  // MARK: Drawing

  open override func draw(in canvas: Canvas) {
    let local = CGRect(origin: .zero, size: bounds.size)
    let radius = min(Self.cornerRadius, local.height / 2)
    canvas.fill(local, cornerRadius: radius, color: .systemGray6)
    guard !titles.isEmpty else { return }
    let selected = selectedSegmentIndex
    if selected != Self.noSegment {
      let pill = rect(forSegmentAt: selected).insetBy(dx: Self.pillInset, dy: Self.pillInset)
      canvas.fill(pill, cornerRadius: max(0, radius - Self.pillInset), color: selectedSegmentTintColor ?? .white)
    }
    // Separators between unselected neighbours; none touches the pill.
    for boundary in 1..<titles.count where boundary != selected && boundary - 1 != selected {
      let x = rect(forSegmentAt: boundary).minX
      let inset = local.height * 0.25
      canvas.fill(
        CGRect(x: x - 0.5, y: inset, width: 1, height: local.height - 2 * inset), cornerRadius: 0,
        color: .systemGray4)
    }
    let measurer = TextMeasurement.current
    for (segment, title) in titles.enumerated() where !title.isEmpty {
      let font = segment == selected ? selectedTitleFont : titleFont
      let rect = rect(forSegmentAt: segment)
      let size = CGSize(width: measurer.width(of: title, font: font), height: measurer.lineHeight(of: font))
      var color = UIColor.label
      if !isEnabled || !isEnabledForSegment(at: segment) { color = .tertiaryLabel }
      canvas.drawText(
        title, at: CGPoint(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2), font: font, color: color)
    }
  }
}
