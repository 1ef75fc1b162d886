import Foundation

/// A space that points and rectangles convert between: every view, and a screen's
/// `coordinateSpace`. Apple's keyboard sample converts the notification's end frame
/// (screen coordinates) with it:
/// `screen.coordinateSpace.convert(endFrame, to: view)`.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
  var bounds: CGRect { get }
}

/// A coordinate space placed on a screen: UIKit's own spaces convert through the screen's
/// coordinates, the one space they all know.
@MainActor
protocol ScreenPlacedCoordinateSpace: UICoordinateSpace {
  func pointOnScreen(_ point: CGPoint) -> CGPoint
  func point(fromScreen point: CGPoint) -> CGPoint
}

extension ScreenPlacedCoordinateSpace {
  /// `point` in this space, converted into `space`.
  func screenConvert(_ point: CGPoint, to space: any UICoordinateSpace) -> CGPoint {
    if let placed = space as? any ScreenPlacedCoordinateSpace {
      return placed.point(fromScreen: pointOnScreen(point))
    }
    // A space of the app's own: it knows how to take a point from this one.
    return space.convert(point, from: self)
  }

  /// `point` in `space`, converted into this space.
  func screenConvert(_ point: CGPoint, from space: any UICoordinateSpace) -> CGPoint {
    if let placed = space as? any ScreenPlacedCoordinateSpace {
      return self.point(fromScreen: placed.pointOnScreen(point))
    }
    return space.convert(point, to: self)
  }
}
