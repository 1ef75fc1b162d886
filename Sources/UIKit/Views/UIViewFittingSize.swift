import Foundation

/// Auto Layout's fitting sizes: the size a view's constraints give it, as UIKit's
/// `systemLayoutSizeFitting` reports it, measured apart from the tree it is in
/// (`LayoutFitting`), so asking never moves anything on screen.
extension UIView {
  /// The size closest to `targetSize` that the view's constraints allow, both axes drawn
  /// towards it at `fittingSizeLevel` (Apple: "the smallest possible size" for
  /// `layoutFittingCompressedSize`).
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size closest to `targetSize` at the given priorities: `.required` on an axis
  /// fixes it (a cell's width), `fittingSizeLevel` lets the constraints decide it.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    LayoutFitting.size(
      of: self, fitting: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
  }
}
