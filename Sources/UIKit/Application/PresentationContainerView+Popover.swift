import Foundation

/// A popover's card and arrow: placed by `PopoverGeometry` beside its anchor, inside the
/// window's safe area less `popoverLayoutMargins`, and above the keyboard while it is up.
extension PresentationContainerView {
  /// The area the popover may use now.
  var popoverArea: CGRect {
    let margins = popover?.popoverLayoutMargins ?? UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    var area = bounds.inset(by: hostWindow?.safeAreaInsetsOfDevice ?? .zero).inset(by: margins)
    if let keyboardTop, keyboardTop - margins.bottom < area.maxY {
      area.size.height = max(0, keyboardTop - margins.bottom - area.minY)
    }
    return area
  }

  var popoverPlacement: PopoverGeometry.Placement {
    let content = PopoverGeometry.contentSize(preferred: presentedController?.preferredContentSize ?? .zero)
    // The container fills its window, so window coordinates are its own.
    let anchor = hostWindow.flatMap { popover?.anchorRect(in: $0) }
    // While the keyboard is up the popover keeps the side it was shown on.
    let kept = keyboardTop == nil ? nil : popover?.arrowDirection
    return PopoverGeometry.place(
      content: content, anchor: anchor, in: popoverArea, permitted: popover?.permittedArrowDirections ?? .any,
      keeping: kept)
  }

  /// Puts the arrow at the placement's arrow frame, pointing its way, in the popover's
  /// colour, and tells the popover where it points.
  func placeArrow() {
    let placement = popoverPlacement
    popover?.arrowDirection = placement.arrowDirection
    if arrowView.superview !== self { addSubview(arrowView) }
    arrowView.isHidden = placement.arrowDirection == .unknown
    arrowView.frame = placement.arrowFrame
    arrowView.direction = placement.arrowDirection
    arrowView.color = popover?.backgroundColor ?? presentedView.backgroundColor ?? .systemBackground
  }
}
