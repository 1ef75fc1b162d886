import Foundation

/// Where a popover goes: a card of its content size beside what it points at, with the
/// arrow between them, inside the area it may use.
///
/// The arrow points at the anchor's middle, so the card is centred on it and slid along
/// the area's edge to stay inside. The first permitted direction, in the order up, down,
/// left, right, whose side of the anchor has room for the whole card wins; when none has,
/// the one that shows the most of it does, and the card is cut to the room there. The
/// popover is "adjusted to ensure the popup fits on screen and is not covered by the
/// keyboard" (Apple's documentation of `UIPopoverController.setContentSize(_:animated:)`,
/// https://developer.apple.com/documentation/uikit/uipopovercontroller/setcontentsize(_:animated:)):
/// while the keyboard takes the bottom of its area it keeps its arrow's direction and
/// slides up along its anchor's side, or, where it cannot (below its anchor, or taller
/// than the room), is cut to the room, its top kept inside the area. The order, the
/// arrow's 13 by 26 points and the card's 13-point corners are estimates from iPadOS
/// screenshots (docs/PORTING.md).
enum PopoverGeometry {
  static let arrowHeight: CGFloat = 13
  static let arrowBase: CGFloat = 26
  static let cornerRadius: CGFloat = 13
  /// `contentSizeForViewInPopover`'s documented default, where `preferredContentSize`
  /// gives no size.
  static let defaultContentSize = CGSize(width: 320, height: 1100)

  struct Placement: Equatable {
    /// The card, where the presented view goes.
    var frame: CGRect
    /// Where the arrow points (`.unknown` when there is no anchor, and no arrow).
    var arrowDirection: UIPopoverArrowDirection
    /// The arrow's bounding box, its base on the card's edge.
    var arrowFrame: CGRect
  }

  /// The content size a popover asks for: each side of `preferred` that is above zero,
  /// the documented default for the others.
  static func contentSize(preferred: CGSize) -> CGSize {
    CGSize(
      width: preferred.width > 0 ? preferred.width : defaultContentSize.width,
      height: preferred.height > 0 ? preferred.height : defaultContentSize.height)
  }

  /// The placement of a card of `content` size pointing at `anchor` (nil: centred in the
  /// area, without an arrow), inside `area`, with the arrow in one of `permitted`, or in
  /// `keeping` when given.
  static func place(
    content: CGSize, anchor: CGRect?, in area: CGRect, permitted: UIPopoverArrowDirection,
    keeping kept: UIPopoverArrowDirection? = nil
  ) -> Placement {
    guard let anchor else {
      let size = CGSize(width: min(content.width, area.width), height: min(content.height, area.height))
      let frame = CGRect(
        x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height)
      return Placement(frame: frame, arrowDirection: .unknown, arrowFrame: .zero)
    }
    let allowed = permitted == .unknown || permitted.intersection(.any).isEmpty ? .any : permitted
    let order: [UIPopoverArrowDirection] = [.up, .down, .left, .right]
    let candidates = order.contains { $0 == kept } ? [kept!] : order.filter { allowed.contains($0) }
    let options = candidates.map { option($0, content: content, anchor: anchor, area: area) }
    let best =
      options.first { $0.fits }
      ?? options.max { $0.size.width * $0.size.height < $1.size.width * $1.size.height }!
    return placement(best.direction, size: best.size, anchor: anchor, area: area)
  }

  private struct Option {
    var direction: UIPopoverArrowDirection
    var size: CGSize
    var fits: Bool
  }

  /// How much of the card fits on the side of the anchor that `direction` puts it on.
  private static func option(_ direction: UIPopoverArrowDirection, content: CGSize, anchor: CGRect, area: CGRect)
    -> Option
  {
    let room: CGFloat
    switch direction {
    case .up: room = area.maxY - anchor.maxY - arrowHeight
    case .down: room = anchor.minY - arrowHeight - area.minY
    case .left: room = area.maxX - anchor.maxX - arrowHeight
    default: room = anchor.minX - arrowHeight - area.minX
    }
    let vertical = direction == .up || direction == .down
    let main = vertical ? content.height : content.width
    let cross = vertical ? content.width : content.height
    let crossRoom = vertical ? area.width : area.height
    let shown = (main: max(0, min(main, room)), cross: min(cross, crossRoom))
    return Option(
      direction: direction,
      size: vertical
        ? CGSize(width: shown.cross, height: shown.main) : CGSize(width: shown.main, height: shown.cross),
      fits: room >= main && crossRoom >= cross)
  }

  private static func placement(_ direction: UIPopoverArrowDirection, size: CGSize, anchor: CGRect, area: CGRect)
    -> Placement
  {
    func slide(_ start: CGFloat, _ length: CGFloat, in low: CGFloat, _ high: CGFloat) -> CGFloat {
      min(max(start, low), max(low, high - length))
    }
    // The arrow's base stays clear of the card's rounded corners.
    func arrowStart(_ middle: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
      let lowest = low + cornerRadius
      let highest = high - cornerRadius - arrowBase
      return lowest <= highest ? min(max(middle - arrowBase / 2, lowest), highest) : (low + high - arrowBase) / 2
    }
    var frame = CGRect(origin: .zero, size: size)
    var arrow: CGRect
    switch direction {
    case .up, .down:
      frame.origin.x = slide(anchor.midX - size.width / 2, size.width, in: area.minX, area.maxX)
      frame.origin.y = direction == .up ? anchor.maxY + arrowHeight : anchor.minY - arrowHeight - size.height
      let x = arrowStart(anchor.midX, frame.minX, frame.maxX)
      let y = direction == .up ? frame.minY - arrowHeight : frame.maxY
      arrow = CGRect(x: x, y: y, width: arrowBase, height: arrowHeight)
    default:
      frame.origin.y = slide(anchor.midY - size.height / 2, size.height, in: area.minY, area.maxY)
      frame.origin.x = direction == .left ? anchor.maxX + arrowHeight : anchor.minX - arrowHeight - size.width
      let y = arrowStart(anchor.midY, frame.minY, frame.maxY)
      let x = direction == .left ? frame.minX - arrowHeight : frame.maxX
      arrow = CGRect(x: x, y: y, width: arrowHeight, height: arrowBase)
    }
    return Placement(frame: frame, arrowDirection: direction, arrowFrame: arrow)
  }
}
