import Foundation

/// One of a scroll view's two scroll indicators: the thin grey rounded bar that shows
/// where the visible part is in the content while it scrolls.
///
/// As on iOS it is a subview of the scroll view, on top of the content and placed in the
/// scroll view's bounds coordinates, so it stays put on screen while the content moves.
/// It ignores touches, is added when scrolling starts, and is removed once it has faded out.
@preconcurrency @MainActor
final class ScrollIndicator: UIView {
  enum Orientation { case vertical, horizontal }

  /// iOS 13+'s metrics: a 3 pt bar, 3 pt from the edge and the track's ends, at least
  /// 36 pt long; black at 35 % so it reads on light and dark content.
  static let thickness: CGFloat = 3
  static let edgeMargin: CGFloat = 3
  static let minimumLength: CGFloat = 36
  static let color = UIColor(white: 0, alpha: 0.35)
  /// How long the bar stays after the last scroll, then how long it takes to fade.
  static let fadeDelay: TimeInterval = 0.5
  static let fadeDuration: TimeInterval = 0.25

  let orientation: Orientation

  init(_ orientation: Orientation) {
    self.orientation = orientation
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    backgroundColor = Self.color
    layer.cornerRadius = Self.thickness / 2
  }

  /// The bar's frame in the scroll view's bounds coordinates, or nil when the content fits
  /// along this orientation (nothing to indicate). `inset` is the scroll view's adjusted
  /// content inset (how far the content scrolls); `trackInset` its indicator insets for
  /// this orientation (where the bar may go).
  static func frame(
    _ orientation: Orientation, bounds: CGRect, contentSize: CGSize, inset: UIEdgeInsets,
    trackInset: UIEdgeInsets = .zero
  ) -> CGRect? {
    let vertical = orientation == .vertical
    let visibleLength = vertical ? bounds.height : bounds.width
    let contentLength =
      vertical
      ? contentSize.height + inset.top + inset.bottom : contentSize.width + inset.left + inset.right
    guard contentLength > visibleLength, visibleLength > 0 else { return nil }
    let leadInset = vertical ? inset.top : inset.left
    let trackLead = vertical ? trackInset.top : trackInset.left
    let trackTrail = vertical ? trackInset.bottom : trackInset.right
    let trackStart = (vertical ? bounds.minY : bounds.minX) + trackLead + edgeMargin
    let trackLength = max(0, visibleLength - trackLead - trackTrail - 2 * edgeMargin)
    let length = min(trackLength, max(minimumLength, trackLength * visibleLength / contentLength))
    let offset = (vertical ? bounds.minY : bounds.minX) + leadInset
    let progress = min(max(offset / (contentLength - visibleLength), 0), 1)
    let position = trackStart + (trackLength - length) * progress
    if vertical {
      return CGRect(
        x: bounds.maxX - trackInset.right - edgeMargin - thickness, y: position, width: thickness,
        height: length)
    }
    return CGRect(
      x: position, y: bounds.maxY - trackInset.bottom - edgeMargin - thickness, width: length,
      height: thickness)
  }
}
