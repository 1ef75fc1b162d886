import Foundation

/// Converting points and rectangles between views' coordinate spaces.
extension UIView {
  /// `point` from this view's coordinates to `view`'s (the window's when nil).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let w = pointInRoot(point)
    guard let view else { return w }
    return view.pointFromRoot(w)
  }

  /// `point` from `view`'s coordinates (the window's when nil) to this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let w = view?.pointInRoot(point) ?? point
    return pointFromRoot(w)
  }

  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  private func pointInRoot(_ point: CGPoint) -> CGPoint {
    var p = point
    var v: UIView? = self
    while let view = v, let parent = view.superview {
      p.x += view.frame.minX - view.bounds.minX
      p.y += view.frame.minY - view.bounds.minY
      v = parent
    }
    return p
  }

  private func pointFromRoot(_ point: CGPoint) -> CGPoint {
    let origin = pointInRoot(.zero)
    return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
  }
}

/// Every view is a coordinate space, as on iOS. A view's space is placed on its window's
/// screen at the window's origin. The overloads are disfavoured so that a call with a view
/// (`convert(point, from: self)` in hit testing) keeps the direct view-to-view path; they
/// serve calls with any other space.
extension UIView: ScreenPlacedCoordinateSpace {
  @_disfavoredOverload
  public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    if let view = coordinateSpace as? UIView { return convert(point, to: Optional(view)) }
    return screenConvert(point, to: coordinateSpace)
  }

  @_disfavoredOverload
  public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    if let view = coordinateSpace as? UIView { return convert(point, from: Optional(view)) }
    return screenConvert(point, from: coordinateSpace)
  }

  @_disfavoredOverload
  public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
  }

  @_disfavoredOverload
  public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
  }

  func pointOnScreen(_ point: CGPoint) -> CGPoint {
    let inWindow = convert(point, to: Optional<UIView>.none)
    let origin = window?.frame.origin ?? .zero
    return CGPoint(x: inWindow.x + origin.x, y: inWindow.y + origin.y)
  }

  func point(fromScreen point: CGPoint) -> CGPoint {
    let origin = window?.frame.origin ?? .zero
    return convert(CGPoint(x: point.x - origin.x, y: point.y - origin.y), from: Optional<UIView>.none)
  }
}
