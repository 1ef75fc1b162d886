import Foundation

extension UIScreen {
  /// The screen's coordinates, which the keyboard notifications' frames are in.
  public var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(screen: self) }

  /// The screen's coordinates in the portrait-up orientation. The same as
  /// `coordinateSpace` while screens do not rotate.
  public var fixedCoordinateSpace: any UICoordinateSpace { coordinateSpace }
}

/// A screen's own coordinates: the space in which windows are placed.
@MainActor
final class ScreenCoordinateSpace: NSObject, ScreenPlacedCoordinateSpace {
  private weak var screen: UIScreen?

  init(screen: UIScreen) {
    self.screen = screen
  }

  var bounds: CGRect { screen?.bounds ?? .zero }

  func pointOnScreen(_ point: CGPoint) -> CGPoint { point }
  func point(fromScreen point: CGPoint) -> CGPoint { point }

  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    screenConvert(point, to: coordinateSpace)
  }

  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    screenConvert(point, from: coordinateSpace)
  }

  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
  }

  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
  }
}
